import { useQuery } from '@tanstack/react-query';
import type { PublicReviewsResponse } from '@arcanes/contracts/reviews';
import { api } from '#web/lib/api-client.ts';

/** The published customer reviews (moderated), newest first. */
export const useReviews = () =>
  useQuery({
    queryKey: ['reviews'],
    queryFn: () => api<PublicReviewsResponse>('/api/reviews'),
    staleTime: 60_000,
  });

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyReview, MyReviewsResponse, ReviewRequest } from '@arcanes/contracts/reviews';
import { api } from '#web/lib/api-client.ts';

const KEY = ['user', 'reviews'] as const;

/** The customer's reviews, with their moderation. */
export const useMyReviews = () =>
  useQuery({ queryKey: KEY, queryFn: () => api<MyReviewsResponse>('/api/user/reviews'), staleTime: 0 });

export function useSubmitReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewRequest) =>
      api<{ review: MyReview; message: string }>('/api/user/reviews', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

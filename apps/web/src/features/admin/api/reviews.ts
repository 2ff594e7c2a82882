import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReview, AdminReviewsResponse, ReviewStatus } from '@arcanes/contracts/reviews';
import { api } from '#web/lib/api-client.ts';
import { adminKeys, queryString } from './admin-keys';

export const useAdminReviews = (status: ReviewStatus) =>
  useQuery({
    queryKey: ['admin', 'reviews', status],
    queryFn: () => api<AdminReviewsResponse>(`/api/admin/reviews${queryString({ status })}`),
    staleTime: 0,
  });

type Decision = { id: string; action: 'publish' } | { id: string; action: 'reject'; reason: string };

/** Publish, reject or withdraw a review (audited by the server); every admin list refreshes after. */
export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      api<{ status: 'success'; message: string; review: AdminReview }>(
        `/api/admin/reviews/${d.id}/${d.action}`,
        d.action === 'reject' ? { method: 'POST', body: { reason: d.reason } } : { method: 'POST' },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

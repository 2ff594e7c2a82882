import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReview,
  AdminReviewReportsResponse,
  AdminReviewsResponse,
  ReviewStatus,
} from '@arcanes/contracts/reviews';
import { api } from '#web/lib/api-client.ts';
import { adminKeys, queryString } from './admin-keys';

/** The reviews in `status`, a page at a time (keyset paging, decision 0305): « Afficher la suite » reads the next. */
export const useAdminReviews = (status: ReviewStatus) =>
  useInfiniteQuery({
    queryKey: ['admin', 'reviews', status],
    queryFn: ({ pageParam }) =>
      api<AdminReviewsResponse>(`/api/admin/reviews${queryString({ status, cursor: pageParam })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
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

/** Open reports of reviews, oldest first, a page at a time (keyset paging, decision 0305). */
export const useReviewReports = () =>
  useInfiniteQuery({
    queryKey: ['admin', 'review-reports'],
    queryFn: ({ pageParam }) =>
      api<AdminReviewReportsResponse>(`/api/admin/review-reports${queryString({ cursor: pageParam })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });

type ReportsDecision =
  { reviewId: string; action: 'uphold'; reason: string } | { reviewId: string; action: 'dismiss' };

/** « Retirer l'avis » or « Conserver »: every open report of the review at once (audited by the server). */
export function useDecideReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: ReportsDecision) =>
      api<{ status: 'success'; message: string; decided: number }>(
        `/api/admin/reviews/${d.reviewId}/reports/${d.action}`,
        d.action === 'uphold' ? { method: 'POST', body: { reason: d.reason } } : { method: 'POST' },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { MyReview, ReviewRequest } from '@arcanes/contracts/reviews';
import { api } from '#web/lib/api-client.ts';

/**
 * Sends the customer's review of a reading. Each history row carries its reading's review, so the page
 * never reads the list of reviews: the row shows the one sent, and the page composing it refreshes its rows.
 */
export function useSubmitReview() {
  return useMutation({
    mutationFn: (body: ReviewRequest) =>
      api<{ review: MyReview; message: string }>('/api/user/reviews', { method: 'POST', body }),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { PaymentView } from '@arcanes/contracts/payments';
import { api, ApiError } from '#web/lib/api-client.ts';

export const getPayment = (id: string) => api<PaymentView>(`/api/payments/${encodeURIComponent(id)}`);

/** Poll every second while the provider has not confirmed; stop after this long and say so. */
export const PAYMENT_POLL_MS = 1000;
export const PAYMENT_POLL_TIMEOUT_MS = 30_000;

/**
 * GET /api/payments/{id}, polled until it is no longer pending or the timeout passes (`timedOut`).
 * A webhook may arrive a little after the buyer is back: polling covers that gap.
 */
export function usePaymentStatus(id: string | null, startedAt: number) {
  return useQuery({
    queryKey: ['payment', id],
    queryFn: () => getPayment(id!),
    enabled: Boolean(id),
    staleTime: 0,
    retry: (count, error) =>
      !(error instanceof ApiError && [401, 403, 404].includes(error.status)) && count < 2,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status && status !== 'pending') return false;
      return Date.now() - startedAt < PAYMENT_POLL_TIMEOUT_MS ? PAYMENT_POLL_MS : false;
    },
  });
}

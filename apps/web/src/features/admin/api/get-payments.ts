import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPaymentsResponse } from '@arcanes/contracts/admin';
import { api } from '#web/lib/api-client.ts';
import { adminKeys, queryString } from './admin-keys';

export interface PaymentsParams {
  status?: 'pending' | 'succeeded' | 'failed' | 'refunded';
  provider?: 'demo' | 'stripe' | 'paypal';
  limit: number;
  /** Keyset paging (decision 0305): the `next_cursor` of the page before. */
  cursor?: string | undefined;
}

export function fetchPayments(params: PaymentsParams, signal?: AbortSignal): Promise<AdminPaymentsResponse> {
  return api<AdminPaymentsResponse>(`/api/admin/payments${queryString({ ...params })}`, { signal });
}

export const paymentsQueryOptions = (params: PaymentsParams) =>
  queryOptions({
    queryKey: adminKeys.payments(params),
    queryFn: ({ signal }) => fetchPayments(params, signal),
    placeholderData: keepPreviousData,
  });

export function usePayments(params: PaymentsParams) {
  return useQuery(paymentsQueryOptions(params));
}

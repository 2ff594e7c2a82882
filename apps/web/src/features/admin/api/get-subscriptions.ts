import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSubscriptionsResponse, SubscriptionStatusCode } from '@arcanes/contracts/admin';
import { api } from '#web/lib/api-client.ts';
import { adminKeys, queryString } from './admin-keys';

export interface SubscriptionsParams {
  status?: SubscriptionStatusCode;
  limit: number;
  /** Keyset paging (decision 0305): the `next_cursor` of the page before. */
  cursor?: string | undefined;
}

export function fetchSubscriptions(
  params: SubscriptionsParams,
  signal?: AbortSignal,
): Promise<AdminSubscriptionsResponse> {
  return api<AdminSubscriptionsResponse>(`/api/admin/subscriptions${queryString({ ...params })}`, { signal });
}

export const subscriptionsQueryOptions = (params: SubscriptionsParams) =>
  queryOptions({
    queryKey: adminKeys.subscriptions(params),
    queryFn: ({ signal }) => fetchSubscriptions(params, signal),
    placeholderData: keepPreviousData,
  });

export function useSubscriptions(params: SubscriptionsParams) {
  return useQuery(subscriptionsQueryOptions(params));
}

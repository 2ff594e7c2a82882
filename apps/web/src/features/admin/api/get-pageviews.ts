import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageviewsResponse } from '@arcanes/contracts/analytics';
import { api } from '#web/lib/api-client.ts';
import { adminKeys, queryString } from './admin-keys';

export interface PageviewsParams {
  /** 1 to 366 (the contract's bounds); the page offers 7, 30 and 90. */
  days: number;
}

export function fetchPageviews(params: PageviewsParams, signal?: AbortSignal): Promise<PageviewsResponse> {
  return api<PageviewsResponse>(`/api/admin/analytics/pageviews${queryString({ ...params })}`, { signal });
}

export const pageviewsQueryOptions = (params: PageviewsParams) =>
  queryOptions({
    queryKey: adminKeys.pageviews(params),
    queryFn: ({ signal }) => fetchPageviews(params, signal),
    placeholderData: keepPreviousData,
  });

export function usePageviews(params: PageviewsParams) {
  return useQuery(pageviewsQueryOptions(params));
}

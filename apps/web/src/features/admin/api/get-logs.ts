import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLogsResponse } from '@arcanes/contracts/admin';
import { api } from '#web/lib/api-client.ts';
import { adminKeys, queryString } from './admin-keys';

export interface LogsParams {
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
  limit: number;
  /** Keyset paging: the previous page's `next_cursor`; absent for the first page. */
  cursor?: string;
}

export function fetchLogs(params: LogsParams, signal?: AbortSignal): Promise<AdminLogsResponse> {
  return api<AdminLogsResponse>(`/api/admin/logs${queryString({ ...params })}`, { signal });
}

export const logsQueryOptions = (params: LogsParams) =>
  queryOptions({
    queryKey: adminKeys.logs(params),
    queryFn: ({ signal }) => fetchLogs(params, signal),
    placeholderData: keepPreviousData,
  });

export function useLogs(params: LogsParams) {
  return useQuery(logsQueryOptions(params));
}

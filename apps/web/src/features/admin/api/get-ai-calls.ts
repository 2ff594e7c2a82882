import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAiCallResponse, AdminAiCallsResponse } from '@arcanes/contracts/admin';
import { api } from '#web/lib/api-client.ts';
import { adminKeys, queryString } from './admin-keys';

export interface AiCallsParams {
  reading_id?: string;
  limit: number;
  /** Keyset paging: the previous page's `next_cursor`; absent for the first page. */
  cursor?: string;
}

export function fetchAiCalls(params: AiCallsParams, signal?: AbortSignal): Promise<AdminAiCallsResponse> {
  return api<AdminAiCallsResponse>(`/api/admin/ai-calls${queryString({ ...params })}`, { signal });
}

export const aiCallsQueryOptions = (params: AiCallsParams) =>
  queryOptions({
    queryKey: adminKeys.aiCalls(params),
    queryFn: ({ signal }) => fetchAiCalls(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAiCalls(params: AiCallsParams) {
  return useQuery(aiCallsQueryOptions(params));
}

/** One call's prompt and response, read when its details are opened (the list carries neither). */
export function useAiCall(id: number, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.aiCall(id),
    queryFn: ({ signal }) => api<AdminAiCallResponse>(`/api/admin/ai-calls/${id}`, { signal }),
    enabled,
    staleTime: Infinity,
  });
}

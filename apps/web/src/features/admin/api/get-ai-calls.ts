import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAiCallsResponse } from '@arcanes/contracts/admin';
import { api } from '#web/lib/api-client.ts';
import { adminKeys, queryString } from './admin-keys';

export interface AiCallsParams {
  reading_id?: string;
  limit: number;
  offset: number;
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

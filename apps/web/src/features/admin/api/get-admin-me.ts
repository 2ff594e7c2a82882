import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMeResponse } from '@arcanes/contracts/admin';
import { api, ApiError } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys';

export function fetchAdminMe(): Promise<AdminMeResponse> {
  return api<AdminMeResponse>('/api/admin/admin');
}

export const adminMeQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.me,
    queryFn: fetchAdminMe,
    staleTime: 60_000,
    // A refusal is an answer, not a glitch: only network failures are retried.
    retry: (count, error) => !(error instanceof ApiError && error.status > 0) && count < 2,
  });

/** The signed-in administrator; fails with 401 (no or expired session) or 403 (not an administrator). */
export function useAdminMe(enabled = true) {
  return useQuery({ ...adminMeQueryOptions(), enabled });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserSort, AdminUsersResponse, SortOrder } from '@arcanes/contracts/admin';
import { api } from '#web/lib/api-client.ts';
import { adminKeys, queryString } from './admin-keys';

export interface UsersParams {
  q?: string;
  role?: 'user' | 'admin';
  sort: AdminUserSort;
  order: SortOrder;
  limit: number;
  /** Keyset paging (decision 0305): the `next_cursor` of the page before. */
  cursor?: string | undefined;
}

export function fetchUsers(params: UsersParams, signal?: AbortSignal): Promise<AdminUsersResponse> {
  return api<AdminUsersResponse>(`/api/admin/users${queryString({ ...params })}`, { signal });
}

export const usersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: adminKeys.users(params),
    queryFn: ({ signal }) => fetchUsers(params, signal),
    placeholderData: keepPreviousData,
  });

/** No timer: the list is fetched when shown, after each change made here, and on the refresh button. */
export function useUsers(params: UsersParams) {
  return useQuery(usersQueryOptions(params));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '@arcanes/contracts/accounts';
import { api } from '#web/lib/api-client.ts';

export const profileQueryKey = ['user', 'profile'] as const;

export const getProfile = () => api<ProfileResponse>('/api/user/profile');

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: getProfile, staleTime: 0 });

export const useProfile = () => useQuery(profileQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawalsResponse } from '@arcanes/contracts/withdrawals';
import { api } from '#web/lib/api-client.ts';

export const getWithdrawals = () => api<WithdrawalsResponse>('/api/user/withdrawals');

export const withdrawalsQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'withdrawals'], queryFn: getWithdrawals, staleTime: 0 });

export const useWithdrawals = (enabled = true) => useQuery({ ...withdrawalsQueryOptions(), enabled });

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SpendingLimitRequest, SpendingLimitResponse } from '@arcanes/contracts/limits';
import { api } from '#web/lib/api-client.ts';

export const getSpendingLimit = () => api<SpendingLimitResponse>('/api/user/spending-limit');

export const spendingLimitQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'spending-limit'], queryFn: getSpendingLimit, staleTime: 0 });

export const useSpendingLimit = () => useQuery(spendingLimitQueryOptions());

export const putSpendingLimit = (input: SpendingLimitRequest) =>
  api<SpendingLimitResponse>('/api/user/spending-limit', { method: 'PUT', body: input });

export const useSetSpendingLimit = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putSpendingLimit,
    onSuccess: (data) => client.setQueryData(spendingLimitQueryOptions().queryKey, data),
  });
};

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPaymentsResponse } from '@arcanes/contracts/wallet';
import { api } from '#web/lib/api-client.ts';

export const getPayments = () => api<UserPaymentsResponse>('/api/user/payments');

export const paymentsQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'payments'], queryFn: getPayments, staleTime: 0 });

export const usePayments = (enabled = true) => useQuery({ ...paymentsQueryOptions(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionResponse } from '@arcanes/contracts/wallet';
import { api } from '#web/lib/api-client.ts';

export const getSubscription = () => api<SubscriptionResponse>('/api/user/subscription');

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'subscription'], queryFn: getSubscription, staleTime: 0 });

export const useSubscription = () => useQuery(subscriptionQueryOptions());

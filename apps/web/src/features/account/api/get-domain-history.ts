import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { readingHistoryResponseSchema } from '@arcanes/contracts/readings';
import { api } from '#web/lib/api-client.ts';

export type DomainHistory = z.infer<typeof readingHistoryResponseSchema>;
export type DomainHistoryEntry = DomainHistory['history'][number];

export const getDomainHistory = () => api<DomainHistory>('/api/user/history');

export const domainHistoryQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'history'], queryFn: getDomainHistory, staleTime: 0 });

export const useDomainHistory = () => useQuery(domainHistoryQueryOptions());

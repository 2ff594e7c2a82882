import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSummary } from '@arcanes/contracts/admin';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys';

export function fetchSummary(): Promise<AdminSummary> {
  return api<AdminSummary>('/api/admin/summary');
}

export const summaryQueryOptions = () => queryOptions({ queryKey: adminKeys.summary, queryFn: fetchSummary });

export function useSummary() {
  return useQuery(summaryQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalInfoResponse } from '@arcanes/contracts/legal';
import { api } from './api-client';
import { queryClient } from './query-client';

/** The promise made everywhere until the server says otherwise (DESIGN.md: DELIVERY_PROMISE_HOURS = 2). */
export const DEFAULT_DELIVERY_HOURS = 2;

/** Publisher, director, host, contact and the delivery promise, from the server's configuration. */
export const legalInfoQueryOptions = queryOptions({
  queryKey: ['legal'],
  queryFn: () => api<LegalInfoResponse>('/api/legal'),
  staleTime: 60 * 60_000,
});

/** For the legal pages' routes: fetched beside their code. */
export const prefetchLegalInfo = () => queryClient.prefetchQuery(legalInfoQueryOptions);

export function useLegalInfo() {
  return useQuery(legalInfoQueryOptions);
}

/** Hours within which a PDF reading is e-mailed. */
export function useDeliveryHours(): number {
  return useLegalInfo().data?.delivery_promise_hours ?? DEFAULT_DELIVERY_HOURS;
}

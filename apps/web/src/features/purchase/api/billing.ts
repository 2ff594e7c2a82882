import { useQuery } from '@tanstack/react-query';
import type { BillingOptions } from '@arcanes/contracts/vat';
import { api } from '#web/lib/api-client.ts';

/** GET /api/payments/billing: the countries the shop can invoice and the buyer's default (decision 0345). */
export const getBillingOptions = () => api<BillingOptions>('/api/payments/billing');

export function useBillingOptions() {
  return useQuery({ queryKey: ['billing-options'], queryFn: getBillingOptions, staleTime: 60_000 });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerResponse } from '@arcanes/contracts/wallet';
import { api } from '#web/lib/api-client.ts';

export const getLedger = () => api<LedgerResponse>('/api/user/ledger');

export const ledgerQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'ledger'], queryFn: getLedger, staleTime: 0 });

export const useLedger = () => useQuery(ledgerQueryOptions());

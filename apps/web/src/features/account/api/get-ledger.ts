import { useInfiniteQuery } from '@tanstack/react-query';
import type { LedgerResponse } from '@arcanes/contracts/wallet';
import { pagedQueryOptions } from '#web/lib/paged-query.ts';

/** Every movement of the wallet, newest first, a page at a time (`next_cursor`). */
export const ledgerQueryOptions = () =>
  pagedQueryOptions<LedgerResponse>(['user', 'ledger'], '/api/user/ledger');

export const useLedger = () => useInfiniteQuery(ledgerQueryOptions());

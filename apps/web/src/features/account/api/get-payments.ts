import { useInfiniteQuery } from '@tanstack/react-query';
import type { UserPaymentsResponse } from '@arcanes/contracts/wallet';
import { pagedQueryOptions } from '#web/lib/paged-query.ts';

/** The customer's payments, newest first, a page at a time (`next_cursor`). */
export const paymentsQueryOptions = () =>
  pagedQueryOptions<UserPaymentsResponse>(['user', 'payments'], '/api/user/payments');

export const usePayments = (enabled = true) => useInfiniteQuery({ ...paymentsQueryOptions(), enabled });

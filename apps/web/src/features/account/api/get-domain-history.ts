import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { readingHistoryResponseSchema } from '@arcanes/contracts/readings';
import { pagedQueryOptions } from '#web/lib/paged-query.ts';

export type DomainHistory = z.infer<typeof readingHistoryResponseSchema>;
export type DomainHistoryEntry = DomainHistory['history'][number];

/** The customer's readings, newest first, a page at a time (`next_cursor`). */
export const domainHistoryQueryOptions = () =>
  pagedQueryOptions<DomainHistory>(['user', 'history'], '/api/user/history');

export const useDomainHistory = () => useInfiniteQuery(domainHistoryQueryOptions());

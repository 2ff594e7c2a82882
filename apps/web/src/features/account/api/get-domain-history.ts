import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { readingHistoryResponseSchema } from '@arcanes/contracts/readings';
import { pagedQueryOptions } from '#web/lib/paged-query.ts';

export type DomainHistory = z.infer<typeof readingHistoryResponseSchema>;
export type DomainHistoryEntry = DomainHistory['history'][number];

/** The history's query key: a change to its rows (a review sent) reads it again. */
export const DOMAIN_HISTORY_KEY = ['user', 'history'] as const;

/** The customer's readings, newest first, a page at a time (`next_cursor`), each with its review. */
export const domainHistoryQueryOptions = () =>
  pagedQueryOptions<DomainHistory>([...DOMAIN_HISTORY_KEY], '/api/user/history');

export const useDomainHistory = () => useInfiniteQuery(domainHistoryQueryOptions());

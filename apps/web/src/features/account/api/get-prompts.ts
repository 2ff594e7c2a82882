import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { promptHistoryResponseSchema, ReadingDetailResponse } from '@arcanes/contracts/readings';
import { api } from '#web/lib/api-client.ts';
import { pagedQueryOptions } from '#web/lib/paged-query.ts';

export type PromptHistory = z.infer<typeof promptHistoryResponseSchema>;

/** Each written reading with the opening of its answer, newest first, a page at a time. */
export const promptsQueryOptions = () =>
  pagedQueryOptions<PromptHistory>(['user', 'prompts'], '/api/user/prompts');

export const usePrompts = () => useInfiniteQuery(promptsQueryOptions());

/** The whole answer of one reading, fetched when the customer opens it (the list carries its opening). */
export const useWholeAnswer = (readingId: string, enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: ['user', 'readings', readingId],
      queryFn: () => api<ReadingDetailResponse>(`/api/user/readings/${readingId}`),
    }),
    enabled,
  });

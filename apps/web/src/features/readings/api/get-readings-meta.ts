import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { readingsMetaResponseSchema } from '@arcanes/contracts/readings';
import { api } from '#web/lib/api-client.ts';

export type ReadingsMeta = z.infer<typeof readingsMetaResponseSchema>;

export const getReadingsMeta = () => api<ReadingsMeta>('/api/readings/meta');

export const readingsMetaQueryOptions = () =>
  queryOptions({ queryKey: ['readings', 'meta'], queryFn: getReadingsMeta, staleTime: Infinity });

export const useReadingsMeta = () => useQuery(readingsMetaQueryOptions());

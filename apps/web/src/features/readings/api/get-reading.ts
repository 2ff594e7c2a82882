import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReadingDetailResponse, ReadingStatus } from '@arcanes/contracts/readings';
import { api } from '#web/lib/api-client.ts';

/** Statuses after which nothing changes any more: no need to ask again. */
export const FINAL_STATUSES: ReadonlySet<ReadingStatus> = new Set(['answered', 'sent', 'failed', 'refunded']);

export const READING_POLL_MS = 4000;

export const getReading = (id: string) =>
  api<ReadingDetailResponse>(`/api/user/readings/${encodeURIComponent(id)}`);

export const readingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['user', 'readings', id],
    queryFn: () => getReading(id),
    staleTime: 0,
    // Queued → writing → sent happens on the server: ask again until the status is final.
    refetchInterval: (query) =>
      query.state.data && FINAL_STATUSES.has(query.state.data.status) ? false : READING_POLL_MS,
  });

export const useReading = (id: string, enabled = true) => useQuery({ ...readingQueryOptions(id), enabled });

/** Same-origin link: the session cookie goes along, the server checks the owner. */
export const readingPdfUrl = (id: string) => `/api/user/readings/${encodeURIComponent(id)}/pdf`;

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReadingDataResponse } from '@arcanes/contracts/reading-data';
import { api } from '#web/lib/api-client.ts';
import { READING_DATA_QUERY_KEY } from '#web/lib/session.ts';

export const getReadingData = () => api<ReadingDataResponse>('/api/consent/reading-data');

export const readingDataQueryOptions = () =>
  queryOptions({ queryKey: READING_DATA_QUERY_KEY, queryFn: getReadingData, staleTime: 60_000 });

export const useReadingData = () => useQuery(readingDataQueryOptions());

/** Records the acceptance (its version and time are kept by the server as proof). */
export const acceptReadingData = () =>
  api<ReadingDataResponse>('/api/consent/reading-data', { method: 'POST', body: { accept: true } });

export const useAcceptReadingData = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptReadingData,
    onSuccess: (data) => client.setQueryData(readingDataQueryOptions().queryKey, data),
  });
};

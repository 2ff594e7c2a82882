import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FreeChartResponse } from '@arcanes/contracts/free-tools';
import { api } from '#web/lib/api-client.ts';

/** The page's query string is the whole input (the share link): it goes to the API as it is. */
export const getFreeChart = (query: string) => api<FreeChartResponse>(`/api/free/birth-chart?${query}`);

export const freeChartQueryOptions = (query: string, lang: string) =>
  queryOptions({
    queryKey: ['free', 'birth-chart', query, lang],
    queryFn: () => getFreeChart(query),
    staleTime: Infinity,
    // A refused input (400) or the rate limit (429) is an answer: asking again would not change it.
    retry: false,
  });

export const useFreeChart = (query: string | null, lang: string) =>
  useQuery({
    ...freeChartQueryOptions(query ?? '', lang),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

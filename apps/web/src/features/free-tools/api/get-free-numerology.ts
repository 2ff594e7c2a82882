import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FreeNumerologyResponse } from '@arcanes/contracts/free-tools';
import { api } from '#web/lib/api-client.ts';

/** The page's query string is the whole input (the share link): it goes to the API as it is. */
export const getFreeNumerology = (query: string) =>
  api<FreeNumerologyResponse>(`/api/free/numerology?${query}`);

export const freeNumerologyQueryOptions = (query: string, lang: string) =>
  queryOptions({
    queryKey: ['free', 'numerology', query, lang],
    queryFn: () => getFreeNumerology(query),
    staleTime: Infinity,
    retry: false,
  });

export const useFreeNumerology = (query: string | null, lang: string) =>
  useQuery({
    ...freeNumerologyQueryOptions(query ?? '', lang),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardOfTheDayResponse } from '@arcanes/contracts/card-library';
import { api } from '#web/lib/api-client.ts';

/** The customer's card of the day: drawn by the server the first time it is asked for, then kept. */
export const getCardOfTheDay = () => api<CardOfTheDayResponse>('/api/user/card-of-the-day');

export const cardOfTheDayQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['tarot', 'card-of-the-day', lang],
    queryFn: getCardOfTheDay,
    staleTime: 5 * 60_000,
  });

export const useCardOfTheDay = (lang: string) => useQuery(cardOfTheDayQueryOptions(lang));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardLibraryResponse, CardPageResponse } from '@arcanes/contracts/card-library';
import { api } from '#web/lib/api-client.ts';

/** The 78 cards in the deck's order (the same for everyone: kept for the visit). */
export const getCards = () => api<CardLibraryResponse>('/api/tarot/cards');

export const cardsQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['tarot', 'cards', lang], queryFn: getCards, staleTime: Infinity });

export const useCards = (lang: string) => useQuery(cardsQueryOptions(lang));

/** One card's page, by its address word in either language. */
export const getCard = (slug: string) =>
  api<CardPageResponse>(`/api/tarot/cards/${encodeURIComponent(slug)}`);

export const cardQueryOptions = (slug: string, lang: string) =>
  queryOptions({
    queryKey: ['tarot', 'card', slug, lang],
    queryFn: () => getCard(slug),
    staleTime: Infinity,
    retry: false,
  });

export const useCard = (slug: string, lang: string) => useQuery(cardQueryOptions(slug, lang));

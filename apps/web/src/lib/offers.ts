import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { OffersResponse } from '@arcanes/contracts/offers';
import { api } from './api-client';

/** The catalogue (GET /api/offers), localised: the pricing cards, the workflow recap, the domain pages. */
export const offersQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['offers', lang],
    queryFn: () => api<OffersResponse>('/api/offers', { headers: { 'accept-language': lang } }),
    staleTime: 5 * 60_000,
  });

export function useOffers() {
  const { i18n } = useTranslation();
  return useQuery(offersQueryOptions(i18n.language));
}

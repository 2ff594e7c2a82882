import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SkyResponse } from '@arcanes/contracts/sky';
import { api } from '#web/lib/api-client.ts';

export interface SkySubscription {
  enabled: boolean;
  zone: string | null;
}

const skyPath = (date: string | null, zone: string | null) => {
  const query = new URLSearchParams();
  if (date) query.set('date', date);
  if (zone) query.set('zone', zone);
  const q = query.toString();
  return `/api/user/sky${q ? `?${q}` : ''}`;
};

export const skyQueryOptions = (date: string | null, zone: string | null, lang: string) =>
  queryOptions({
    queryKey: ['user', 'sky', date, zone, lang],
    queryFn: () => api<SkyResponse>(skyPath(date, zone)),
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

export const useSky = (date: string | null, zone: string | null, lang: string) =>
  useQuery(skyQueryOptions(date, zone, lang));

export const putSkySubscription = (input: { enabled: boolean; zone?: string }) =>
  api<SkySubscription>('/api/user/sky/subscription', { method: 'PUT', body: input });

export const useSetSkySubscription = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putSkySubscription,
    onSuccess: (subscription) => {
      for (const [key, data] of client.getQueriesData<SkyResponse>({ queryKey: ['user', 'sky'] }))
        if (data) client.setQueryData(key, { ...data, subscription });
    },
  });
};

/** The browser's own IANA zone ("Europe/Paris"), or null when it does not say. */
export function browserZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$|^UTC$/.test(zone) ? zone : null;
  } catch {
    return null;
  }
}

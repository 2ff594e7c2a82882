import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailySkyResponse, SignHoroscopeResponse } from '@arcanes/contracts/daily';
import { api } from '#web/lib/api-client.ts';

const dated = (date: string | null) => (date ? `?date=${encodeURIComponent(date)}` : '');

/** The sky of a Paris day (today when `date` is null): the same for everyone, kept for the visit. */
export const dailyQueryOptions = (date: string | null, lang: string) =>
  queryOptions({
    queryKey: ['daily', date ?? 'today', lang],
    queryFn: () => api<DailySkyResponse>(`/api/daily${dated(date)}`),
    staleTime: 10 * 60_000,
  });

export const useDaily = (date: string | null, lang: string) => useQuery(dailyQueryOptions(date, lang));

export const signQueryOptions = (slug: string, date: string | null, lang: string) =>
  queryOptions({
    queryKey: ['daily', 'sign', slug, date ?? 'today', lang],
    queryFn: () => api<SignHoroscopeResponse>(`/api/daily/${encodeURIComponent(slug)}${dated(date)}`),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useSignHoroscope = (slug: string, date: string | null, lang: string) =>
  useQuery(signQueryOptions(slug, date, lang));

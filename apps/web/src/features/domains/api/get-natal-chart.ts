import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChartRequest, ChartResponse } from '@arcanes/contracts/divination';
import { api } from '#web/lib/api-client.ts';

export const getNatalChart = (input: ChartRequest) =>
  api<ChartResponse>('/api/astrology/chart', { method: 'POST', body: input });

/** A chart only changes with its birth data: computed once per input, kept for the visit. */
export const natalChartQueryOptions = (input: ChartRequest) =>
  queryOptions({
    queryKey: ['astrology', 'chart', input],
    queryFn: () => getNatalChart(input),
    staleTime: Infinity,
  });

export const useNatalChart = (input: ChartRequest | null) =>
  useQuery({ ...natalChartQueryOptions(input ?? { lat: 0, lon: 0 }), enabled: input !== null });

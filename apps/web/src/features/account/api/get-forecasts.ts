import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForecastsResponse } from '@arcanes/contracts/forecasts';
import { api } from '#web/lib/api-client.ts';

export const getForecasts = () => api<ForecastsResponse>('/api/user/forecasts');

export const forecastsQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'forecasts'], queryFn: getForecasts, staleTime: 0 });

export const useForecasts = () => useQuery(forecastsQueryOptions());

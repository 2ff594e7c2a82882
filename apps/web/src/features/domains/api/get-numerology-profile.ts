import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NumerologyProfileRequest, NumerologyProfileResponse } from '@arcanes/contracts/divination';
import { api } from '#web/lib/api-client.ts';

export const getNumerologyProfile = (input: NumerologyProfileRequest) =>
  api<NumerologyProfileResponse>('/api/numerology/profile', { method: 'POST', body: input });

export const numerologyProfileQueryOptions = (input: NumerologyProfileRequest) =>
  queryOptions({
    queryKey: ['numerology', 'profile', input],
    queryFn: () => getNumerologyProfile(input),
    staleTime: Infinity,
  });

export const useNumerologyProfile = (input: NumerologyProfileRequest | null) =>
  useQuery({
    ...numerologyProfileQueryOptions(input ?? { full_name: '', birth_date: '' }),
    enabled: input !== null,
  });

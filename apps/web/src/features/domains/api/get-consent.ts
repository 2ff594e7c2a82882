import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsentResponse } from '@arcanes/contracts/consent';
import { api } from '../../../lib/api-client';

export const getServerConsent = () => api<ConsentResponse>('/api/consent');

export const serverConsentQueryOptions = () =>
  queryOptions({ queryKey: ['consent', 'server'], queryFn: getServerConsent, staleTime: 60_000 });

/** The account's consent on record, asked only when this browser has none to show. */
export const useServerConsent = (enabled: boolean) => useQuery({ ...serverConsentQueryOptions(), enabled });

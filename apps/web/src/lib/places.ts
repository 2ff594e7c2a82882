import type { Place, PlacesResponse } from '@arcanes/contracts/places';
import { api } from './api-client';

export type { Place };

/** Birth-place search (GET /api/places): accent-insensitive prefix, most populous first. */
export async function searchPlaces(q: string, signal?: AbortSignal, limit = 8): Promise<Place[]> {
  const params = new URLSearchParams({ q, limit: String(limit) });
  const { places } = await api<PlacesResponse>(`/api/places?${params.toString()}`, { signal });
  return places;
}

/**
 * A place already chosen (the account's birth place) as the place box expects it: the gazetteer's
 * details that the account does not keep are left empty.
 */
export function storedPlace(
  p: { id: string; label: string; lat: number; lon: number; zone?: string } | null | undefined,
): Place | null {
  if (!p) return null;
  return {
    id: p.id,
    name: p.label,
    label: p.label,
    region: null,
    country: '',
    country_name: '',
    lat: p.lat,
    lon: p.lon,
    zone: p.zone ?? '',
    population: 0,
  };
}

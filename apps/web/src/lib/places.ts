import type { Place, PlacesResponse } from '@arcanes/contracts/places';
import { api } from './api-client';

export type { Place };

/** Birth-place search (GET /api/places): accent-insensitive prefix, most populous first. */
export async function searchPlaces(q: string, signal?: AbortSignal, limit = 8): Promise<Place[]> {
  const params = new URLSearchParams({ q, limit: String(limit) });
  const { places } = await api<PlacesResponse>(`/api/places?${params.toString()}`, { signal });
  return places;
}

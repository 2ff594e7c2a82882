import type { ChartResponse } from '@arcanes/contracts/divination';
import type { Chart } from '@arcanes/domain/astrology/chart';

/** A chart as the API sends it, back into the domain's shape (what the wheel is drawn from). */
export function toChart(r: ChartResponse, lat: number, lon: number): Chart {
  return {
    instant: r.instant,
    lat,
    lon,
    houseSystemRequested: r.house_system_requested,
    houseSystem: r.house_system,
    timeKnown: r.time_known,
    planets: r.planets,
    ascendant: r.ascendant,
    mc: r.mc,
    houses: r.houses,
    aspects: r.aspects as Chart['aspects'],
  };
}

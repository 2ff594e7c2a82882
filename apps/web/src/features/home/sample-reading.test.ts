import { describe, expect, it } from 'vitest';
import { computeChart } from '@arcanes/domain/astrology/chart';
import { numerologyProfile } from '@arcanes/domain/numerology/profile';
import { findCard } from '@arcanes/domain/tarot/deck';
import { SAMPLE_CARDS, SAMPLE_CHART, SAMPLE_NUMBERS, SAMPLE_PERSON } from './sample-reading';

describe('the home page’s example reading', () => {
  it('is the chart the engine computes for Camille’s birth (09:20 in Lyon is 08:20 UTC)', () => {
    const chart = computeChart({
      instant: new Date(`${SAMPLE_PERSON.birthDate}T08:20:00Z`),
      lat: SAMPLE_CHART.lat,
      lon: SAMPLE_CHART.lon,
    });
    expect(SAMPLE_CHART.instant).toBe(chart.instant);
    expect(SAMPLE_CHART.planets.map((p) => [p.id, p.sign, p.degree, p.house])).toEqual(
      chart.planets.map((p) => [p.id, p.sign, p.degree, p.house]),
    );
    SAMPLE_CHART.planets.forEach((p, i) => expect(p.longitude).toBeCloseTo(chart.planets[i]!.longitude, 3));
    expect(SAMPLE_CHART.ascendant).toBeCloseTo(chart.ascendant!, 3);
    expect(SAMPLE_CHART.mc).toBeCloseTo(chart.mc!, 3);
    SAMPLE_CHART.houses.forEach((h, i) => expect(h).toBeCloseTo(chart.houses[i]!, 3));
    expect(SAMPLE_CHART.aspects.map((a) => [a.a, a.b, a.type])).toEqual(
      chart.aspects.map((a) => [a.a, a.b, a.type]),
    );
  });

  it('shows Camille’s numbers as the numerology computes them', () => {
    const profile = numerologyProfile({
      fullName: SAMPLE_PERSON.fullName,
      birthDate: SAMPLE_PERSON.birthDate,
    });
    for (const { key, value } of SAMPLE_NUMBERS) expect([key, value]).toEqual([key, profile[key]]);
  });

  it('draws cards that are in the deck', () => {
    for (const c of SAMPLE_CARDS) expect(findCard(c.id)?.id).toBe(c.id);
  });
});

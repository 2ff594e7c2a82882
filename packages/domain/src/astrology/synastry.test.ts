import { describe, expect, it } from 'vitest';
import reference from '../../test-fixtures/compatibility-reference.json' with { type: 'json' };
import { computeChart, planetOf, type Chart } from './chart';
import { compositeChart, compositeCusps, houseOverlays, nearerMidpoint, synastryAspects } from './synastry';
import { PLANET_IDS, angleDiff } from './zodiac';

/**
 * Reference: test-fixtures/compatibility-reference.json — three pairs of births whose positions are
 * the Swiss Ephemeris 2.10 ones (ephemeris-reference.json), turned into synastry aspects, house
 * overlays and composite midpoints by scripts/compatibility-reference.py (independent arithmetic in
 * Python). Positions are held to the engine's 30″ promise; aspects and overlays must be the same
 * list, except those the script flags as within 0.02° of a limit.
 */
interface Birth {
  instant: string;
  lat: number;
  lon: number;
}
interface Pair {
  a: Birth;
  b: Birth;
  synastry: { a: string; b: string; type: string; orb: number; borderline: boolean }[];
  near_misses: { a: string; b: string; type: string }[];
  overlays_a_in_b: { planet: string; house: number; borderline: boolean }[];
  overlays_b_in_a: { planet: string; house: number; borderline: boolean }[];
  composite: {
    bodies: Record<string, number>;
    ascendant: number;
    mc: number;
    cusps: number[];
    houses: Record<string, number>;
  };
}
const pairs = (reference as unknown as { pairs: Pair[] }).pairs;
const arcsec = (a: number, b: number) => Math.abs(angleDiff(a, b)) * 3600;
const chartOf = (b: Birth): Chart =>
  computeChart({ instant: new Date(b.instant), lat: b.lat, lon: b.lon, houseSystem: 'placidus' });

describe('synastry and composite against the reference', () => {
  it('has three pairs', () => expect(pairs).toHaveLength(3));

  it.each(pairs.map((p) => [`${p.a.instant} × ${p.b.instant}`, p] as const))('%s', (_, pair) => {
    const a = chartOf(pair.a);
    const b = chartOf(pair.b);

    const ours = synastryAspects(a, b);
    const key = (x: { a: string; b: string; type: string }) => `${x.a}-${x.type}-${x.b}`;
    const expected = new Map(pair.synastry.map((x) => [key(x), x]));
    const tolerated = new Set([
      ...pair.synastry.filter((x) => x.borderline).map(key),
      ...pair.near_misses.map(key),
    ]);
    for (const x of ours) {
      const ref = expected.get(key(x));
      if (!ref) {
        expect(tolerated.has(key(x)), `unexpected ${key(x)}`).toBe(true);
        continue;
      }
      // Each point within 30″ of the reference: the orb within 60″.
      expect(Math.abs(x.orb - ref.orb) * 3600, key(x)).toBeLessThan(60);
    }
    const found = new Set(ours.map(key));
    for (const x of pair.synastry)
      if (!x.borderline) expect(found.has(key(x)), `missing ${key(x)}`).toBe(true);
    expect(ours.length).toBeGreaterThan(20);

    for (const [guest, host, list] of [
      [a, b, pair.overlays_a_in_b],
      [b, a, pair.overlays_b_in_a],
    ] as const) {
      const overlays = houseOverlays(guest, host);
      for (const ref of list) {
        if (ref.borderline) continue;
        expect(overlays.find((o) => o.planet === ref.planet)?.house, ref.planet).toBe(ref.house);
      }
    }

    const composite = compositeChart(a, b);
    for (const id of PLANET_IDS) {
      const expectedLon = pair.composite.bodies[id]!;
      expect(arcsec(planetOf(composite, id).longitude, expectedLon), id).toBeLessThan(30);
      expect(planetOf(composite, id).house, `${id} house`).toBe(pair.composite.houses[id]);
    }
    expect(arcsec(composite.ascendant!, pair.composite.ascendant)).toBeLessThan(30);
    expect(arcsec(composite.mc!, pair.composite.mc)).toBeLessThan(30);
    pair.composite.cusps.forEach((c, i) =>
      expect(arcsec(composite.houses[i]!, c), `cusp ${i + 1}`).toBeLessThan(30),
    );
  });
});

describe('midpoints', () => {
  it('takes the shorter arc, across 0° Aries too', () => {
    expect(nearerMidpoint(10, 30)).toBeCloseTo(20, 9);
    expect(nearerMidpoint(350, 20)).toBeCloseTo(5, 9);
    expect(nearerMidpoint(20, 350)).toBeCloseTo(5, 9);
    expect(nearerMidpoint(100, 280)).toBeCloseTo(190, 9); // exactly opposite: the arc forward from the first
  });

  it('keeps composite cusps in zodiacal order', () => {
    const a = Array.from({ length: 12 }, (_, i) => (i * 30 + 5) % 360);
    const b = Array.from({ length: 12 }, (_, i) => (i * 30 + 190) % 360);
    const cusps = compositeCusps(a, b);
    for (let i = 1; i < 12; i++) {
      const arc = (((cusps[i]! - cusps[i - 1]!) % 360) + 360) % 360;
      expect(arc).toBeLessThan(180);
    }
  });

  it('says when its Midheaven is the far midpoint of the two, and which house systems it mixes', () => {
    // Cusps kept in the zodiac's order put this pair's MC opposite the direct midpoint (issue 38).
    const a = computeChart({ instant: new Date('1987-08-08T01:00:00Z'), lat: 48.85, lon: 2.35 });
    const b = computeChart({ instant: new Date('1992-12-22T05:30:00Z'), lat: 45.76, lon: 4.84 });
    const flipped = compositeChart(a, b);
    expect(flipped.mcOpposite).toBe(true);
    expect(Math.abs(angleDiff(flipped.mc!, nearerMidpoint(a.mc!, b.mc!)))).toBeGreaterThan(170);
    expect(flipped.houseSystems).toEqual(['placidus', 'placidus']);
    const direct = compositeChart(
      a,
      computeChart({ instant: new Date('1988-08-09T02:00:00Z'), lat: 48.85, lon: 2.35 }),
    );
    expect(direct.mcOpposite).toBe(false);
    // A birth in Tromsø (beyond the polar circle) has whole signs: the composite mixes two systems.
    const north = computeChart({ instant: new Date('1990-01-15T12:00:00Z'), lat: 69.65, lon: 18.96 });
    expect(north.houseSystem).toBe('whole_sign');
    expect(compositeChart(north, b).houseSystems).toEqual(['whole_sign', 'placidus']);
  });

  it('has no houses, Ascendant nor MC when one birth time is unknown', () => {
    const a = computeChart({ instant: new Date('1990-05-01T10:00:00Z'), lat: 48.85, lon: 2.35 });
    const b = computeChart({
      instant: new Date('1992-02-11T12:00:00Z'),
      lat: 45.76,
      lon: 4.83,
      timeKnown: false,
    });
    const c = compositeChart(a, b);
    expect(c.houses).toEqual([]);
    expect(c.ascendant).toBeNull();
    expect(c.planets.every((p) => p.house === null)).toBe(true);
    expect(houseOverlays(a, b)).toEqual([]);
    expect(houseOverlays(b, a)).toHaveLength(11);
    expect(synastryAspects(a, b).some((x) => x.b === 'ascendant' || x.b === 'mc')).toBe(false);
  });
});

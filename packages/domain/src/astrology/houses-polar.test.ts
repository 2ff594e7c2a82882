import { describe, expect, it } from 'vitest';
import { computeChart } from './chart';
import { ascendant, midheaven } from './houses';
import { angleDiff, normalizeDegrees } from './zodiac';

/**
 * Reference by a method independent of the closed formulas in houses.ts: each ecliptic degree is
 * turned into a vector, rotated into the observer's horizon frame with plain rotation matrices,
 * and the Ascendant is found where the ecliptic crosses the horizon while that point is rising
 * (its altitude grows as the sidereal time advances); the MC where it crosses the upper meridian.
 * Both found by sampling the ecliptic every quarter degree, then bisection.
 */
const RAD = Math.PI / 180;

/** [toward the meridian (H = 0), toward the east, toward the north celestial pole]. */
function localVector(lon: number, obliquity: number, sidereal: number): [number, number, number] {
  const x = Math.cos(lon * RAD);
  const y = Math.sin(lon * RAD) * Math.cos(obliquity * RAD);
  const z = Math.sin(lon * RAD) * Math.sin(obliquity * RAD);
  const t = sidereal * RAD;
  return [x * Math.cos(t) + y * Math.sin(t), -x * Math.sin(t) + y * Math.cos(t), z];
}

function altitudeSine(lon: number, obliquity: number, sidereal: number, lat: number): number {
  const [x, , z] = localVector(lon, obliquity, sidereal);
  return x * Math.cos(lat * RAD) + z * Math.sin(lat * RAD);
}

function roots(f: (lon: number) => number): number[] {
  const found: number[] = [];
  const STEP = 0.25;
  // Off the round degrees, so that no root falls exactly on a sample.
  for (let a = 0.0123456789; a < 360; a += STEP) {
    let lo = a;
    let hi = a + STEP;
    let fLo = f(lo);
    if (Math.sign(fLo) === Math.sign(f(hi))) continue;
    for (let i = 0; i < 50; i++) {
      const mid = (lo + hi) / 2;
      const fMid = f(mid);
      if (Math.sign(fMid) === Math.sign(fLo)) {
        lo = mid;
        fLo = fMid;
      } else hi = mid;
    }
    found.push(normalizeDegrees((lo + hi) / 2));
  }
  return found;
}

function risingPoint(sidereal: number, obliquity: number, lat: number): number {
  const onHorizon = roots((lon) => altitudeSine(lon, obliquity, sidereal, lat));
  const rising = onHorizon.filter(
    (lon) =>
      altitudeSine(lon, obliquity, sidereal + 0.01, lat) > altitudeSine(lon, obliquity, sidereal - 0.01, lat),
  );
  if (rising.length !== 1)
    throw new Error(
      `expected one rising point at ${sidereal}, ${lat}, got ${rising.length} of ${onHorizon.join(' ')}`,
    );
  return rising[0] ?? NaN;
}

function upperMeridianPoint(sidereal: number, obliquity: number): number {
  const upper = roots((lon) => localVector(lon, obliquity, sidereal)[1]).filter(
    (lon) => localVector(lon, obliquity, sidereal)[0] > 0,
  );
  if (upper.length !== 1) throw new Error(`expected one point on the upper meridian, got ${upper.length}`);
  return upper[0] ?? NaN;
}

const arcsec = (a: number, b: number) => Math.abs(angleDiff(a, b)) * 3600;
const OBLIQUITY = 23.4393;
const LATITUDES = Array.from({ length: 21 }, (_, i) => 60 + i).flatMap((l) => [l, -l]);
const SIDEREAL_TIMES = Array.from({ length: 72 }, (_, i) => i * 5);

describe('Ascendant and MC at high latitudes against horizon geometry', () => {
  it.each(LATITUDES)('latitude %d°: within 30″ at every 5° of sidereal time', (lat) => {
    for (const ramc of SIDEREAL_TIMES) {
      expect(
        arcsec(ascendant(ramc, OBLIQUITY, lat), risingPoint(ramc, OBLIQUITY, lat)),
        `asc ${ramc}`,
      ).toBeLessThan(30);
      expect(
        arcsec(midheaven(ramc, OBLIQUITY), upperMeridianPoint(ramc, OBLIQUITY)),
        `mc ${ramc}`,
      ).toBeLessThan(30);
    }
  });

  it('the reference finds the Descendant wrong: the western crossing is 180° away and setting', () => {
    // Guards the reference itself: at 69.65° N the two crossings exist and only one rises.
    const ramc = 200;
    const onHorizon = roots((lon) => altitudeSine(lon, OBLIQUITY, ramc, 69.65));
    expect(onHorizon).toHaveLength(2);
    expect(arcsec(onHorizon[0] ?? NaN, normalizeDegrees((onHorizon[1] ?? NaN) + 180))).toBeLessThan(1);
  });
});

describe('Tromsø, 21 December 1985, 10:00 CET (the issue’s case)', () => {
  const chart = computeChart({
    instant: new Date('1985-12-21T09:00:00Z'),
    lat: 69.6492,
    lon: 18.9553,
    houseSystem: 'placidus',
  });

  it('rises 0°32′ Gemini, not Sagittarius', () => {
    expect(arcsec(chart.ascendant ?? NaN, 60 + 32 / 60)).toBeLessThan(60);
  });

  it('falls back to whole signs from Gemini, the MC far from the Ascendant', () => {
    expect(chart.houseSystemRequested).toBe('placidus');
    expect(chart.houseSystem).toBe('whole_sign');
    expect(chart.houses[0]).toBe(60);
    expect(Math.abs(angleDiff(chart.mc ?? NaN, chart.ascendant ?? NaN))).toBeGreaterThan(45);
  });

  it('equal houses start at the same rising degree', () => {
    const equal = computeChart({ ...chart, instant: new Date(chart.instant), houseSystem: 'equal' });
    expect(equal.houses[0]).toBe(chart.ascendant);
  });
});

import { describe, expect, it } from 'vitest';
import reference from '../../test-fixtures/ephemeris-reference.json' with { type: 'json' };
import { computeChart, planetOf } from './chart';
import { Sky, astroTime } from './ephemeris';
import { houseOf } from './houses';
import {
  PROGRESSED_PLANETS,
  TROPICAL_YEAR_DAYS,
  progressedInstant,
  progressionsFor,
  solarReturnFor,
} from './progressions';
import { angleDiff, normalizeDegrees, signOf } from './zodiac';

const DAY = 86_400_000;
const arcsec = (a: number, b: number) => Math.abs(angleDiff(a, b)) * 3600;
interface ReferenceCase {
  instant: string;
  lat: number;
  lon: number;
  bodies: Record<string, { longitude: number }>;
}
const cases = (reference as { cases: ReferenceCase[] }).cases;

const paris = { instant: new Date('1990-05-15T08:30:00Z'), lat: 48.8566, lon: 2.3522 };

describe('secondary progressions', () => {
  it('a day for a year: the progressed instant at age N is birth + N days', () => {
    const birth = new Date('1990-05-15T08:30:00Z');
    const at = new Date(birth.getTime() + 36 * TROPICAL_YEAR_DAYS * DAY);
    expect(Math.abs(progressedInstant(birth, at).getTime() - (birth.getTime() + 36 * DAY))).toBeLessThan(1);
  });

  it('progressed positions at age N equal the natal chart cast at birth + N days', () => {
    const natal = computeChart(paris);
    const n = 36;
    const from = new Date(paris.instant.getTime() + n * TROPICAL_YEAR_DAYS * DAY);
    const p = progressionsFor(natal, from, new Date(from.getTime() + 90 * DAY));
    const later = computeChart({ ...paris, instant: new Date(paris.instant.getTime() + n * DAY) });
    for (const id of PROGRESSED_PLANETS) {
      const got = p.points.find((x) => x.id === id)!;
      expect(arcsec(got.longitude, planetOf(later, id).longitude), id).toBeLessThan(0.01);
      // The natal house, not the later chart's own.
      expect(got.house, id).toBe(houseOf(got.longitude, natal.houses));
    }
    expect(p.ageYears).toBeCloseTo(n, 6);
  });

  it('against the Swiss Ephemeris figures: progressed bodies within 30″ of the reference chart', () => {
    // Each reference instant, read as the progressed day of someone born N days earlier.
    for (const c of cases.filter((x) => x.instant > '1950' && x.instant < '2030').slice(0, 6)) {
      const n = 40;
      const birth = new Date(Date.parse(c.instant) - n * DAY);
      const natal = computeChart({ instant: birth, lat: c.lat, lon: c.lon });
      const at = new Date(birth.getTime() + n * TROPICAL_YEAR_DAYS * DAY);
      const p = progressionsFor(natal, at, new Date(at.getTime() + 30 * DAY));
      for (const id of PROGRESSED_PLANETS) {
        const got = p.points.find((x) => x.id === id)!;
        expect(arcsec(got.longitude, c.bodies[id]!.longitude), `${c.instant} ${id}`).toBeLessThan(30);
      }
    }
  });

  it('advances the angles by the solar arc', () => {
    const natal = computeChart(paris);
    const from = new Date('2026-11-29T00:00:00Z');
    const p = progressionsFor(natal, from, new Date('2027-11-29T00:00:00Z'));
    const sun = p.points.find((x) => x.id === 'sun')!;
    const arc = angleDiff(planetOf(natal, 'sun').longitude, sun.longitude);
    // About a degree a year: 36.5 years of life.
    expect(arc).toBeGreaterThan(33);
    expect(arc).toBeLessThan(38);
    expect(p.solarArc).toBeCloseTo(arc, 9);
    const asc = p.points.find((x) => x.id === 'ascendant')!;
    const mc = p.points.find((x) => x.id === 'mc')!;
    expect(angleDiff(normalizeDegrees(natal.ascendant! + arc), asc.longitude)).toBeCloseTo(0, 9);
    expect(angleDiff(normalizeDegrees(natal.mc! + arc), mc.longitude)).toBeCloseTo(0, 9);
    expect(asc.house).toBeNull();
  });

  it('dates the progressed Moon’s changes and the exact aspects on the ephemeris', () => {
    const natal = computeChart(paris);
    const from = new Date('2026-11-29T00:00:00Z');
    const to = new Date('2027-11-29T00:00:00Z');
    const p = progressionsFor(natal, from, to, 'Europe/Paris');
    const moon = (iso: string) =>
      new Sky(astroTime(progressedInstant(paris.instant, new Date(`${iso}T12:00:00Z`)))).longitude('moon');
    // Over a year the progressed Moon moves 11–15°.
    const moved = normalizeDegrees(p.moonAtEnd.longitude - p.points.find((x) => x.id === 'moon')!.longitude);
    expect(moved).toBeGreaterThan(11);
    expect(moved).toBeLessThan(15.5);
    for (const c of p.moonChanges.filter((x) => x.kind === 'sign')) {
      const before = new Date(Date.parse(`${c.date}T12:00:00Z`) - 2 * DAY).toISOString().slice(0, 10);
      const after = new Date(Date.parse(`${c.date}T12:00:00Z`) + 2 * DAY).toISOString().slice(0, 10);
      expect(signOf(moon(before)).sign).not.toBe(c.sign);
      expect(signOf(moon(after)).sign).toBe(c.sign);
    }
    for (const a of p.aspects) {
      expect(a.exact >= '2026-11-29' && a.exact <= '2027-11-29').toBe(true);
      if (a.progressed !== 'moon' || a.natal === 'ascendant' || a.natal === 'mc') continue;
      const target = planetOf(natal, a.natal).longitude;
      const sep = Math.abs(angleDiff(target, moon(a.exact)));
      const angle = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 }[a.type];
      // The Moon moves about 0.04° a day of life: exact on that day to within a tenth of a degree.
      expect(Math.abs(sep - angle), `${a.type} ${a.natal}`).toBeLessThan(0.1);
    }
    // A year of the progressed Moon crosses a dozen degrees: it meets some natal point on the way.
    expect(p.aspects.some((a) => a.progressed === 'moon')).toBe(true);
  });

  it('refuses a window before birth or upside down', () => {
    const natal = computeChart(paris);
    expect(() => progressionsFor(natal, new Date('1980-01-01'), new Date('1981-01-01'))).toThrow(RangeError);
    expect(() => progressionsFor(natal, new Date('2027-01-01'), new Date('2026-01-01'))).toThrow(RangeError);
  });
});

describe('solar return', () => {
  it('the return Sun is within 0.001° of the natal Sun, within a day of the birthday', () => {
    for (const c of cases.filter((x) => x.instant > '1940' && x.instant < '2000').slice(0, 8)) {
      const natal = computeChart({ instant: new Date(c.instant), lat: c.lat, lon: c.lon });
      const year = Number(c.instant.slice(0, 4)) + 30;
      const from = new Date(`${year}${c.instant.slice(4, 10)}T00:00:00Z`);
      const r = solarReturnFor(
        natal,
        new Date(from.getTime() - 30 * DAY),
        new Date(from.getTime() + 300 * DAY),
      );
      const sun = planetOf(r.chart, 'sun').longitude;
      expect(Math.abs(angleDiff(planetOf(natal, 'sun').longitude, sun)), c.instant).toBeLessThan(0.001);
      const birthday = Date.parse(`${year}${c.instant.slice(4)}`);
      expect(Math.abs(Date.parse(r.instant) - birthday), c.instant).toBeLessThan(DAY);
      // Its chart is cast for the birth place.
      expect(r.chart.lat).toBe(c.lat);
      expect(r.chart.lon).toBe(c.lon);
    }
  });

  it('takes the return whose solar year holds the middle of the window, and reads its chart', () => {
    const natal = computeChart(paris);
    // A three-month window from 1 May 2027: its middle (mid-June) is after the 15 May birthday.
    const may = solarReturnFor(natal, new Date('2027-05-01T00:00:00Z'), new Date('2027-08-01T00:00:00Z'));
    expect(may.date.slice(0, 7)).toBe('2027-05');
    // A twelve-month window from 1 March 2027: its middle (September) is after the 2027 birthday too.
    const march = solarReturnFor(natal, new Date('2027-03-01T00:00:00Z'), new Date('2028-03-01T00:00:00Z'));
    expect(march.instant).toBe(may.instant);
    // From 1 December 2026 over three months: the return of May 2026 is in force.
    const dec = solarReturnFor(natal, new Date('2026-12-01T00:00:00Z'), new Date('2027-03-01T00:00:00Z'));
    expect(dec.date.slice(0, 7)).toBe('2026-05');
    // The return chart is the chart of that instant: its Ascendant and the houses of its Sun and Moon.
    const same = computeChart({ instant: new Date(may.instant), lat: paris.lat, lon: paris.lon });
    expect(may.ascendant?.longitude).toBeCloseTo(same.ascendant!, 9);
    expect(may.sunHouse).toBe(planetOf(same, 'sun').house);
    expect(may.moonHouse).toBe(planetOf(same, 'moon').house);
  });
});

import { describe, expect, it } from 'vitest';
import { computeChart, planetOf } from './chart';
import { astroTime, bodyLongitude } from './ephemeris';
import type { BodyId } from './ephemeris';
import { findTransits } from './transits';
import type { Transit } from './transits';
import { angleDiff } from './zodiac';

// Born 17 March 1980, 10:00 in Paris: Sun at 26°55′ Pisces, which Saturn crosses in 2025,
// direct in April, retrograde in October, and direct again from late December.
const natal = computeChart({ instant: new Date('1980-03-17T09:00:00Z'), lat: 48.8566, lon: 2.3522 });
const from = new Date('2025-01-01T00:00:00Z');
const to = new Date('2026-01-01T00:00:00Z');
const year = findTransits(natal, from, to);

const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);
const nextDay = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);
const lonAt = (id: BodyId, when: Date) => bodyLongitude(id, astroTime(when));
/** Signed distance of a transiting body from exact aspect, on the side the transit is. */
function offExact(t: Transit, when: Date, offset: number): number {
  const natalLon =
    t.natal === 'ascendant'
      ? natal.ascendant
      : t.natal === 'mc'
        ? natal.mc
        : planetOf(natal, t.natal).longitude;
  return angleDiff((natalLon ?? NaN) + offset, lonAt(t.transiting, when));
}

describe('findTransits', () => {
  const saturnSun = year.filter(
    (t) => t.transiting === 'saturn' && t.natal === 'sun' && t.type === 'conjunction',
  );

  it('finds the three passes of Saturn over the natal Sun in 2025', () => {
    expect(saturnSun.map((t) => [t.start, t.exact, t.end, t.endsAfterWindow])).toEqual([
      ['2025-04-13', '2025-04-22', '2025-05-01', false],
      ['2025-09-28', '2025-10-12', '2025-10-29', false],
      ['2025-12-27', null, '2026-01-01', true],
    ]);
  });

  it('dates each exact hit on the day Saturn actually reaches the natal Sun', () => {
    for (const t of saturnSun.filter((x) => x.exact)) {
      const date = t.exact ?? '';
      const before = offExact(t, dayStart(date), 0);
      const after = offExact(t, nextDay(date), 0);
      expect(Math.sign(before), date).not.toBe(Math.sign(after));
      expect(Math.abs(before)).toBeLessThan(0.2);
    }
  });

  it('dates entry into and exit from the 1° orb on the days they happen', () => {
    for (const t of saturnSun) {
      expect(Math.abs(offExact(t, dayStart(t.start), 0))).toBeGreaterThan(1);
      expect(Math.abs(offExact(t, nextDay(t.start), 0))).toBeLessThanOrEqual(1);
      if (t.endsAfterWindow) continue;
      expect(Math.abs(offExact(t, dayStart(t.end), 0))).toBeLessThanOrEqual(1);
      expect(Math.abs(offExact(t, nextDay(t.end), 0))).toBeGreaterThan(1);
    }
  });

  it('finds the solar return once, on the birthday, and never a Moon transit', () => {
    const returns = year.filter(
      (t) => t.transiting === 'sun' && t.natal === 'sun' && t.type === 'conjunction',
    );
    expect(returns.map((t) => t.exact)).toEqual(['2025-03-17']);
    expect(year.some((t) => (t.transiting as string) === 'moon')).toBe(false);
  });

  it('does not miss Mercury crossing a 1° orb in under a day', () => {
    const mercury = year.filter(
      (t) => t.transiting === 'mercury' && t.natal === 'sun' && t.type === 'conjunction',
    );
    // Mercury passes the Sun's degree at least once a year, and three times when retrograde there.
    expect(mercury.length).toBeGreaterThanOrEqual(1);
    for (const t of mercury) expect(t.exact).not.toBeNull();
  });

  it('reports a transit already under way at the start of the window', () => {
    const ongoing = year.filter((t) => t.startsBeforeWindow);
    expect(ongoing.length).toBeGreaterThan(0);
    for (const t of ongoing) expect(t.start).toBe('2025-01-01');
  });

  it('sorts by exact date, else start date', () => {
    const keys = year.map((t) => t.exact ?? t.start);
    expect([...keys].sort()).toEqual(keys);
  });

  it('filters by body, natal point and aspect, and targets the angles only when the time is known', () => {
    const slow = findTransits(natal, from, to, {
      transiting: ['saturn'],
      natal: ['sun', 'mc'],
      aspects: ['conjunction', 'square'],
    });
    expect(new Set(slow.map((t) => t.transiting))).toEqual(new Set(['saturn']));
    expect(
      slow.every((t) => ['sun', 'mc'].includes(t.natal) && ['conjunction', 'square'].includes(t.type)),
    ).toBe(true);
    const noTime = computeChart({
      instant: new Date('1980-03-17T11:00:00Z'),
      lat: 48.8566,
      lon: 2.3522,
      timeKnown: false,
    });
    expect(findTransits(noTime, from, to).some((t) => t.natal === 'ascendant' || t.natal === 'mc')).toBe(
      false,
    );
  });

  it('rejects an empty window', () => {
    expect(() => findTransits(natal, to, from)).toThrow(RangeError);
  });
});

describe('transit dates in the customer’s calendar', () => {
  // A natal Moon exactly where Saturn stands at 23:00 UT on 13 October 2025 (01:00 on the 14th in
  // Paris, CEST): the exact hit is the 13th in UTC and the 14th for a Parisian.
  const exactAt = new Date('2025-10-13T23:00:00Z');
  const moonHere = {
    ...natal,
    planets: natal.planets.map((p) => (p.id === 'moon' ? { ...p, longitude: lonAt('saturn', exactAt) } : p)),
  };
  const only = { transiting: ['saturn'], natal: ['moon'], aspects: ['conjunction'] } as const;
  const window = [new Date('2025-09-01T00:00:00Z'), new Date('2025-11-30T00:00:00Z')] as const;
  const exactDays = (zone?: string) =>
    findTransits(moonHere, ...window, { ...only, zone }).flatMap((t) => t.exactDates);

  it('is the UTC day without a zone, the local day with one', () => {
    expect(exactDays()).toEqual(['2025-10-13']);
    expect(exactDays('Europe/Paris')).toEqual(['2025-10-14']);
    expect(exactDays('America/New_York')).toEqual(['2025-10-13']);
  });

  it('refuses an unknown zone before computing anything', () => {
    expect(() => findTransits(moonHere, ...window, { ...only, zone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

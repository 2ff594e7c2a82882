import { describe, expect, it } from 'vitest';
import { ASPECTS } from './aspects';
import { computeChart } from './chart';
import { astroTime, bodyLongitude } from './ephemeris';
import { DATED_ONLY, dayStartsAt, localParts, skyToday } from './sky-today';
import { angleDiff } from './zodiac';

const natal = computeChart({ instant: new Date('1988-04-12T07:30:00Z'), lat: 48.8566, lon: 2.3522 });
const lonOf = (id: string) =>
  id === 'ascendant'
    ? natal.ascendant!
    : id === 'mc'
      ? natal.mc!
      : natal.planets.find((p) => p.id === id)!.longitude;
const distance = (body: string, at: number, target: number, angle: number) =>
  Math.abs(Math.abs(angleDiff(target, bodyLongitude(body as 'sun', astroTime(new Date(at))))) - angle);

describe('the sky of a day', () => {
  const day = skyToday(natal, { date: '2026-11-23', zone: 'Europe/Paris', lang: 'fr' });

  it('lists transits that are within a degree during that day, each once', () => {
    expect(day.transits.length).toBeGreaterThan(2);
    const from = dayStartsAt('2026-11-23', 'Europe/Paris').getTime();
    for (const t of day.transits) {
      const samples = Array.from({ length: 25 }, (_, i) => from + i * 3_600_000);
      const closest = Math.min(
        ...samples.map((ms) => distance(t.transiting, ms, lonOf(t.natal), ASPECTS[t.type].angle)),
      );
      expect(closest, `${t.transiting} ${t.type} ${t.natal}`).toBeLessThanOrEqual(1.001);
      expect(t.start <= '2026-11-23' && t.end >= '2026-11-23').toBe(true);
    }
    const keys = day.transits.map((t) => `${t.transiting}-${t.type}-${t.natal}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives each exact hit to the minute, said in the zone’s time; a slow planet’s by its date only', () => {
    for (const t of day.transits.filter((x) => x.exactAt)) {
      const at = Date.parse(t.exactAt!);
      expect(distance(t.transiting, at, lonOf(t.natal), ASPECTS[t.type].angle), t.transiting).toBeLessThan(
        0.01,
      );
      // The zone's wall clock, read independently through Intl (summer time in October, winter in November).
      const wall = new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Paris',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(at));
      if (DATED_ONLY.has(t.transiting)) {
        // Jupiter to Pluto: the day is true, the minute was not (issue 38).
        expect(t.exactTime).toBeNull();
        expect(t.exactDate).toBe(wall.slice(0, 10));
      } else expect(`${t.exactDate} ${t.exactTime}`).toBe(wall);
      expect(t.exactToday).toBe(t.exactDate === '2026-11-23');
    }
    // Both kinds are on this day's list: the assertions above ran for each.
    const timed = day.transits.filter((t) => t.exactAt);
    expect(timed.some((t) => DATED_ONLY.has(t.transiting))).toBe(true);
    expect(timed.some((t) => !DATED_ONLY.has(t.transiting))).toBe(true);
    // Those exact today come first, in the order of the day.
    const today = day.transits.filter((t) => t.exactToday);
    expect(day.transits.slice(0, today.length)).toEqual(today);
  });

  it('writes each transit with its curated meaning, kind to the tense ones', () => {
    for (const t of day.transits) expect(t.text.length).toBeGreaterThan(40);
    expect(day.transits.map((t) => t.nature)).toEqual(
      day.transits.map(
        (t) =>
          ({
            conjunction: 'fusion',
            sextile: 'flowing',
            trine: 'flowing',
            square: 'tense',
            opposition: 'tense',
          })[t.type],
      ),
    );
  });

  it('says where the Moon goes, and the minute it changes sign', () => {
    for (let d = 20; d <= 26; d++) {
      const date = `2026-11-${d}`;
      const { moon } = skyToday(natal, { date, zone: 'Europe/Paris', lang: 'en', natal: ['sun'] });
      if (!moon.ingressTime) continue;
      const lon = bodyLongitude('moon', astroTime(new Date(moon.ingressTime)));
      expect(Math.min(lon % 30, 30 - (lon % 30))).toBeLessThan(0.02);
      expect(localParts(new Date(moon.ingressTime), 'Europe/Paris').date).toBe(date);
    }
  });

  it('reads the day in the zone asked: the same instant is another day in Tokyo', () => {
    expect(localParts(new Date('2026-11-23T20:00:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2026-11-24',
      time: '05:00',
    });
    expect(dayStartsAt('2026-11-23', 'America/New_York').toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });

  it('leaves the natal points out that an unknown birth time cannot place', () => {
    const some = skyToday(natal, {
      date: '2026-11-23',
      zone: 'Europe/Paris',
      lang: 'fr',
      natal: ['sun', 'venus', 'mars'],
    });
    expect(some.transits.every((t) => ['sun', 'venus', 'mars'].includes(t.natal))).toBe(true);
  });
});

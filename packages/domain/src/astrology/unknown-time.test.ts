import { describe, expect, it } from 'vitest';
import { unknownTimeParagraphs, unknownTimeSection } from '../writers/astrology-unknown-time';
import { computeChart, planetOf } from './chart';
import { localToUtc } from './local-time';
import { birthDaySky } from './unknown-time';
import { angleDiff, formatLongitude } from './zodiac';

const paris = { lat: 48.8566, lon: 2.3522 };
const moonAt = (instant: string | Date) =>
  planetOf(computeChart({ instant: new Date(instant), ...paris }), 'moon').longitude;

describe('the sky over a birth day without a time', () => {
  const sky = birthDaySky('1990-04-12', 'Europe/Paris');

  it('runs from local midnight to the next (Paris, CEST)', () => {
    expect(sky.from).toBe('1990-04-11T22:00:00.000Z');
    expect(sky.to).toBe('1990-04-12T21:59:59.000Z');
  });

  it('gives the Moon at both ends, a day’s motion apart, with noon between them', () => {
    expect(Math.abs(angleDiff(sky.moon.start, moonAt(sky.from))) * 3600).toBeLessThan(1);
    expect(Math.abs(angleDiff(sky.moon.end, moonAt(sky.to))) * 3600).toBeLessThan(1);
    const travel = angleDiff(sky.moon.start, sky.moon.end);
    expect(travel).toBeGreaterThan(11.5);
    expect(travel).toBeLessThan(15.5);
    const noon = localToUtc({ date: '1990-04-12', time: null, zone: 'Europe/Paris' }).instant;
    const sinceStart = angleDiff(sky.moon.start, moonAt(noon));
    expect(sinceStart).toBeGreaterThan(0);
    expect(sinceStart).toBeLessThan(travel);
  });

  it('counts a 25-hour day when the clocks went back', () => {
    const long = birthDaySky('2021-10-31', 'Europe/Paris');
    expect(Date.parse(long.to) - Date.parse(long.from)).toBe(25 * 3_600_000 - 1000);
  });

  it('sees the Sun change sign on the day of the March equinox (2024-03-20, 03:06 UT)', () => {
    const equinox = birthDaySky('2024-03-20', 'Europe/Paris');
    expect(equinox.signChanges.find((r) => r.id === 'sun')).toMatchObject({
      startSign: 'pisces',
      endSign: 'aries',
    });
    const fr = unknownTimeParagraphs(equinox, 'fr').join('\n');
    expect(fr).toContain('Le Soleil a changé de signe ce jour-là, des Poissons au Bélier');
    const en = unknownTimeParagraphs(equinox, 'en').join('\n');
    expect(en).toContain('The Sun changed sign that day, from Pisces to Aries');
  });

  it('says when the Moon changed sign, and that its sign is then unknown', () => {
    // Over a month about a dozen days see the Moon change sign; each says both signs.
    const days = Array.from({ length: 30 }, (_, i) => `1990-04-${String(i + 1).padStart(2, '0')}`);
    const changing = days
      .map((d) => birthDaySky(d, 'Europe/Paris'))
      .filter((s) => s.moon.startSign !== s.moon.endSign);
    expect(changing.length).toBeGreaterThanOrEqual(11);
    expect(changing.length).toBeLessThanOrEqual(14);
    const [text] = unknownTimeParagraphs(changing[0]!, 'fr').slice(1);
    expect(text).toContain('elle a changé de signe dans la journée');
  });

  it('writes what cannot be known and the Moon’s range, fr and en', () => {
    const [cannot, moon] = unknownTimeParagraphs(sky, 'fr');
    expect(cannot).toMatch(
      /^Sans heure de naissance, l’Ascendant, le Milieu du Ciel et les maisons ne peuvent pas être connus/,
    );
    expect(moon).toContain(
      `Le 12 avril 1990, la Lune est allée de ${formatLongitude(sky.moon.start, 'fr')} à ${formatLongitude(sky.moon.end, 'fr')}`,
    );
    const [cannotEn, moonEn] = unknownTimeParagraphs(sky, 'en');
    expect(cannotEn).toMatch(
      /^Without a birth time, the Ascendant, the Midheaven and the houses cannot be known/,
    );
    expect(moonEn).toContain(`the Moon went from ${formatLongitude(sky.moon.start, 'en')}`);
  });

  it('refuses a bad zone or date', () => {
    expect(() => birthDaySky('1990-04-12', 'Mars/Olympus')).toThrow(RangeError);
    expect(() => birthDaySky('1990-02-30', 'Europe/Paris')).toThrow(RangeError);
  });

  it('makes one typeset section of them (a no-break space before French colons)', () => {
    const section = unknownTimeSection(sky, 'fr');
    expect(section.heading).toBe('Sans heure de naissance');
    expect(section.body.split('\n\n')).toHaveLength(2);
    expect(section.body).toContain('\u00a0:');
  });
});

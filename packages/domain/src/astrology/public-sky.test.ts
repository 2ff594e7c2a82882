import { describe, expect, test } from 'vitest';
import { dailyHoroscope, skyEvents } from '../writers/daily-horoscope';
import { publicSky, solarHouse } from './public-sky';
import { SIGN_IDS } from './zodiac';

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

describe('the sky of a day for everyone', () => {
  test('the March 2026 equinox: the Sun enters Aries at 15:46 Paris time (14:46 UT), and Mercury turns direct', () => {
    const sky = publicSky('2026-03-20');
    const sun = sky.ingresses.find((i) => i.body === 'sun')!;
    expect(sun).toMatchObject({ from: 'pisces', to: 'aries' });
    expect(Math.abs(minutes(sun.time) - minutes('15:46'))).toBeLessThanOrEqual(2);
    expect(sky.stations).toEqual([expect.objectContaining({ body: 'mercury', turns: 'direct' })]);
    // At midday Mercury has not yet turned: still retrograde.
    expect(sky.bodies.find((b) => b.id === 'mercury')!.retrograde).toBe(true);
  });

  test('Mercury turns retrograde on 9 November 2025 (19:01 UT), direct on 29 November', () => {
    const station = publicSky('2025-11-09').stations.find((s) => s.body === 'mercury')!;
    expect(station.turns).toBe('retrograde');
    expect(Math.abs(minutes(station.time) - minutes('20:01'))).toBeLessThanOrEqual(3);
    expect(publicSky('2025-11-29').stations).toEqual([
      expect.objectContaining({ body: 'mercury', turns: 'direct' }),
    ]);
    expect(publicSky('2025-11-10').stations).toEqual([]);
  });

  test('the Moon: full on 24 November 2026, its sign change timed, one sign a day otherwise', () => {
    expect(publicSky('2026-11-24').moon.illumination).toBeGreaterThan(0.98);
    const day = publicSky('2026-11-28');
    expect(day.moon).toMatchObject({ sign: 'cancer', nextSign: 'leo', waxing: false });
    expect(day.moon.ingressTime).toMatch(/^\d{2}:\d{2}$/);
    const next = publicSky('2026-11-29');
    expect(next.moon).toMatchObject({ sign: 'leo', nextSign: null, ingressTime: null });
  });

  test('solar houses count whole signs from the sign', () => {
    expect(solarHouse('leo', 'leo')).toBe(1);
    expect(solarHouse('leo', 'cancer')).toBe(12);
    expect(solarHouse('aries', 'libra')).toBe(7);
  });
});

describe('the horoscope of a sign, written from the day’s sky', () => {
  const days = ['2026-03-20', '2025-11-09', '2026-11-28', '2026-06-21'];
  test('twelve different texts a day, each resting on stated facts, in clean French and English', () => {
    for (const date of days) {
      const sky = publicSky(date);
      for (const lang of ['fr', 'en'] as const) {
        const texts = SIGN_IDS.map((s) => dailyHoroscope(sky, s, lang));
        expect(new Set(texts.map((h) => h.paragraphs.join(' '))).size).toBe(12);
        for (const h of texts) {
          const text = h.paragraphs.join(' ');
          expect(h.facts.length).toBeGreaterThanOrEqual(8);
          // French contractions done (« du foyer », « aux ressources »), no empty or doubled words.
          expect(text).not.toMatch(/\b(de le|de les|à le|à les)\b| {2}|\bundefined\b|\bnull\b/);
          expect(h.paragraphs.every((p) => /[.!?]$/.test(p))).toBe(true);
        }
      }
    }
  });

  test('a day’s events are told once, by the event: the equinox in the Sun’s sentence, not its house as well', () => {
    const h = dailyHoroscope(publicSky('2026-03-20'), 'leo', 'fr');
    const text = h.paragraphs.join(' ');
    expect(text).toMatch(/Aujourd’hui à 15\u00a0h\u00a04\d, le Soleil entre en Bélier, dans votre maison IX/);
    expect(text).not.toMatch(/Le Soleil traverse/);
    expect(text).toMatch(/Mercure repart aujourd’hui en marche directe dans votre maison VIII/);
    expect(skyEvents(publicSky('2026-03-20'), 'en').map((e) => e.text)).toEqual([
      expect.stringMatching(/^The Sun leaves Pisces and enters Aries at 15:4\d\.$/),
      'Mercury stations and turns direct in Pisces.',
    ]);
  });
});

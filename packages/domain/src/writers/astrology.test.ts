import { describe, expect, it } from 'vitest';
import { computeChart, planetOf } from '../astrology/chart';
import { findTransits } from '../astrology/transits';
import { formatLongitude } from '../astrology/zodiac';
import { writeAstrologyReading } from './astrology';
import type { AstrologyReading, AstrologyReadingOptions } from './astrology';
import { hasFrenchSpacing } from './astrology-typography';

const paris = { lat: 48.8566, lon: 2.3522 };
// 17 March 1980, 10:00 in Paris: Sun 26°55′ Pisces in the 11th house, Gemini rising.
const marie = computeChart({ instant: new Date('1980-03-17T09:00:00Z'), ...paris });
// 2 August 1992, 22:15 in Lyon: another chart entirely (Sun in Leo).
const paul = computeChart({ instant: new Date('1992-08-02T20:15:00Z'), lat: 45.764, lon: 4.8357 });
const from = new Date('2025-01-01T00:00:00Z');
const quarter = findTransits(marie, from, new Date('2025-04-01T00:00:00Z'));
const year = findTransits(marie, from, new Date('2026-01-01T00:00:00Z'));

const text = (r: AstrologyReading) => [r.title, ...r.sections.flatMap((s) => [s.heading, s.body])].join('\n');
const read = (chart = marie, opts: Partial<AstrologyReadingOptions> = {}) =>
  writeAstrologyReading(chart, {
    lang: 'fr',
    option: 3,
    firstName: 'Marie',
    birthPlaceLabel: 'Paris, France',
    transits: year,
    ...opts,
  });

describe('writeAstrologyReading', () => {
  it('names the actual Sun sign, degree and house, and the Ascendant', () => {
    const fr = text(read());
    expect(fr).toContain('Soleil à 26°55′ en Poissons, maison XI');
    expect(fr).toContain(`Ascendant à ${formatLongitude(marie.ascendant ?? 0, 'fr').replace(' ', ' en ')}`);
    const en = text(read(marie, { lang: 'en' }));
    expect(en).toContain('Sun at 26°55′ Pisces, 11th house');
  });

  it('writes a different text for a different chart', () => {
    const a = text(read());
    const b = text(read(paul, { firstName: 'Paul', transits: [] }));
    expect(a).not.toBe(b);
    expect(b).toContain(formatLongitude(planetOf(paul, 'sun').longitude, 'fr').replace(' ', ' en '));
    expect(b).toContain('en Lion');
  });

  it.each([1, 2, 3] as const)(
    'produces French and English for option %i, with no placeholder left',
    (option) => {
      for (const lang of ['fr', 'en'] as const) {
        const r = read(marie, {
          lang,
          option,
          domain: 'amour',
          period: 'mois',
          question: 'Vais-je rencontrer quelqu’un ?',
          transits: option === 3 ? year : quarter,
        });
        expect(r.title.length).toBeGreaterThan(5);
        expect(r.sections.length).toBeGreaterThanOrEqual(3);
        for (const s of r.sections) {
          expect(s.heading.trim()).not.toBe('');
          expect(s.body.trim().length).toBeGreaterThan(40);
        }
        expect(text(r)).not.toMatch(/undefined|null|NaN|\[object|\$\{/);
      }
    },
  );

  it('sets French typography: non-breaking spaces, guillemets, curly apostrophes', () => {
    for (const option of [1, 2, 3] as const) {
      const r = read(marie, {
        option,
        domain: 'travail',
        period: 'semaine',
        question: 'Dois-je changer de poste ?',
        transits: quarter,
      });
      for (const s of r.sections) {
        expect(hasFrenchSpacing(s.body), s.body).toBe(true);
        expect(s.body).not.toContain("'");
      }
    }
    const q = text(read(marie, { option: 1, domain: 'amour', question: 'Va-t-il revenir ?' }));
    expect(q).toContain('«\u00a0Va-t-il revenir\u202f?\u00a0»');
  });

  it('option 1 keeps to the domain: Venus and houses V and VII for love, Saturn, MC and house X for work', () => {
    const love = text(read(marie, { option: 1, domain: 'amour', period: 'semaine', transits: quarter }));
    expect(love).toContain('Vénus à 11°45′ en Taureau, maison XII');
    expect(love).toMatch(/Maison V en \S+/);
    expect(love).toMatch(/Maison VII en \S+/);
    expect(love).toContain('Cette semaine');
    const work = text(read(marie, { option: 1, domain: 'travail', transits: quarter }));
    expect(work).toContain('Saturne à 23°23′ en Vierge, maison V');
    expect(work).toContain('Milieu du Ciel à');
    expect(work).toMatch(/Maison X en \S+/);
  });

  it('option 1 on health describes vitality and defers to health professionals', () => {
    const health = text(read(marie, { option: 1, domain: 'sante' }));
    expect(health).toContain('Soleil à 26°55′ en Poissons');
    expect(health).toContain('Mars à 28°25′ en Lion');
    expect(health).toContain('ne remplace jamais l’avis d’un professionnel de santé');
    expect(health).not.toMatch(/médicament|traitement|régime|diagnostic de/i);
  });

  it('option 2 dates the transits of the next three months, month by month', () => {
    const r = read(marie, { option: 2, transits: quarter });
    const all = text(r);
    expect(r.sections.map((s) => s.heading)).toEqual(expect.arrayContaining(['Janvier 2025', 'Mars 2025']));
    expect(all).toContain('Jupiter en conjonction avec votre Ascendant');
    expect(all).toMatch(/2025, exact le \d+(er)? \p{L}+\s:/u);
    expect(all).not.toMatch(/2025, exact le [^:]*2025/u);
    expect(all).toContain('Saturne en opposition avec votre Saturne');
  });

  it('option 3 covers Sun, Moon, Ascendant, elements, dominants, aspects, houses and the year ahead', () => {
    const headings = read().sections.map((s) => s.heading);
    expect(headings).toEqual([
      'Votre thème natal',
      'Le Soleil',
      'La Lune',
      'L’Ascendant et le Milieu du Ciel',
      'L’équilibre des éléments',
      'Les planètes dominantes',
      'Les autres planètes',
      'Les aspects majeurs',
      'Les maisons',
      'Les douze prochains mois',
    ]);
    const all = text(read());
    expect(all).toContain('Saturne en conjonction avec votre Soleil');
    // The span carries the year; its height does not say it again.
    expect(all).toMatch(/Du 13 avril au 1er mai 2025, exact le 22 avril\s: Saturne en conjonction/u);
  });

  it('leaves out houses and the Ascendant when the birth time is unknown, and says so', () => {
    const noTime = computeChart({ instant: new Date('1980-03-17T11:00:00Z'), ...paris, timeKnown: false });
    for (const option of [1, 2, 3] as const) {
      const fr = text(
        read(noTime, {
          option,
          domain: 'amour',
          transits: findTransits(noTime, from, new Date('2025-04-01T00:00:00Z')),
        }),
      );
      expect(fr).toContain('heure de naissance n’étant pas connue');
      expect(fr).not.toMatch(/maison [IVX]+|Ascendant à|Milieu du Ciel à/);
      const en = text(read(noTime, { option, lang: 'en', domain: 'amour', transits: [] }));
      expect(en).toContain('birth time is not known');
      expect(en).not.toMatch(/\d+(st|nd|rd|th) house|Ascendant at/);
    }
  });

  it('explains the whole-sign fallback above the polar circle', () => {
    const tromso = computeChart({ instant: new Date('1985-01-15T12:00:00Z'), lat: 69.6492, lon: 18.9553 });
    expect(text(read(tromso, { transits: [] }))).toContain('le système Placidus n’est pas défini');
  });
});

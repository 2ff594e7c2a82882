import { describe, expect, test } from 'vitest';
import type { AstrologyFacts } from '#api/interpreter/facts.ts';
import { factsOf, fixtureInputs, type AstrologyInputs } from '#api/test/reading-fixtures.ts';
import { createOfflineInterpreter } from './offline-interpreter';
import { clearOf } from './offline-astrology';

type Transit = AstrologyFacts['transits'][number];

const NAMES = {
  fr: { mars: 'Mars', saturn: 'Saturne', venus: 'Vénus', jupiter: 'Jupiter', sun: 'Soleil', square: 'carré', trine: 'trigone', sextile: 'sextile' },
  en: { mars: 'Mars', saturn: 'Saturn', venus: 'Venus', jupiter: 'Jupiter', sun: 'Sun', square: 'square', trine: 'trine', sextile: 'sextile' },
} as const; // prettier-ignore

function transit(
  lang: 'fr' | 'en',
  planet: 'mars' | 'saturn' | 'venus' | 'jupiter',
  aspect: 'square' | 'trine' | 'sextile',
  natal: 'venus' | 'sun',
  start: string,
  exact: string,
  end: string,
): Transit {
  const n = NAMES[lang];
  return {
    planet: n[planet],
    planet_id: planet,
    natal: n[natal],
    natal_id: natal,
    aspect: n[aspect],
    aspect_id: aspect,
    start,
    exact,
    end,
  };
}

describe('the better moment a « not yet » proposes (issue 35)', () => {
  test('the days clear of the obstacle', () => {
    const obstacle = transit('fr', 'saturn', 'square', 'venus', '2026-11-24', '2026-12-03', '2026-12-12');
    const t = (start: string, end: string) => transit('fr', 'jupiter', 'trine', 'sun', start, start, end);
    expect(clearOf(t('2026-11-28', '2026-12-08'), obstacle, '2026-11-24')).toBeNull();
    expect(clearOf(t('2026-12-05', '2026-12-20'), obstacle, '2026-11-24')).toEqual({
      from: '2026-12-13',
      to: '2026-12-20',
      before: false,
    });
    expect(clearOf(t('2026-12-14', '2026-12-20'), obstacle, '2026-11-24')).toEqual({
      from: '2026-12-14',
      to: '2026-12-20',
      before: false,
    });
    const later = transit('fr', 'saturn', 'square', 'venus', '2026-12-01', '2026-12-03', '2026-12-12');
    expect(clearOf(t('2026-11-20', '2026-12-04'), later, '2026-11-24')).toEqual({
      from: '2026-11-24',
      to: '2026-11-30',
      before: true,
    });
  });

  test.each([
    ['fr', 'Jupiter en sextile à votre Soleil natal, du 13 au 20 décembre 2026.'],
    ['en', 'Jupiter sextile your natal Sun, from 13 to 20 December 2026.'],
  ] as const)(
    'a first candidate inside the obstacle is passed over, the next one cut to its clear days (%s)',
    async (lang, said) => {
      const base = fixtureInputs('astro', lang) as AstrologyInputs;
      const question = lang === 'fr' ? 'Vais-je trouver l’amour ?' : 'Will I find love?';
      const facts = factsOf({ ...base, topic: 'amour', question }) as AstrologyFacts;
      const obstacle = transit(lang, 'saturn', 'square', 'venus', '2026-11-24', '2026-12-03', '2026-12-12');
      const crafted: AstrologyFacts = {
        ...facts,
        transits: [
          obstacle,
          // A second obstacle over the same days: the « not yet » does not depend on which one leads.
          transit(lang, 'mars', 'square', 'venus', '2026-11-24', '2026-12-03', '2026-12-12'),
          // Its height (2 December) and all its days inside the obstacle's.
          transit(lang, 'venus', 'trine', 'sun', '2026-11-28', '2026-12-02', '2026-12-08'),
          // Its height (9 December) inside the obstacle's days, its end after them.
          transit(lang, 'jupiter', 'sextile', 'sun', '2026-12-05', '2026-12-09', '2026-12-20'),
        ],
      };
      const result = await createOfflineInterpreter().interpret({ lang, facts: crafted, length: 'short' });
      const first = result.paragraphs[0]!;
      expect(first.text).toMatch(
        lang === 'fr' ? /pas encore|plutôt non|pas tout de suite/ : /not yet|rather no|not straight away/,
      );
      expect(first.text).toContain(said);
      expect(first.text).not.toMatch(/2 décembre|9 décembre|2 December|9 December/);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { fillTheme, NATAL_THEMES } from '@arcanes/domain/astrology/transit-meaning';
import { TRANSIT_TEXT_VARIANTS, TRANSIT_THEMES } from './astro-words';

// The second texts of the fast planets' transits take any theme, like the curated ones: a noun phrase
// never referred back to, so no adjective after it would have to agree (« rend vos projets plus
// susceptible »), and « de » / « à » before it contract with its article.
describe('the transits’ second texts', () => {
  const themes = [
    ...Object.values(NATAL_THEMES).map((t) => t.fr),
    ...Object.values(TRANSIT_THEMES).flatMap((t) => t?.fr ?? []),
  ];
  const texts = Object.values(TRANSIT_TEXT_VARIANTS.fr).flatMap((row) => Object.values(row));

  it('name the theme once, never with an adjective after it', () => {
    for (const text of texts) {
      expect(text.split('{theme}'), text).toHaveLength(2);
      expect(text, text).not.toMatch(/\b(?:rend|rendent)\s+\{theme\}/);
    }
  });

  it('read no « de le », « à les » with any theme', () => {
    for (const text of texts)
      for (const theme of themes) {
        const filled = fillTheme(text, theme);
        if (/^les? /.test(theme))
          for (const before of ['de', 'à']) expect(filled, filled).not.toContain(` ${before} ${theme}`);
      }
  });
});

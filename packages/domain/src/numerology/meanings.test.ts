import { hasFrenchSpacing } from '../text/typography';
import { describe, expect, it } from 'vitest';
import { karmicDebtMeaning, karmicLessonMeaning, numberMeaning } from './meanings';
import type { Lang } from './meanings';
import { DIGITS, NUMEROLOGY_NUMBERS } from './reduction';

const LANGS: Lang[] = ['fr', 'en'];
const DEBTS = [13, 14, 16, 19] as const;

function allTexts(lang: Lang): string[] {
  return [
    ...NUMEROLOGY_NUMBERS.flatMap((n) => {
      const { keywords, ...paragraphs } = numberMeaning(n, lang);
      return [...keywords, ...Object.values(paragraphs)];
    }),
    ...DEBTS.flatMap((n) => Object.values(karmicDebtMeaning(n, lang))),
    ...DIGITS.flatMap((d) => Object.values(karmicLessonMeaning(d, lang))),
  ];
}

describe('meanings', () => {
  it.each(LANGS)('has no empty field in %s', (lang) => {
    for (const n of NUMEROLOGY_NUMBERS) {
      const meaning = numberMeaning(n, lang);
      expect(meaning.keywords.length, `${lang} ${n}`).toBeGreaterThanOrEqual(3);
      for (const [field, value] of Object.entries(meaning)) {
        const values: unknown[] = Array.isArray(value) ? value : [value];
        for (const text of values)
          expect(typeof text === 'string' && text.trim().length > 1, `${lang} ${n} ${field}`).toBe(true);
      }
    }
    for (const text of allTexts(lang)) expect(text.trim().length).toBeGreaterThan(1);
  });

  it.each(LANGS)('writes whole sentences in %s', (lang) => {
    for (const n of NUMEROLOGY_NUMBERS) {
      const { keywords: _keywords, ...paragraphs } = numberMeaning(n, lang);
      for (const [field, text] of Object.entries(paragraphs)) {
        expect(text, `${lang} ${n} ${field}`).toMatch(/^[A-ZÀ-Ý].*[.!?]$/u);
        expect(text, `${lang} ${n} ${field}`).not.toMatch(/ {2}/);
      }
    }
  });

  it('names the number it describes in its general and personal-year texts', () => {
    for (const lang of LANGS) {
      for (const n of NUMEROLOGY_NUMBERS) {
        expect(numberMeaning(n, 'fr').personalYear, `fr ${n}`).toContain(`personnelle ${n}`);
        expect(numberMeaning(n, 'en').personalYear, `en ${n}`).toContain(`personal year ${n}`);
        expect(numberMeaning(n, lang).lucky, `${lang} ${n}`).toContain(`${n}`);
      }
    }
  });

  it('uses French typography: no-break spaces, guillemets, curly apostrophes', () => {
    for (const text of allTexts('fr')) {
      expect(hasFrenchSpacing(text), text).toBe(true);
      expect(text).not.toContain("'");
    }
    expect(numberMeaning(1, 'fr').general).toContain('commencement\u00A0: l’élan');
  });

  it('keeps English spacing', () => {
    for (const text of allTexts('en')) {
      expect(text).not.toMatch(/\s[;:!?]/);
      expect(text).not.toContain("'");
    }
  });

  it('differs between numbers and between languages', () => {
    const generals = NUMEROLOGY_NUMBERS.map((n) => numberMeaning(n, 'fr').general);
    expect(new Set(generals).size).toBe(generals.length);
    expect(numberMeaning(7, 'fr').lifePath).not.toBe(numberMeaning(7, 'en').lifePath);
    expect(karmicDebtMeaning(16, 'fr').theme).toBe('l’humilité et la renaissance');
    expect(karmicLessonMeaning(4, 'en').theme).toBe('organisation');
  });
});

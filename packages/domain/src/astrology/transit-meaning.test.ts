import { describe, expect, it } from 'vitest';
import { ASPECT_NATURE, fillTheme, NATAL_THEMES, transitMeaning } from './transit-meaning';
import { TRANSIT_TEXTS, TRANSIT_TEXTS_OTHER, type MeaningAspect } from './transit-meaning-texts';
import { TRANSITING_IDS, type NatalTarget } from './transits';

const ASPECTS = Object.keys(ASPECT_NATURE) as MeaningAspect[];
const TARGETS = Object.keys(NATAL_THEMES) as NatalTarget[];

describe('transit meaning', () => {
  it('gives each aspect its nature', () => {
    expect(ASPECT_NATURE).toEqual({
      conjunction: 'fusion',
      sextile: 'flowing',
      trine: 'flowing',
      square: 'tense',
      opposition: 'tense',
      quincunx: 'adjusting',
    });
  });

  it('has one distinct text per transiting planet and aspect in each language, naming the theme once', () => {
    for (const lang of ['fr', 'en'] as const) {
      const texts = TRANSITING_IDS.flatMap((p) => ASPECTS.map((a) => TRANSIT_TEXTS[lang][p][a]));
      expect(texts).toHaveLength(TRANSITING_IDS.length * 6);
      expect(new Set(texts).size).toBe(texts.length);
      for (const t of texts) expect(t.split('{theme}')).toHaveLength(2);
      // No two texts open or close with the same eight words (the lead measures repetition).
      const ends = texts.map((t) =>
        t
          .replace(/^.*?: /, '')
          .split(' ')
          .slice(0, 8)
          .join(' '),
      );
      expect(new Set(ends).size).toBe(texts.length);
    }
  });

  it('has other wordings for the recurring transits, each naming the theme once, told by the theme’s wording', () => {
    for (const lang of ['fr', 'en'] as const)
      for (const p of TRANSITING_IDS)
        for (const a of ASPECTS) {
          const others = TRANSIT_TEXTS_OTHER[lang][p]?.[a] ?? [];
          for (const t of others) {
            expect(t.split('{theme}')).toHaveLength(2);
            expect(t).not.toBe(TRANSIT_TEXTS[lang][p][a]);
          }
          if (others.length === 0) continue;
          const wordings = [
            'vos amours',
            'votre énergie',
            'vos projets',
            'votre confiance',
            'vos liens',
            'vos idées',
          ];
          const told = new Set(wordings.map((w) => transitMeaning(p, a, 'venus', lang, w).text));
          expect(told.size, `${lang} ${p} ${a}`).toBeGreaterThan(1);
          // The same wording, the same text.
          expect(transitMeaning(p, a, 'venus', lang, 'vos liens').text).toBe(
            transitMeaning(p, a, 'venus', lang, 'vos liens').text,
          );
        }
  });

  it('reads a square differently from a trine, naming the aspect the text is written for', () => {
    for (const p of TRANSITING_IDS) {
      const square = transitMeaning(p, 'square', 'venus', 'fr');
      const trine = transitMeaning(p, 'trine', 'venus', 'fr');
      expect(square.nature).toBe('tense');
      expect(trine.nature).toBe('flowing');
      expect(square.text).toMatch(/ au carré /);
      expect(trine.text).toMatch(/ en trigone /);
      expect(transitMeaning(p, 'square', 'venus', 'en').text).toMatch(/ square /);
      expect(transitMeaning(p, 'opposition', 'venus', 'en').text).toMatch(/ in opposition /);
    }
  });

  it('puts the natal theme into the sentence, in vouvoiement', () => {
    const m = transitMeaning('saturn', 'square', 'mc', 'fr');
    expect(m.text).toBe(
      'Saturne au carré met votre carrière et votre place dans la société à l’épreuve : reconstruisez, sans renoncer.',
    );
    expect(transitMeaning('jupiter', 'trine', 'moon', 'en').text).toBe(
      'Jupiter in trine carries your emotional life and need for security: think bigger.',
    );
    for (const target of TARGETS) {
      for (const p of TRANSITING_IDS) {
        for (const a of ASPECTS) {
          const fr = transitMeaning(p, a, target, 'fr').text;
          expect(fr).not.toMatch(/(?<![\p{L}’])(tu|te|ton|ta|tes|toi)(?!\p{L})/iu);
          expect(fr).not.toContain('{');
        }
      }
    }
  });
});

describe('the theme in its place', () => {
  it('contracts « de le », « à les » where a theme starts with its article, and nothing else', () => {
    expect(fillTheme('du côté de {theme} :', 'le cap de votre évolution')).toBe(
      'du côté du cap de votre évolution :',
    );
    expect(fillTheme('offre à {theme} une', 'les liens proches')).toBe('offre aux liens proches une');
    expect(fillTheme('offre à {theme} une', 'la direction que prend votre vie')).toBe(
      'offre à la direction que prend votre vie une',
    );
    expect(fillTheme('met {theme} sous tension', 'le cap de votre évolution')).toBe(
      'met le cap de votre évolution sous tension',
    );
  });

  it('no French text, curated or variant, with any theme, reads « de le », « à les »…', () => {
    const themes = TARGETS.map((t) => NATAL_THEMES[t].fr);
    for (const p of TRANSITING_IDS)
      for (const a of ASPECTS)
        for (const theme of [...themes, 'le cap de votre évolution', 'les liens proches']) {
          for (const t of [TRANSIT_TEXTS.fr[p][a], ...(TRANSIT_TEXTS_OTHER.fr[p]?.[a] ?? [])]) {
            const text = fillTheme(t, theme);
            if (/^les? /.test(theme))
              for (const before of ['de', 'à']) expect(text, text).not.toContain(` ${before} ${theme}`);
          }
        }
  });
});

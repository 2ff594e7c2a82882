import { describe, expect, it } from 'vitest';
import { deFr } from './compose';
import { Picker, vary } from './pick';
import { fillTheme, NATAL_THEMES } from '@arcanes/domain/astrology/transit-meaning';
import {
  asks,
  HOUSE_AREAS,
  HOUSE_FIELDS,
  NATAL_ASPECT_WORKINGS,
  POINT_THEMES,
  SIGN_STYLES,
  TRANSIT_TEXT_MORE,
  TRANSIT_TEXT_VARIANTS,
  TRANSIT_THEMES,
} from './astro-words';

// The second texts of the fast planets' transits take any theme, like the curated ones: a noun phrase
// never referred back to, so no adjective after it would have to agree (« rend vos projets plus
// susceptible »), and « de » / « à » before it contract with its article.
describe('the transits’ second texts', () => {
  const themes = [
    ...Object.values(NATAL_THEMES).map((t) => t.fr),
    ...Object.values(TRANSIT_THEMES).flatMap((t) => t?.fr ?? []),
  ];
  const texts = [
    ...Object.values(TRANSIT_TEXT_VARIANTS.fr).flatMap((row) => Object.values(row)),
    ...Object.values(TRANSIT_TEXT_MORE.fr).flatMap((row) => Object.values(row ?? {}).flat()),
  ];

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

// A square is not a trine: each further text names its own aspect as the checker reads it, and no other
// (a conjunction by the planet's arrival, with no aspect word at all).
describe('the transits’ further texts', () => {
  const WORDS = {
    fr: {
      sextile: /en sextile/,
      trine: /en trigone/,
      square: /au carré/,
      opposition: /en opposition/,
      quincunx: /en quinconce/,
    },
    en: {
      sextile: /in sextile/,
      trine: /in trine/,
      square: /\bsquare\b/,
      opposition: /in opposition/,
      quincunx: /in quincunx/,
    },
  } as const;
  for (const lang of ['fr', 'en'] as const)
    it(`name their own aspect only (${lang})`, () => {
      for (const row of Object.values(TRANSIT_TEXT_MORE[lang]))
        for (const [aspect, list] of Object.entries(row ?? {}))
          for (const text of list ?? [])
            for (const [other, word] of Object.entries(WORDS[lang]))
              expect(word.test(text), `${aspect}: ${text}`).toBe(other === aspect);
    });
});

// Every sign and aspect says the same thing in several words, so that two charts with Mars in Capricorn
// or a Sun–Moon square do not share one sentence (issue 38): at least six manners per sign, eight ways
// per aspect, none twice.
describe('the manners of the signs and the workings of the aspects', () => {
  it('come in many distinct wordings', () => {
    for (const lang of ['fr', 'en'] as const) {
      for (const v of Object.values(SIGN_STYLES)) {
        expect(v[lang].length).toBeGreaterThanOrEqual(6);
        expect(new Set(v[lang]).size).toBe(v[lang].length);
      }
      for (const list of Object.values(NATAL_ASPECT_WORKINGS[lang])) {
        expect(list.length).toBeGreaterThanOrEqual(8);
        expect(new Set(list).size).toBe(list.length);
        for (const text of list) expect(text.split('{x}').length, text).toBe(2);
      }
    }
  });
});

// A point's theme and a house's field recur through a reading (the progressed Moon, the angles' rulers):
// each in many wordings, and none a seven-word frame by itself (issue 38).
describe('the themes of the points and the fields of the houses', () => {
  const words = (t: string) => t.split(/[\s’'-]+/).filter(Boolean).length;
  it('come in dozens of wordings for the planets and angles', () => {
    for (const [id, v] of Object.entries(POINT_THEMES))
      for (const lang of ['fr', 'en'] as const) {
        if (id !== 'node') expect(v[lang].length, id).toBeGreaterThanOrEqual(20);
        expect(new Set(v[lang]).size).toBe(v[lang].length);
      }
  });
  it('read each house in four wordings of six words at most', () => {
    for (const lang of ['fr', 'en'] as const)
      for (const fields of HOUSE_AREAS[lang]) {
        expect(fields.length).toBeGreaterThanOrEqual(4);
        // Counted with the first wording of each group (« {et|ainsi que|comme} » reads « et »).
        for (const t of fields)
          expect(words(t.replace(/\{([^|{}]*)[^{}]*\}/g, '$1')), t).toBeLessThanOrEqual(6);
      }
  });
  it('give the fields of the natal ground their own wordings, the lexicon’s first word outside them', () => {
    for (const lang of ['fr', 'en'] as const) {
      expect(HOUSE_FIELDS[lang]).toHaveLength(12);
      for (const t of HOUSE_FIELDS[lang]) {
        expect(t, t).toMatch(/\{[^{}|]+\|[^{}]+\}/);
        expect(t.startsWith('{'), t).toBe(false);
      }
    }
  });
});

// A transit's tail takes a manner after it (« gardez vos repères, posément ») only when it tells the
// customer what to do: after a statement the manner read as nonsense ("courage and irritation rise, with
// all your weight", « une page se tourne, lentement, au premier plan »), and after a tail with its own
// manner it made two.
describe('the manners after the transits’ tails', () => {
  const statements = {
    fr: [
      'une page se tourne, lentement',
      'l’ancien se défait',
      'courage et irritation montent',
      'rêve et réalité se mêlent',
      'une mue profonde commence',
      'le changement appelle',
      'semez grand, prudemment',
      'reformulez calmement',
    ],
    en: [
      'courage and irritation rise',
      'a deep change begins',
      'change is calling',
      'rest sets you right',
      'dream and reality mingle',
      'watch deeds, not promises',
      'a page turns, slowly',
      'the old comes undone',
      'say it gently',
    ],
  } as const;
  const instructions = {
    fr: [
      'gardez vos propres repères',
      'tenez-vous-en au réaliste',
      'ne vous raidissez pas',
      'recentrez-vous sur l’essentiel',
      'triez, gardez l’essentiel',
    ],
    en: ['keep your own bearings', 'change the angle', 'do not stiffen', 'sort, and keep the essentials'],
  } as const;

  it('tell an instruction from a statement', () => {
    for (const lang of ['fr', 'en'] as const) {
      for (const t of statements[lang]) expect(asks(t, lang), t).toBe(false);
      for (const t of instructions[lang]) expect(asks(t, lang), t).toBe(true);
    }
  });

  it('end the sentence after a statement, and follow an instruction', () => {
    for (const lang of ['fr', 'en'] as const) {
      const texts = Object.values(TRANSIT_TEXT_MORE[lang]).flatMap((row) => Object.values(row ?? {}).flat());
      for (const tail of statements[lang]) {
        const built = texts.filter((t) => t.includes(`: ${tail}`));
        expect(built.length, tail).toBeGreaterThan(0);
        for (const t of built) expect(t.endsWith(`: ${tail}.`), t).toBe(true);
      }
      for (const tail of instructions[lang]) {
        const built = texts.filter((t) => t.includes(`: ${tail}`));
        expect(built.length, tail).toBeGreaterThan(0);
        for (const t of built) expect(t, t).toMatch(new RegExp(`: ${tail}, [^,]+\\.$`));
      }
    }
  });
});

// A house's field after « du côté de » / « celui de » is a list: French says « de » again, contracted,
// before each of its items (« du côté de vos proches et du voisinage », not « … et le voisinage »), in
// every wording of its inline groups.
describe('the fields of the houses after « de »', () => {
  it('contract « de » with each item of the list', () => {
    expect(deFr('vos proches {et|ainsi que|comme} le voisinage')).toBe(
      'de vos proches {et|ainsi que|comme} du voisinage',
    );
    expect(deFr('la communication, {l’entourage proche|les proches} et les petits déplacements')).toBe(
      'de la communication, {de l’entourage proche|des proches} et des petits déplacements',
    );
    for (const field of [...HOUSE_FIELDS.fr, ...HOUSE_AREAS.fr.flat()])
      for (let seed = 1; seed <= 12; seed++) {
        const text = vary(`du côté ${deFr(field)}`, new Picker(seed));
        expect(text, text).not.toMatch(
          /(?:,| et| ainsi que| comme) (?:le|la|les|l’|vos|votre|ce qui|ce que) /,
        );
        expect(text, text).not.toMatch(/\bde (?:le|les) /);
      }
  });
});

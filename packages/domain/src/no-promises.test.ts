import { describe, expect, it } from 'vitest';

// Vite reads the files at build time; the domain package has no file-system access of its own.
declare global {
  interface ImportMeta {
    glob: (
      patterns: string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ) => Record<string, string>;
  }
}

// \b knows only ASCII letters: « assuré » would have no end. A word edge between letters of any script.
const WORD_EDGE = '(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))';

/**
 * A reading speaks of tendencies, never of results it cannot deliver (issue 14, item 4): « il annonce
 * un gain » or « un jugement favorable » promise what no card, star or number can. Every curated text
 * (card and number meanings, the writers' phrases, the caution paragraphs) is searched for promises.
 */
const PROMISES: readonly RegExp[] = (
  [
    // French
    /\bannon[cç]\w*\s+(?:un|une|des|la|le|l[’'])\s*(?:gains?|succès|réussites?|victoires?|guérisons?|jugements?|fortune|rémunérations?|promotions?|héritages?)\b/i,
    /\bjugements?\s+favorables?/i,
    /\bvous\s+allez\s+(?:forcément\s+|bientôt\s+|sûrement\s+|enfin\s+)?(?:gagner|réussir|guérir|obtenir|toucher|décrocher|remporter|trouver l[’']amour)\b/i,
    /\bvous\s+(?:gagnerez|réussirez|guérirez|obtiendrez|toucherez|décrocherez|remporterez)\b/i,
    /\b(?:succès|réussite|victoire|gain|guérison|résultat)s?\s+(?:assurée?s?|garantie?s?|certaine?s?)\b/i,
    /\bà\s+coup\s+sûr\b/i,
    /(?<!\b(?:ne|n[’']|aucun|aucune|rien|sans)\b[^.;:]{0,30})\bgaranti(?:e|es|s|t|ssent)?\b/i,
    /\bc[’']est\s+(?:certain|garanti|sûr)\b/i,
    // English
    /\bannounc\w*\s+(?:a\s+|an\s+)?(?:gains?|success|wins?|victory|victories|healing|favou?rable|fortune|rewards?|promotions?|inheritance)\b/i,
    /\bfavou?rable\s+(?:judg(?:e)?ments?|verdicts?|rulings?)\b/i,
    /\byou(?:\s+will|[’']ll)\s+(?:definitely\s+|surely\s+|certainly\s+|soon\s+)?(?:win|succeed|be cured|get rich|recover|heal|find love)\b/i,
    /(?<!\b(?:no|not|never|cannot|can[’']t|nothing|without)\b[^.;:]{0,30})\bguarantee(?:d|s)?\b/i,
    /\b(?:success|victory|win|gain)s?\s+(?:is\s+|are\s+)?(?:assured|certain|guaranteed)\b/i,
    /\b(?:for\s+sure|without\s+(?:a\s+|any\s+)?doubt|bound\s+to\s+(?:win|succeed)|certain\s+to\s+(?:win|succeed)|sure\s+to\s+(?:win|succeed))\b/i,
  ] as const
).map((p) => new RegExp(p.source.replaceAll('\\b', WORD_EDGE), 'iu'));

const SOURCES = import.meta.glob(
  [
    './tarot/*.ts',
    './numerology/*.ts',
    './writers/*.ts',
    './questions/caution.ts',
    './questions/refusal.ts',
    '!./**/*.test.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

function promisesIn(text: string): string[] {
  return PROMISES.flatMap((p) => {
    const m = p.exec(text);
    return m ? [text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 20)] : [];
  });
}

describe('no curated text promises a result', () => {
  it('reads the card meanings, the number meanings, the writers and the caution paragraphs', () => {
    const names = Object.keys(SOURCES);
    expect(names).toContain('./tarot/majors-00-10.ts');
    expect(names).toContain('./tarot/minors-deniers.ts');
    expect(names).toContain('./numerology/meanings-fr.ts');
    expect(names).toContain('./writers/tarot-phrases.ts');
    expect(names.some((n) => n.endsWith('.test.ts'))).toBe(false);
  });

  for (const [name, text] of Object.entries(SOURCES))
    it(name, () => {
      expect(promisesIn(text)).toEqual([]);
    });

  it('catches the promises it is meant to catch, in both languages, and lets tendencies and refusals pass', () => {
    for (const promise of [
      'Il annonce un gain.',
      'Elle annonce une décision équitable et un jugement favorable.',
      'Vous allez gagner votre procès.',
      'Vous réussirez à coup sûr.',
      'Un succès assuré.',
      'Une réussite garantie.',
      'It announces a gain.',
      'a judgement favourable to you, a favourable ruling',
      'You will win the lottery.',
      'Success is guaranteed.',
      'You’ll succeed for sure.',
    ])
      expect(promisesIn(promise), promise).not.toEqual([]);
    for (const tendency of [
      'Le Mat ouvre une aventure qu’aucun calcul ne garantit.',
      'an adventure that no calculation can guarantee',
      'Il favorise la réussite qui se construit par la détermination.',
      'Personne ne peut prévoir les marchés.',
      'It favours success built through determination.',
    ])
      expect(promisesIn(tendency), tendency).toEqual([]);
  });
});

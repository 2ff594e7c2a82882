import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

// The sources whose texts hold inline wordings (« {a|b} »): the offline writer and the lists of the
// domain that only the offline reading draws from.
const ROOTS = [
  join(import.meta.dirname),
  join(import.meta.dirname, '../../../../../packages/domain/src/numerology'),
  join(import.meta.dirname, '../../../../../packages/domain/src/astrology'),
];

const sources = ROOTS.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8') })),
);

/**
 * A group set against a word without a space, « {des|autant d’}apprentissages »: each of its wordings
 * must end (or, glued on its left, start) where a word may join it, or the reading prints
 * « desapprentissages ». Innermost groups only; « ${x} » holds no « | » and is not a group.
 */
function gluedGroups(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(\p{L}?)\{([^{}$`\n]*\|[^{}$`\n]*)\}(\p{L}?)/gu)) {
    const [whole, before, body, after] = m;
    const alts = body!.split('|').filter((a) => a !== '');
    if (after && alts.some((a) => !/[’'\s-]$/.test(a))) out.push(whole);
    if (before && alts.some((a) => !/^[\s’',-]/.test(a))) out.push(whole);
  }
  return out;
}

/**
 * A French word that elides before a vowel, set before a group one of whose wordings opens on a vowel:
 * « se {soutiennent|épaulent} » printed « se épaulent ». (Words on « h » are left out: « de hisser ».)
 */
function unelided(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /(?<![\p{L}’'-])(?:se|de|le|la|que|ne|me|te|je|ce) \{([^{}$`\n]*\|[^{}$`\n]*)\}/giu,
  )) {
    if (m[1]!.split('|').some((a) => /^[aeiouyéèêëàâîïôûœ]/i.test(a))) out.push(m[0]);
  }
  return out;
}

describe('inline wordings', () => {
  test('the check finds a group glued to the word after it', () => {
    expect(gluedGroups('« {des|autant d’}apprentissages »')).toEqual(['{des|autant d’}a']);
    expect(gluedGroups('« {des apprentissages|autant d’apprentissages} »')).toEqual([]);
    expect(gluedGroups('« {l’|d’}élan » « vrai{, dit-on|} »')).toEqual([]);
  });

  test('the elision check finds « se » before a wording that opens on a vowel', () => {
    expect(unelided('ces forces se {soutiennent|épaulent}')).toEqual(['se {soutiennent|épaulent}']);
    expect(
      unelided('{se soutiennent|s’épaulent} « de {hisser la voile|partir} », prenez-la {à votre pas|vite}'),
    ).toEqual([]);
  });

  test('no French word that elides stands whole before a wording that opens on a vowel', () => {
    const faults = sources.flatMap(({ file, text }) => unelided(text).map((g) => `${file}: ${g}`));
    expect(faults).toEqual([]);
  });

  test('no group of the offline texts is glued to a word that not all its wordings can join', () => {
    const faults = sources.flatMap(({ file, text }) => gluedGroups(text).map((g) => `${file}: ${g}`));
    expect(faults).toEqual([]);
  });
});

import { describe, expect, test } from 'vitest';
import { numberDepth, numberVoice, rewordedUnmatched } from './number-voice';

const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33];
// Words as the frame bench counts them: « s’achève » is two.
const words = (t: string) =>
  t
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean).length;

describe('number voices', () => {
  test('many short steps and several pitfalls per number, none shared between two numbers', () => {
    for (const lang of ['fr', 'en'] as const) {
      const owner = new Map<string, number>();
      for (const n of NUMBERS) {
        const v = numberVoice(n, lang);
        expect(v.step.length, `${lang} ${n}`).toBeGreaterThanOrEqual(6);
        expect(v.pitfall.length, `${lang} ${n}`).toBeGreaterThanOrEqual(4);
        expect(v.pace.length, `${lang} ${n}`).toBeGreaterThanOrEqual(6);
        for (const s of [...v.step, ...v.pitfall]) {
          // A step or a pitfall longer than six words is a seven-word frame of its own.
          expect(words(s), s).toBeLessThanOrEqual(6);
          expect(owner.get(s) ?? n, s).toBe(n);
          owner.set(s, n);
        }
        // Frames put « de » before a step (« il suffit parfois de … »): none opens on a vowel.
        if (lang === 'fr') for (const s of v.step) expect(s, s).not.toMatch(/^[aeiouyàâéèêîôh]/i);
      }
    }
  });

  test('a French field follows « à », « de » or « vers » without a contraction or a second preposition', () => {
    for (const n of NUMBERS)
      for (const field of numberVoice(n, 'fr').field) {
        // « autour de le… », « à un… » would need « du », « d’un »; « à vos X et vos Y » a second « à ».
        expect(field, field).not.toMatch(/^(?:le|les|un|une|des) /);
        expect(field, field).not.toMatch(/ et (?:vos|votre|leurs?|la|le|les|l’|son|sa|ses) /);
      }
  });

  test('the paces of a number open on different nouns (the frames around them vary with them)', () => {
    for (const lang of ['fr', 'en'] as const)
      for (const n of NUMBERS) {
        const heads = new Set(numberVoice(n, lang).pace.map((p) => p.split(' ')[1]));
        expect(heads.size, `${lang} ${n}`).toBeGreaterThanOrEqual(5);
      }
  });
});

describe('number depths', () => {
  test('with a reading seed, how a number lives with others has several wordings, stable for one seed', () => {
    for (const lang of ['fr', 'en'] as const)
      for (const n of NUMBERS) {
        const seen = new Set<string>();
        for (let seed = 0; seed < 200; seed++) {
          const bond = numberDepth(n, lang, seed).bond;
          expect(numberDepth(n, lang, seed).bond).toBe(bond);
          expect(bond).toMatch(/[.!]$/);
          seen.add(bond);
        }
        expect(seen.size, `${lang} ${n}`).toBeGreaterThanOrEqual(3);
        // Without a seed, the first wording, as before.
        expect(seen.has(numberDepth(n, lang).bond)).toBe(true);
      }
  });

  test('the sentences of each role have two wordings at least, one per reading', () => {
    for (const lang of ['fr', 'en'] as const)
      for (const n of NUMBERS)
        for (const field of ['path', 'talent', 'desire', 'mask'] as const) {
          if (n > 9 && (field === 'desire' || field === 'mask')) continue;
          const seen = new Set(Array.from({ length: 50 }, (_, seed) => numberDepth(n, lang, seed)[field]));
          expect(seen.size, `${lang} ${n} ${field}`).toBeGreaterThanOrEqual(2);
        }
  });

  test('a shadow opens in a form the writer knows how to reopen, and each number has several', () => {
    for (const lang of ['fr', 'en'] as const)
      for (const n of NUMBERS) {
        const d = numberDepth(n, lang);
        expect(d.shadow.length).toBeGreaterThanOrEqual(3);
        expect(d.practice.length).toBeGreaterThanOrEqual(3);
        for (const s of d.shadow)
          expect(s).toMatch(/^(?:Son revers est|Sa part d’ombre tient dans|Its flip side is|Its shadow is) /);
      }
  });

  test('every other wording rewords a text that is there, and a reading keeps one wording per sentence', () => {
    expect(rewordedUnmatched()).toEqual([]);
    for (const lang of ['fr', 'en'] as const)
      for (const n of NUMBERS) {
        const first = numberDepth(n, lang, 7);
        expect(numberDepth(n, lang, 7)).toEqual(first);
        expect(first.shadow.length).toBe(numberDepth(n, lang).shadow.length);
        // Each shadow in its wordings of about its own length, the same for one reading.
        numberDepth(n, lang).shadow.forEach((_, i) => {
          const seen = new Set(Array.from({ length: 60 }, (_, seed) => numberDepth(n, lang, seed).shadow[i]));
          expect(seen.size, `${lang} ${n} shadow ${i}`).toBeGreaterThanOrEqual(1);
        });
        for (const field of ['bond'] as const) {
          const seen = new Set(Array.from({ length: 80 }, (_, seed) => numberDepth(n, lang, seed)[field]));
          expect(seen.size, `${lang} ${n} ${field}`).toBeGreaterThanOrEqual(3);
        }
        const v = numberVoice(n, lang);
        expect(v.field.length, `${lang} ${n} field`).toBeGreaterThanOrEqual(8);
        expect(v.topic.general.length, `${lang} ${n} general`).toBeGreaterThanOrEqual(4);
      }
  });
});

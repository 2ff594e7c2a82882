import { describe, expect, test } from 'vitest';
import { factsOf, fixtureInputs, type AstrologyInputs } from '#api/test/reading-fixtures.ts';
import { ground } from './offline-astrology';
import { Picker, vary } from './pick';

/**
 * The ruler of the question's house sits in another house: an astrological tie between the matter and
 * that house's field, not a route. « votre permis de conduire se règle en passant par le foyer » read
 * as a way through the home; the sentence now says the matter depends on that field, « de » contracted
 * before each of its items.
 */
describe('offline astrology: the ruler of the question’s house, read with its house', () => {
  const texts = (lang: 'fr' | 'en', question: string) => {
    const inputs: AstrologyInputs = {
      ...(fixtureInputs('astro', lang) as AstrologyInputs),
      topic: 'travail',
      question,
    };
    const f = factsOf(inputs) as Parameters<typeof ground>[0];
    const ruler = f.rulers?.find((r) => r.house === 10);
    const p = f.placements.find((x) => x.id !== ruler?.ruler && x.id !== 'ascendant' && x.id !== 'mc')!;
    const seen = new Set<string>();
    for (let seed = 1; seed <= 120; seed++)
      seen.add(vary(ground(f, p, new Picker(seed)).text, new Picker(seed)));
    return [...seen];
  };

  test('in French, the matter « dépend aussi » of the field, never « en passant par » it', () => {
    const all = texts('fr', 'Vais-je réussir mon permis de conduire ?');
    expect(all.join(' ')).not.toMatch(/en passant par/);
    const tied = all
      .map(
        (t) => /[^:]*(?:dépendn?t? aussi|se (?:jouen?t?|nouen?t?) en partie du côté) d[^.]*\./.exec(t)?.[0],
      )
      .filter((t): t is string => !!t);
    expect(tied.length).toBeGreaterThan(0);
    for (const t of tied) expect(t, t).not.toMatch(/(?:,| et) (?:le|la|les|l’|vos|votre) /);
  });

  test('in English, the matter « also depends on » the field, never « settled by way of » it', () => {
    const all = texts('en', 'Will I pass my driving test?');
    expect(all.join(' ')).not.toMatch(/by way of/);
    expect(all.some((t) => /(?:also depends? on|(?:is|are) also tied to|turns? partly on) /.test(t))).toBe(
      true,
    );
  });
});

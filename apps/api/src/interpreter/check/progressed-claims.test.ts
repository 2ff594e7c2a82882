import { describe, expect, it } from 'vitest';
import { SIGNS } from '@arcanes/domain/astrology/zodiac';
import { monthName } from '@arcanes/domain/writers/dates';
import { indexFacts } from '#api/interpreter/fact-index.ts';
import type { AstrologyFacts } from '#api/interpreter/facts.ts';
import { factsOf, longAstrologyInputs } from '#api/test/reading-fixtures.ts';
import { claimErrors } from './claims';

/** A twelve-month reading of the fixture's birth (Paris, 17 May 1990, 14:30), with its progressions and return. */
function setup(lang: 'fr' | 'en') {
  const facts = factsOf(longAstrologyInputs(lang)) as AstrologyFacts;
  const index = indexFacts(facts);
  const claims = (text: string, cited: string[]) =>
    claimErrors(text, { facts, index, cited: new Set(cited), ignore: new Set() });
  const p = facts.progressions!;
  const r = facts.solar_return!;
  const moon = p.points.find((x) => x.id === 'moon')!;
  const natalMoon = facts.placements.find((x) => x.id === 'moon')!;
  const signName = (id: string) => SIGNS.find((s) => s.id === id)![lang];
  const other = (id: string) => signName(SIGNS.find((s) => s.id !== id && s.id !== p.moon_end.sign)!.id);
  return { facts, p, r, moon, natalMoon, claims, other, signName };
}

describe('the check reads progressed and solar-return points against their own facts', () => {
  it('a progressed Moon in its progressed sign and natal house holds; in another sign it is refused', () => {
    const { moon, claims, other } = setup('fr');
    expect(
      claims(`Votre Lune progressée en ${moon.sign_name}, maison ${moon.house}, donne le fond.`, [
        'progressed.moon',
      ]),
    ).toEqual([]);
    expect(
      claims(`Votre Lune progressée en ${other(moon.sign)} donne le fond.`, ['progressed.moon']).join(),
    ).toMatch(/progressed Lune is not in/);
    expect(
      claims(`Votre Lune progressée en maison ${(moon.house! % 12) + 2} donne le fond.`, [
        'progressed.moon',
      ]).join(),
    ).toMatch(/progressed Lune is not in house/);
    // Stated but not cited.
    expect(claims(`Votre Lune progressée en ${moon.sign_name}.`, ['planet.sun']).join()).toMatch(
      /does not cite progressed.moon/,
    );
  });

  it('the natal Moon is still read against the natal chart, not the progressed one', () => {
    const { moon, natalMoon, claims } = setup('en');
    expect(moon.sign).not.toBe(natalMoon.sign);
    expect(
      claims(`Your Moon in ${moon.sign_name} sets the mood.`, ['planet.moon', 'progressed.moon']).join(),
    ).toMatch(/Moon is in .*, not in/);
    expect(claims(`Your progressed Moon in ${moon.sign_name} sets the mood.`, ['progressed.moon'])).toEqual(
      [],
    );
  });

  it('the solar return’s Ascendant and the houses of its Sun and Moon', () => {
    const { r, claims, other } = setup('fr');
    const cited = ['return.ascendant', 'return.sun', 'return.moon'];
    expect(
      claims(
        `Votre révolution solaire du ${Number(r.date.slice(8))} mai ${r.date.slice(0, 4)} : l’Ascendant de la révolution en ${r.ascendant.sign_name}. Le Soleil de la révolution, en maison ${r.sun_house}, éclaire ce qui compte.`,
        cited,
      ),
    ).toEqual([]);
    expect(claims(`L’Ascendant de la révolution en ${other(r.ascendant.sign)}.`, cited).join()).toMatch(
      /return Ascendant is not in/,
    );
    expect(claims(`Le Soleil de la révolution, en maison ${(r.sun_house % 12) + 1}.`, cited).join()).toMatch(
      /return Soleil is not in house/,
    );
    // A date the return does not carry.
    expect(
      claims(`Votre révolution solaire du 3 février ${r.date.slice(0, 4)} compte.`, cited).join(),
    ).toMatch(/a date that no cited fact carries/);
  });

  it('a progressed aspect must be one of the progressed-to-natal aspects, exact as stated', () => {
    const { p, claims } = setup('en');
    const a = p.aspects[0]!;
    const id = `progressed.${a.progressed}-${a.type}-${a.natal}`;
    expect(
      claims(`Your progressed ${a.progressed_name} ${a.type_name} your natal ${a.natal_name}.`, [id]),
    ).toEqual([]);
    const wrong = a.type === 'trine' ? 'square' : 'trine';
    expect(
      claims(`Your progressed ${a.progressed_name} ${wrong} your natal ${a.natal_name}.`, [id]).join(),
    ).toMatch(/no progressed/);
    const [y, m, d] = a.exact.split('-').map(Number);
    expect(
      claims(
        `Your progressed ${a.progressed_name} ${a.type_name} your natal ${a.natal_name}, exact on ${d} ${monthName(m!, 'en')} ${y}.`,
        [id],
      ),
    ).toEqual([]);
    expect(
      claims(
        `Your progressed ${a.progressed_name} ${a.type_name} your natal ${a.natal_name}, exact on ${(d! % 27) + 1} ${monthName(m!, 'en')} ${y}.`,
        [id],
      ).join(),
    ).toMatch(/no cited transit is exact/);
  });
});

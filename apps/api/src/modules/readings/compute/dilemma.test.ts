// The IC in a dilemma's home side (issue 38): a slow transit to the Midheaven is read at its opposite
// point, weighed by its aspect there; known answers on a chart built from chosen longitudes.
import { testChart } from '@arcanes/domain/astrology/test-chart';
import type { AspectType } from '@arcanes/domain/astrology/aspects';
import type { Transit } from '@arcanes/domain/astrology/transits';
import { describe, expect, it } from 'vitest';
import { weighDilemma } from './dilemma';

const Q = 'Dois-je accepter ce poste à Lyon ou rester près de mes enfants ?';
const transit = (transiting: Transit['transiting'], natal: Transit['natal'], type: AspectType): Transit => ({
  transiting,
  natal,
  type,
  start: '2026-12-01',
  exact: '2026-12-10',
  end: '2026-12-20',
  exactDates: ['2026-12-10'],
  exactInstants: ['2026-12-10T00:00:00.000Z'],
  startsBeforeWindow: false,
  endsAfterWindow: false,
});
// Ascendant at 0° Aries, equal houses: the Moon at 100° (4th), nothing in the 5th but what the spread puts.
const timed = testChart({ moon: 100 }, 0);

describe('a dilemma weighs the IC on the home side', () => {
  it.each([
    // aspect to the Midheaven → aspect at the IC → its weight for the home side
    ['conjunction', 'opposition', -1],
    ['opposition', 'conjunction', -1], // Saturn conjunct the IC: heavy
    ['trine', 'sextile', 1],
    ['sextile', 'trine', 1],
    ['square', 'square', -1],
  ] as const)('Saturn %s the Midheaven is Saturn %s the IC for the home (weight %i)', (mc, ic, w) => {
    const d = weighDilemma(Q, timed, [transit('saturn', 'mc', mc)], 'fr')!;
    const [career, home] = d.fact.sides;
    expect(career.area).toBe('career');
    expect(home).toMatchObject({ area: 'home', ic: true });
    expect(home.transits).toEqual([
      {
        planet_id: 'saturn',
        natal_id: 'mc',
        aspect_id: mc,
        weight: w,
        ic: expect.objectContaining({ aspect_id: ic }),
      },
    ]);
    // The career reads the same transit at the Midheaven itself, by its own aspect.
    expect(career.transits).toEqual([expect.objectContaining({ natal_id: 'mc', aspect_id: mc })]);
    expect(career.transits[0]!.ic).toBeUndefined();
  });

  it('Jupiter conjunct the Midheaven lifts the career and, at the IC, weighs on the home', () => {
    const d = weighDilemma(Q, timed, [transit('jupiter', 'mc', 'conjunction')], 'en')!;
    const [career, home] = d.fact.sides;
    expect(career.transits[0]).toMatchObject({ weight: 1 });
    expect(home.transits[0]).toMatchObject({
      weight: -1,
      ic: { aspect_id: 'opposition', aspect: 'opposition' },
    });
    // The same transit swings the balance by two, rulers aside.
    const ruler = (s: typeof career) => s.score - s.transits.reduce((n, t) => n + t.weight, 0);
    expect(career.score - home.score - (ruler(career) - ruler(home))).toBe(2);
  });

  it('without a birth time there is no IC: the Midheaven is not read for the home', () => {
    const d = weighDilemma(Q, testChart({ moon: 100 }), [transit('saturn', 'mc', 'conjunction')], 'fr')!;
    const home = d.fact.sides[1];
    expect(home.ic).toBeUndefined();
    expect(home.transits).toEqual([]);
  });
});

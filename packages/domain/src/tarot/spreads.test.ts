import { describe, expect, it } from 'vitest';
import { hasFrenchSpacing } from '../text/typography';
import { pickCount } from './spread';
import { CARD_COUNT_RANGE, SPREADS, TAROT_OPTIONS, spreadFor, type TarotOption } from './spreads';
import { TarotError } from './tarot-error';

function errorOf(fn: () => unknown): TarotError {
  try {
    fn();
  } catch (error) {
    if (error instanceof TarotError) return error;
    throw error;
  }
  throw new Error('expected a TarotError');
}

describe('spreads', () => {
  it('follow the seed’s card counts', () => {
    expect(CARD_COUNT_RANGE[1]).toMatchObject({ min: 1, max: 3 });
    expect(CARD_COUNT_RANGE[2]).toMatchObject({ min: 3, max: 5 });
    expect(CARD_COUNT_RANGE[3]).toEqual({ min: 7, max: 10, default: 7 });
  });

  it('exist for every count of every option, with named positions', () => {
    for (const option of TAROT_OPTIONS) {
      const { min, max } = CARD_COUNT_RANGE[option];
      for (let count = min; count <= max; count++) {
        const spread = spreadFor(option, count);
        expect(spread.option).toBe(option);
        expect(spread.positions.map((p) => p.index)).toEqual([...Array(count).keys()]);
        for (const p of spread.positions) {
          for (const t of [p.name.fr, p.name.en, p.meaning.fr, p.meaning.en]) expect(t.trim()).not.toBe('');
          expect(hasFrenchSpacing(p.meaning.fr)).toBe(true);
        }
        expect(new Set(spread.positions.map((p) => p.name.fr)).size).toBe(count);
      }
    }
    expect(new Set(SPREADS.map((s) => s.id)).size).toBe(SPREADS.length);
  });

  it('include the Celtic Cross for 10 cards and the Marseille cross for 5', () => {
    const celtic = spreadFor(3, 10);
    expect(celtic.name).toEqual({ fr: 'Croix celtique', en: 'Celtic Cross' });
    expect(celtic.positions[1]?.layout.rotate).toBe(90);
    const cross = spreadFor(2, 5);
    expect(cross.name.fr).toBe('Tirage en croix');
    expect(cross.positions.map((p) => p.name.fr)).toEqual([
      'Le pour',
      'Le contre',
      'Le jugement',
      'La solution',
      'La synthèse',
    ]);
    expect(spreadFor(3, CARD_COUNT_RANGE[3].default).positions).toHaveLength(7);
  });

  it('refuse counts outside the option’s range with a typed error', () => {
    const bad: [TarotOption, number][] = [
      [1, 0],
      [1, 4],
      [2, 2],
      [2, 6],
      [3, 6],
      [3, 11],
      [3, 7.5],
      [3, Number.NaN],
    ];
    for (const [option, count] of bad) {
      const error = errorOf(() => spreadFor(option, count));
      expect(error.code).toBe('CARD_COUNT_OUT_OF_RANGE');
      expect(error.field).toBe('numCards');
    }
    expect(errorOf(() => spreadFor(4 as TarotOption, 3)).code).toBe('INVALID_OPTION');
  });
});

describe('positional and forecast spreads', () => {
  it('date the slots of forecast spreads only, and never the positional ones', () => {
    const kinds = SPREADS.map((s) => [s.id, s.kind, s.slots]);
    expect(kinds).toEqual([
      ['carte-unique', 'positional', 0],
      ['situation-conseil', 'positional', 0],
      ['tirage-en-ligne', 'positional', 0],
      ['trois-mois', 'forecast', 3],
      ['climat-et-trois-mois', 'forecast', 3],
      ['tirage-en-croix', 'positional', 0],
      ['fer-a-cheval', 'positional', 0],
      ['chemin-de-vie', 'positional', 0],
      ['annee-en-trois-temps', 'forecast', 3],
      ['croix-celtique', 'positional', 0],
    ]);
    for (const s of SPREADS) {
      if (s.kind === 'positional') expect(s.positions.every((p) => p.slot === undefined)).toBe(true);
      else
        expect(new Set(s.positions.flatMap((p) => (p.slot === undefined ? [] : [p.slot]))).size).toBe(
          s.slots,
        );
    }
  });

  it('give one month to each card of the three-month spread, and the climate no date', () => {
    expect(spreadFor(2, 3).positions.map((p) => [p.name.fr, p.slot])).toEqual([
      ['Le premier mois', 0],
      ['Le deuxième mois', 1],
      ['Le troisième mois', 2],
    ]);
    expect(spreadFor(2, 4).positions.map((p) => p.slot)).toEqual([undefined, 0, 1, 2]);
    expect(spreadFor(3, 9).positions.map((p) => p.slot)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
  });

  it('compute the croix’s fifth card: four are picked', () => {
    const cross = spreadFor(2, 5);
    expect(cross.positions.map((p) => p.computed ?? null)).toEqual([null, null, null, null, 'croix']);
    expect(pickCount(cross)).toBe(4);
    expect(pickCount(spreadFor(3, 10))).toBe(10);
  });
});

import { describe, expect, it } from 'vitest';
import { TRADITIONAL_PAIRS, tarotCombinations } from './combinations';
import { cardById, majorByNumber } from './deck';
import { hasFrenchSpacing } from '../text/typography';

const draw = (...ids: string[]) => ids.map((id, i) => ({ card: cardById(id), reversed: i % 2 === 1 }));

describe('tarot combinations', () => {
  it('pairs two cards of the same number across suits, naming them with their articles', () => {
    const c = tarotCombinations(draw('coupes-07-sept', 'major-19-le-soleil', 'epees-07-sept'));
    expect(c.pairs).toHaveLength(1);
    expect(c.pairs[0]).toMatchObject({
      kind: 'same_number',
      tone: 'echo',
      indexes: [0, 2],
      cardIds: ['coupes-07-sept', 'epees-07-sept'],
    });
    expect(c.pairs[0]?.note.fr).toBe(
      'Le Sept de Coupes et le Sept d’Épées portent le même nombre\u00a0: ce thème revient avec insistance.',
    );
    expect(c.pairs[0]?.note.en).toBe(
      'The Seven of Cups and the Seven of Swords carry the same number: this theme keeps coming back.',
    );
    expect(c.repeatedNumbers).toEqual([{ key: 7, indexes: [0, 2] }]);
  });

  it('does not pair two cards of one suit, nor a major with a pip of another number', () => {
    const c = tarotCombinations(draw('coupes-07-sept', 'coupes-03-trois', 'major-04-l-empereur'));
    expect(c.pairs).toEqual([]);
    expect(c.repeatedSuits).toEqual([{ key: 'coupes', indexes: [0, 1] }]);
  });

  it('pairs a major I–X with the pip of its number, and the Reine with the Roi of her suit', () => {
    const c = tarotCombinations(
      draw(
        'deniers-14-roi',
        'major-01-le-bateleur',
        'batons-01-as',
        'deniers-13-reine',
        'major-11-la-force',
        'coupes-01-as',
      ),
    );
    const kinds = c.pairs.map((p) => [p.kind, ...p.cardIds]);
    expect(kinds).toEqual([
      ['royal_couple', 'deniers-14-roi', 'deniers-13-reine'],
      ['major_and_pip', 'major-01-le-bateleur', 'batons-01-as'],
      ['major_and_pip', 'major-01-le-bateleur', 'coupes-01-as'],
      ['same_number', 'batons-01-as', 'coupes-01-as'],
    ]);
    expect(c.pairs[0]?.note.fr).toMatch(/^La Reine de Deniers et le Roi de Deniers forment le couple royal/);
    expect(c.pairs[1]?.note.fr).toMatch(/^Le Bateleur et l’As de Bâtons partagent leur nombre/);
    // XI has no pip: Strength is not paired with anything.
    expect(c.pairs.some((p) => p.cardIds.includes('major-11-la-force'))).toBe(false);
    expect(c.repeatedNumbers).toEqual([{ key: 1, indexes: [1, 2, 5] }]);
    expect(c.repeatedCourts).toEqual([]);
  });

  it('recognises every traditional opposition, in either order', () => {
    for (const { majors, note } of TRADITIONAL_PAIRS) {
      const [a, b] = majors.map((n) => majorByNumber(n).id) as [string, string];
      const c = tarotCombinations(draw(b, 'epees-12-cavalier', a));
      expect(c.pairs).toEqual([
        { kind: 'traditional_pair', tone: 'oppose', indexes: [0, 2], cardIds: [b, a], note },
      ]);
      expect(hasFrenchSpacing(note.fr)).toBe(true);
    }
    expect(new Set(TRADITIONAL_PAIRS.map((p) => p.note.fr)).size).toBe(TRADITIONAL_PAIRS.length);
  });

  it('counts repeated courts and suits, the share of majors and of reversed cards', () => {
    const c = tarotCombinations(
      draw(
        'batons-11-valet',
        'major-18-la-lune',
        'coupes-11-valet',
        'batons-04-quatre',
        'major-19-le-soleil',
      ),
    );
    expect(c.repeatedCourts).toEqual([{ key: 11, indexes: [0, 2] }]);
    expect(c.repeatedSuits).toEqual([{ key: 'batons', indexes: [0, 3] }]);
    expect(c.majors).toBe(2);
    expect(c.majorShare).toBeCloseTo(0.4);
    expect(c.reversed).toBe(2);
    expect(c.reversedShare).toBeCloseTo(0.4);
    expect(c.pairs.map((p) => p.kind)).toEqual(['same_number', 'traditional_pair']);
  });
});

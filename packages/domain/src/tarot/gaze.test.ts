import { describe, expect, it } from 'vitest';
import { archetypesInDraw, figuresAsked } from './archetypes';
import { DECK, cardById, majorByNumber } from './deck';
import { gazeAsDrawn, gazeLinks, gazeOf } from './gaze';

const face = (id: string, reversed = false) => ({ card: cardById(id), reversed });

describe('gazes (decision 0331)', () => {
  it('every card has one; the pips look at no one', () => {
    for (const card of DECK) expect(['left', 'right', 'front']).toContain(gazeOf(card));
    for (const card of DECK.filter((c) => c.arcana === 'minor' && c.rank <= 10))
      expect(gazeOf(card)).toBe('front');
    expect(gazeOf(majorByNumber(0))).toBe('right');
    expect(gazeOf(majorByNumber(4))).toBe('left');
    expect(gazeOf(majorByNumber(18))).toBe('left');
    expect(gazeOf(majorByNumber(3))).toBe('front');
  });

  it('a reversed card looks the other way; a face-on card stays face on', () => {
    expect(gazeAsDrawn(face('major-00-le-mat', true))).toBe('left');
    expect(gazeAsDrawn(face('major-03-l-imperatrice', true))).toBe('front');
  });

  it('neighbours face to face, back to back, or one turned to the other', () => {
    // Le Mat looks right, L’Empereur left: they face each other.
    const [meet] = gazeLinks([face('major-00-le-mat'), face('major-04-l-empereur')]);
    expect(meet?.kind).toBe('face_to_face');
    expect(meet?.note.fr).toMatch(/Mat.*Empereur|Empereur.*Mat/);
    // L’Empereur looks left, Le Mat right: back to back.
    expect(gazeLinks([face('major-04-l-empereur'), face('major-00-le-mat')])[0]?.kind).toBe('back_to_back');
    // Reversed, Le Mat looks left: towards nothing on its right.
    expect(gazeLinks([face('major-00-le-mat', true), face('major-04-l-empereur')])[0]?.kind).toBe(
      'turns_to_previous',
    );
    expect(gazeLinks([face('major-00-le-mat'), face('coupes-02-deux')])[0]?.kind).toBe('turns_to_next');
    expect(gazeLinks([face('coupes-02-deux'), face('major-03-l-imperatrice')])).toEqual([]);
  });
});

describe('archetypes tied to the question (decision 0331)', () => {
  it('finds the people a question names', () => {
    expect(figuresAsked('Comment va évoluer ma relation avec ma mère ?', 'fr')).toEqual(['mother']);
    expect(figuresAsked('Will my dad forgive me?', 'en')).toEqual(['father']);
    expect(figuresAsked('Vais-je trouver un travail ?', 'fr')).toEqual([]);
  });

  it('reads La Lune as the mother, L’Empereur as the father, only when the question names them', () => {
    const draw = [face('major-18-la-lune'), face('major-04-l-empereur'), face('coupes-13-reine')];
    const mother = archetypesInDraw('Ma mère va-t-elle mieux ?', 'fr', draw);
    expect(mother.map((a) => [a.index, a.figure])).toEqual([[0, 'mother']]);
    expect(mother[0]?.note.fr).toMatch(/La Lune est l’image même de la mère/);
    const father = archetypesInDraw('Will my father accept my choice?', 'en', draw);
    expect(father.map((a) => [a.index, a.figure])).toEqual([[1, 'father']]);
    expect(archetypesInDraw('Vais-je déménager ?', 'fr', draw)).toEqual([]);
    // Without La Lune, the Reine stands for the mother.
    const queen = archetypesInDraw('Ma mère va-t-elle mieux ?', 'fr', [face('coupes-13-reine')]);
    expect(queen[0]?.note.fr).toMatch(/^La Reine de Coupes prend ici les traits de votre mère/);
  });
});

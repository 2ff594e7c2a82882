import { describe, expect, it } from 'vitest';
import type { AspectType } from '../astrology/aspects';
import type { Transit, TransitingId } from '../astrology/transits';
import { aspectFamily, transitFlavourFor } from './astrology-lexicon';
import { LEXICON_EN } from './astrology-lexicon-en';
import { LEXICON_FR } from './astrology-lexicon-fr';
import { transitParagraph } from './astrology-paragraphs';

const PLANETS: TransitingId[] = [
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
];

function transit(transiting: TransitingId, type: AspectType): Transit {
  return {
    transiting,
    natal: 'moon',
    type,
    start: '2027-03-02',
    exact: '2027-03-10',
    end: '2027-03-18',
    exactDates: ['2027-03-10'],
    exactInstants: ['2027-03-10T04:00:00Z'],
    startsBeforeWindow: false,
    endsAfterWindow: false,
  };
}

describe('transit meanings depend on the aspect family', () => {
  it('sorts the five aspects into conjunction, harmonious and tense', () => {
    expect(aspectFamily('conjunction')).toBe('conjunction');
    expect(aspectFamily('sextile')).toBe('harmonious');
    expect(aspectFamily('trine')).toBe('harmonious');
    expect(aspectFamily('square')).toBe('tense');
    expect(aspectFamily('opposition')).toBe('tense');
  });

  it('never reads Jupiter square the Moon as growth and confidence (fr and en)', () => {
    const squareFr = transitParagraph(LEXICON_FR, transit('jupiter', 'square'));
    const trineFr = transitParagraph(LEXICON_FR, transit('jupiter', 'trine'));
    expect(squareFr).not.toContain('croissance');
    expect(squareFr).toContain('excès');
    expect(trineFr).toContain('croissance');
    const squareEn = transitParagraph(LEXICON_EN, transit('jupiter', 'square'));
    expect(squareEn).not.toContain('growth');
    expect(squareEn).toContain('excess');
    expect(transitParagraph(LEXICON_EN, transit('jupiter', 'sextile'))).toContain('growth');
  });

  it('gives every planet three distinct colours in each language, the same for aspects of one family', () => {
    for (const lex of [LEXICON_FR, LEXICON_EN]) {
      for (const p of PLANETS) {
        const [c, h, t] = (['conjunction', 'trine', 'square'] as const).map((a) =>
          transitFlavourFor(lex, p, a),
        );
        expect(new Set([c, h, t]).size).toBe(3);
        expect(transitFlavourFor(lex, p, 'sextile')).toBe(h);
        expect(transitFlavourFor(lex, p, 'opposition')).toBe(t);
      }
    }
  });
});

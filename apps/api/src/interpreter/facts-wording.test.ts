import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { factsSummary, type ReadingFacts } from './facts';

const catalogue = (ns: string) =>
  JSON.parse(
    fs.readFileSync(
      new URL(`../../../../packages/contracts/src/locales/fr/${ns}.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, unknown> & { reversed?: string; reveal?: { reversed?: string } };
const fr = catalogue('tarot');
const frPdf = catalogue('pdf');
const frLibrary = catalogue('card-library');

// Issue 39: one wording for a card drawn upside down, on screen, in the history and in the PDF
// (« Renversée » on the table and « (à l’envers) » in the summary were the same card).
describe('a reversed card is « renversée » wherever a label names it (fr)', () => {
  it('in the summary lines of the history and the PDF', () => {
    const facts = {
      domain: 'tarot',
      lang: 'fr',
      cards: [
        {
          position_name: 'La situation',
          card_id: 'coupes-07-sept',
          card_name: 'Sept de Coupes',
          reversed: true,
        },
        { position_name: 'L’issue', card_id: 'major-18-la-lune', card_name: 'La Lune', reversed: true },
      ],
    } as unknown as ReadingFacts;
    // Agreed with the card: « le Sept » is « renversé », « la Lune » « renversée ».
    expect(factsSummary(facts)).toEqual([
      'La situation : Sept de Coupes (renversé)',
      'L’issue : La Lune (renversée)',
    ]);
  });

  it('in the catalogues: the table, the card library and the PDF', () => {
    expect(fr.reveal?.reversed?.toLowerCase()).toBe('renversée');
    expect(frLibrary.reversed?.toLowerCase()).toBe('renversée');
    expect(frPdf.reversed?.toLowerCase()).toBe('renversée');
  });
});

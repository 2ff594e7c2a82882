import { describe, expect, it } from 'vitest';
import { cardById } from '../tarot/deck';
import { createDraw, revealPicks } from '../tarot/draw';
import { seededRandom } from '../tarot/random';
import { SPREADS, spreadFor } from '../tarot/spreads';
import { writeTarotReading } from './tarot';
import { cardFamily, cardSpreadReadings } from './tarot-card-page';
import { cardInPositionLine } from './tarot-positions';

describe('cardInPositionLine', () => {
  const bateleur = cardById('major-01-le-bateleur');
  const situation = spreadFor(1, 3).positions[0]!;

  it('names the place and the two first keywords of the orientation', () => {
    expect(cardInPositionLine(bateleur, situation, false, 'fr')).toBe(
      'En position « La situation », retenez surtout : commencement et habileté.',
    );
    expect(cardInPositionLine(bateleur, situation, true, 'en')).toBe(
      'For “The situation”, the reversed card holds its energy back: start put off and talent doubting itself, present but not yet free.',
    );
  });

  it('is the sentence a reading writes under the card', () => {
    const { deck } = createDraw(1, 3, seededRandom(7));
    const cards = revealPicks(deck, [4, 20, 60], 3, 1);
    for (const lang of ['fr', 'en'] as const) {
      const reading = writeTarotReading(cards, spreadFor(1, 3), { lang, option: 1 });
      cards.forEach((c, i) => {
        const line = cardInPositionLine(c.card, c.spreadPosition, c.reversed, lang);
        const typeset = lang === 'fr' ? line.replace(/ ([:»])/g, '\u00a0$1').replace(/« /g, '«\u00a0') : line;
        expect(reading.sections[i + 1]?.body).toContain(typeset);
      });
    }
  });
});

describe('cardSpreadReadings', () => {
  it('reads the card in every place of every spread, upright and reversed', () => {
    const popess = cardById('major-02-la-papesse');
    const fr = cardSpreadReadings(popess, 'fr');
    expect(fr.map((s) => s.id)).toEqual(SPREADS.map((s) => s.id));
    const croix = fr.find((s) => s.id === 'tirage-en-croix');
    expect(croix?.positions.filter((p) => p.computed)).toHaveLength(1);
    const first = fr[0]?.positions[0];
    expect(first?.upright).toBe(
      'En position «\u00a0La réponse\u00a0», retenez surtout\u00a0: connaissance et patience.',
    );
    expect(first?.reversed).toContain('savoir gardé et gestation prolongée');
    expect(cardSpreadReadings(popess, 'en')[0]?.positions[0]?.upright).toBe(
      'For “The answer”, remember above all: knowledge and patience.',
    );
  });

  it('names the family of a card', () => {
    expect(cardFamily(cardById('major-16-la-maison-dieu'), 'fr')).toBe('Arcane majeur XVI');
    expect(cardFamily(cardById('major-00-le-mat'), 'en')).toBe('Major arcanum without a number');
    expect(cardFamily(cardById('coupes-02-deux'), 'fr')).toBe('Arcane mineur — Coupes, l’Eau');
  });
});

// The text of a card's page in the card library: its meanings, then what it says in each place
// of each of our spreads, in the very sentences a reading writes (tarot-positions.ts).

import type { Lang, TarotCard } from '../tarot/card';
import { frenchTypography } from '../text/typography';
import { SPREADS } from '../tarot/spreads';
import { suitById } from '../tarot/suits';
import { cardInPositionLine } from './tarot-positions';

export interface CardPositionReading {
  name: string;
  meaning: string;
  /** The fifth card of the croix is computed from the four drawn, not drawn itself. */
  computed: boolean;
  upright: string;
  reversed: string;
}

export interface CardSpreadReading {
  id: string;
  option: 1 | 2 | 3;
  name: string;
  description: string;
  positions: CardPositionReading[];
}

export function cardSpreadReadings(card: TarotCard, lang: Lang): CardSpreadReading[] {
  const fix = lang === 'fr' ? frenchTypography : (t: string) => t;
  return SPREADS.map((s) => ({
    id: s.id,
    option: s.option,
    name: s.name[lang],
    description: s.description[lang],
    positions: s.positions.map((p) => ({
      name: p.name[lang],
      meaning: p.meaning[lang],
      computed: p.computed !== undefined,
      upright: fix(cardInPositionLine(card, p, false, lang)),
      reversed: fix(cardInPositionLine(card, p, true, lang)),
    })),
  }));
}

/** « Arcane majeur XVI », « Deux de Coupes — Coupe, l’Eau », "Major arcanum XVI", "Cups — Water". */
export function cardFamily(card: TarotCard, lang: Lang): string {
  if (card.arcana === 'major') {
    const numeral = card.numeral ? ` ${card.numeral}` : lang === 'fr' ? ' sans numéro' : ' without a number';
    return lang === 'fr' ? `Arcane majeur${numeral}` : `Major arcanum${numeral}`;
  }
  const suit = suitById(card.suit ?? 'batons');
  return lang === 'fr'
    ? `Arcane mineur — ${suit.plural.fr}, ${suit.elementName.fr}`
    : `Minor arcanum — ${suit.plural.en}, ${suit.elementName.en}`;
}

// What a card says in one place of a spread: the sentence the symbolic reading writes under the
// card, and the card library repeats for every position of every spread, so that the page of a
// card and a reading that drew it say the same thing.

import type { Lang, TarotCard } from '../tarot/card';
import type { SpreadPosition } from '../tarot/spreads';
import { quote } from './tarot-phrases';

/** « En position « La situation », retenez surtout : k1 et k2. » (typeset by the caller). */
export function cardInPositionLine(
  card: TarotCard,
  position: Pick<SpreadPosition, 'name'>,
  reversed: boolean,
  lang: Lang,
): string {
  const [k1 = '', k2 = ''] = (reversed ? card.reversed : card.upright).keywords[lang];
  const place = quote(position.name[lang], lang);
  if (lang === 'fr')
    return reversed
      ? `En position ${place}, la carte renversée retient son énergie : ${k1} et ${k2}, là mais pas encore libres.`
      : `En position ${place}, retenez surtout : ${k1} et ${k2}.`;
  return reversed
    ? `For ${place}, the reversed card holds its energy back: ${k1} and ${k2}, present but not yet free.`
    : `For ${place}, remember above all: ${k1} and ${k2}.`;
}

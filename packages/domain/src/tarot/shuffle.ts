// Shuffling the whole deck. Fisher–Yates gives every one of the 78! orders the same chance only
// if each swap index is itself uniform, hence `randomInt` (rejection sampling, no modulo bias).
// Orientation is drawn separately for each card, as a fair coin.

import type { DeckSlot } from './card';
import { CARD_IDS } from './deck';
import { cryptoRandom, randomBit, randomInt, type RandomSource } from './random';

export function shuffleDeck(random: RandomSource = cryptoRandom()): DeckSlot[] {
  const ids = [...CARD_IDS];
  for (let i = ids.length - 1; i > 0; i--) {
    const j = randomInt(i + 1, random);
    const a = ids[i] as string;
    ids[i] = ids[j] as string;
    ids[j] = a;
  }
  return ids.map((cardId) => ({ cardId, reversed: randomBit(random) }));
}

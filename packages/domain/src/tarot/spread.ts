// What a spread is, and the builders its data files use. A spread gives each drawn card a place
// with a name and a one-line meaning, which is what turns a list of cards into a reading.

import type { Localized } from './card';
import { frenchTypography } from './french-typography';

export type TarotOption = 1 | 2 | 3;

export interface SpreadPosition {
  /** 0-based; the n-th card picked goes to position n. */
  readonly index: number;
  readonly name: Localized;
  readonly meaning: Localized;
  /** Where the web lays the card out, in card-sized grid cells; `rotate: 90` for a crossing card. */
  readonly layout: { readonly x: number; readonly y: number; readonly rotate?: 90 };
}

export interface Spread {
  readonly id: string;
  readonly option: TarotOption;
  readonly name: Localized;
  readonly description: Localized;
  readonly positions: readonly SpreadPosition[];
}

export interface PositionDraft {
  readonly name: Localized;
  readonly meaning: Localized;
  readonly layout: SpreadPosition['layout'];
}

export function text(fr: string, en: string): Localized {
  return { fr: frenchTypography(fr), en };
}

/** A position: names, one-line meaning, grid cell (x, y) and an optional quarter turn. */
export function at(
  x: number,
  y: number,
  name: [fr: string, en: string],
  meaning: [fr: string, en: string],
  rotate?: 90,
): PositionDraft {
  return {
    name: text(...name),
    meaning: text(...meaning),
    layout: rotate ? { x, y, rotate } : { x, y },
  };
}

export function spread(
  id: string,
  option: TarotOption,
  name: Localized,
  description: Localized,
  positions: readonly PositionDraft[],
): Spread {
  return { id, option, name, description, positions: positions.map((p, index) => ({ index, ...p })) };
}

// What a spread is, and the builders its data files use. A spread gives each drawn card a place
// with a name and a one-line meaning, which is what turns a list of cards into a reading.

import type { Localized } from './card';
import { frenchTypography } from '../text/typography';

export type TarotOption = 1 | 2 | 3;

/**
 * Positional: each position keeps its meaning and is never dated (the Celtic Cross, the croix,
 * the horseshoe). Forecast: some positions are dated periods inside the window sold
 * (dated-slots.ts); a forecast spread may also hold undated positions, such as the climate of
 * the whole period.
 */
export type SpreadKind = 'positional' | 'forecast';

export interface SpreadPosition {
  /** 0-based; the n-th card picked goes to position n. */
  readonly index: number;
  readonly name: Localized;
  readonly meaning: Localized;
  /** Where the web lays the card out, in card-sized grid cells; `rotate: 90` for a crossing card. */
  readonly layout: { readonly x: number; readonly y: number; readonly rotate?: 90 };
  /** Forecast spreads: the 0-based dated slot this position reads (several positions may share one). */
  readonly slot?: number;
  /** Not drawn but computed from the other cards (the croix's fifth card: croix.ts). */
  readonly computed?: 'croix';
}

export interface Spread {
  readonly id: string;
  readonly option: TarotOption;
  readonly kind: SpreadKind;
  /** How many dated slots the window is cut into: 0 for a positional spread. */
  readonly slots: number;
  readonly name: Localized;
  readonly description: Localized;
  readonly positions: readonly SpreadPosition[];
}

export interface PositionDraft {
  readonly name: Localized;
  readonly meaning: Localized;
  readonly layout: SpreadPosition['layout'];
  readonly slot?: number;
  readonly computed?: 'croix';
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

/** The same position, reading dated slot `slot` of the window. */
export function dated(slot: number, draft: PositionDraft): PositionDraft {
  return { ...draft, slot };
}

/** The same position, computed from the others instead of drawn. */
export function computed(draft: PositionDraft): PositionDraft {
  return { ...draft, computed: 'croix' };
}

/** A forecast spread when some position is dated, positional otherwise. */
export function spread(
  id: string,
  option: TarotOption,
  name: Localized,
  description: Localized,
  positions: readonly PositionDraft[],
): Spread {
  const slots = positions.reduce((n, p) => (p.slot === undefined ? n : Math.max(n, p.slot + 1)), 0);
  return {
    id,
    option,
    kind: slots > 0 ? 'forecast' : 'positional',
    slots,
    name,
    description,
    positions: positions.map((p, index) => ({ index, ...p })),
  };
}

/** The cards the customer picks: every position but the computed ones. */
export function pickCount(s: Spread): number {
  return s.positions.filter((p) => !p.computed).length;
}

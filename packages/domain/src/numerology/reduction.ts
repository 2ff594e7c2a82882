// Digit reduction shared by every number of the profile, so that the same rule (masters kept) and
// the same printed steps apply everywhere.

export type Digit = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export type MasterNumber = 11 | 22 | 33;
export type NumerologyNumber = Digit | MasterNumber;

export const DIGITS: readonly Digit[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
export const MASTER_NUMBERS: readonly MasterNumber[] = [11, 22, 33];
export const NUMEROLOGY_NUMBERS: readonly NumerologyNumber[] = [...DIGITS, ...MASTER_NUMBERS];

export function isNumerologyNumber(n: number): n is NumerologyNumber {
  return (NUMEROLOGY_NUMBERS as readonly number[]).includes(n);
}

export function isMasterNumber(n: number): n is MasterNumber {
  return (MASTER_NUMBERS as readonly number[]).includes(n);
}

export interface Reduction {
  value: NumerologyNumber;
  /** The total, then every value it passed through; karmic debts are looked for here. */
  chain: number[];
  /** One "d+d = s" piece per digit sum, e.g. ["1+9+9+2 = 21", "2+1 = 3"]. */
  pieces: string[];
}

/** Adds digits until 1–9 or a master number (11, 22, 33), which is kept. */
export function reduce(total: number): Reduction {
  if (!Number.isInteger(total) || total < 1) {
    // Zero would never reduce; callers validate their inputs first, so this is a programming error.
    throw new RangeError(`cannot reduce ${total}`);
  }
  const chain = [total];
  const pieces: string[] = [];
  let current = total;
  while (!isNumerologyNumber(current)) {
    const digits = String(current).split('').map(Number);
    current = digits.reduce((a, b) => a + b, 0);
    chain.push(current);
    pieces.push(`${digits.join('+')} = ${current}`);
  }
  return { value: current as NumerologyNumber, chain, pieces };
}

/** "36 → 3+6 = 9", or "7" when nothing had to be reduced. */
export function formatReduction(r: Reduction): string {
  return [String(r.chain[0]), ...r.pieces].join(' → ');
}

/** "1+9+9+2 = 21 → 2+1 = 3" for a date unit or a name part, or "11" when kept as it is. */
export function formatDigitReduction(r: Reduction): string {
  return r.pieces.length > 0 ? r.pieces.join(' → ') : String(r.chain[0]);
}

/** "11 + 22 + 3 = 36 → 3+6 = 9": a sum of already reduced numbers, then its own reduction. */
export function reduceSum(addends: readonly number[]): { reduction: Reduction; step: string } {
  const reduction = reduce(addends.reduce((a, b) => a + b, 0));
  const step =
    addends.length > 1
      ? `${addends.join(' + ')} = ${formatReduction(reduction)}`
      : formatReduction(reduction);
  return { reduction, step };
}

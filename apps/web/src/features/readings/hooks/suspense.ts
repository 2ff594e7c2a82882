/**
 * The "thinking" pause before an answer: the seed's random 6 to 8 s, from the server's
 * READING_SUSPENSE_MS (6000 by default, 0 in tests) up to a third more.
 */
export function suspenseDuration(baseMs: number, random: number): number {
  const base = Math.max(0, baseMs);
  return Math.round(base + (base / 3) * Math.min(Math.max(random, 0), 1));
}

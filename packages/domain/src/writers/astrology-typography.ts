/** Small helpers of the writers' French and English: lists, capitals. */
import type { Lang } from '../astrology/zodiac';

// The typesetter itself is text/typography.ts (one for every text); re-exported for the writers.
export { hasFrenchSpacing, typeset } from '../text/typography';

/** "a, b et c" / "a, b and c". */
export function joinList(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1];
  return `${items.slice(0, -1).join(', ')} ${lang === 'fr' ? 'et' : 'and'} ${last}`;
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

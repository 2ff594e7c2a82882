/** Money is an integer number of euro cents everywhere; these are the only conversions. */

export function formatCents(cents: number, lang: 'fr' | 'en'): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-IE' : 'fr-FR', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

/** Euros as the seed's API shows them (6.99), from exact cents. */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * A decimal amount typed by a person ("12,50", "12.50", "-3", "1 234,5") → cents, or null when it
 * is not a plain amount with at most two decimals.
 */
export function parseEurosToCents(input: string | number): number | null {
  const text = String(input)
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/€$/, '');
  const m = /^([+-]?)(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const [, sign, whole = '0', frac = ''] = m;
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Money is an integer number of euro cents everywhere; these are the only conversions. */

/**
 * Integer cents → "1 234,50 €" (fr: U+202F between thousands, U+00A0 before the sign) or "€1,234.50"
 * (en, as en-IE), exactly as `Intl.NumberFormat(…, { style: 'currency', currency: 'EUR' })` writes them
 * (cents.test.ts compares the two) — without it: the first Intl formatter a page builds loads the
 * locale's data, 60–100 ms of a phone's main thread before the first render of every customer page
 * (the header shows the balance; decision 0253). Anything but a whole number of cents goes to Intl.
 */
export function formatCents(cents: number, lang: 'fr' | 'en'): string {
  if (!Number.isSafeInteger(cents) || Object.is(cents, -0)) return intlFormat(cents, lang);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, lang === 'en' ? ',' : '\u202f');
  const fraction = String(abs % 100).padStart(2, '0');
  return lang === 'en' ? `${sign}€${whole}.${fraction}` : `${sign}${whole},${fraction}\u00a0€`;
}

const formatters = new Map<'fr' | 'en', Intl.NumberFormat>();

/** The formatter `formatCents` writes like; one per language, built at its first use. */
export function intlFormat(cents: number, lang: 'fr' | 'en'): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(lang === 'en' ? 'en-IE' : 'fr-FR', {
      style: 'currency',
      currency: 'EUR',
    });
    formatters.set(lang, formatter);
  }
  return formatter.format(cents / 100);
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

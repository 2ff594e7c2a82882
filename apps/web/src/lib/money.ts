/** Integer cents → "6,99 €" (fr) or "€6.99" (en). */
export function formatCents(cents: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-IE' : 'fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

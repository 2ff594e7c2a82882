import { formatCents as formatForLang } from '@arcanes/domain/money/cents';

/** Integer cents → "6,99 €" (fr) or "€6.99" (en), with the domain's one formatter; any other language reads French. */
export function formatCents(cents: number, lang: string): string {
  return formatForLang(cents, lang === 'en' ? 'en' : 'fr');
}

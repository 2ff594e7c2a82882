/** A quotation in the reader's language: « … » (with narrow no-break spaces) in French, “…” in English. */
export function quoted(text: string, lang: string): string {
  return lang.startsWith('fr') ? `«\u202f${text}\u202f»` : `“${text}”`;
}

/**
 * Text a customer typed (a name, an address), made fit to print as one plain line on a document.
 * Bidirectional controls (embeddings, overrides, isolates, marks) would reorder what the reader sees
 * of the line, or of the lines after it: they go, as do invisible characters. Control characters, line
 * and paragraph separators become spaces (a typed name never starts a new line); lone surrogates
 * become U+FFFD; spaces are collapsed. What is left is printed as it is, never interpreted.
 */
const BIDI_AND_INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
const LINE_BREAKING = /[\p{Cc}\u0085\u2028\u2029]/gu;

export function plainLine(text: string): string {
  return text
    .replace(/\p{Cs}/gu, '\uFFFD')
    .normalize('NFC')
    .replace(BIDI_AND_INVISIBLE, '')
    .replace(LINE_BREAKING, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

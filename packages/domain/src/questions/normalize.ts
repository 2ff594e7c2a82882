// Turns a question as people type it into one plain form that word patterns can be written against:
// NFKC, lower case, accents folded, ligatures spelled out, apostrophes, hyphens and punctuation turned into
// single spaces ("Va-t-il mourir ?" → " va t il mourir "), with one space at each end so that a pattern
// can ask for whole words with a plain space.

export type QuestionLang = 'fr' | 'en';

const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss' };
const CURRENCIES: Readonly<Record<string, string>> = { '€': 'euros', $: 'dollars', '£': 'pounds' };

export function foldQuestion(text: string): string {
  const folded = text
    // NFKC first: full-width letters, ligature code points and compatibility spaces become plain ones.
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[œæß]/g, (c) => LIGATURES[c] ?? c)
    // A sum at stake is a word to the lexicons: « 2 000 € » → « 2 000 euros ».
    .replace(/[€$£]/g, (c) => ` ${CURRENCIES[c]} `)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${folded} `;
}

// Small words that only one of the two languages uses: enough to tell a French question from an
// English one when the page's language and the question's disagree.
const FR_WORDS =
  /\s(je|j|est|ce|que|qu|il|elle|mon|ma|mes|vais|va|dois|pour|le|la|les|un|une|des|de|du|et|avec|pas|sur|dans|vous|nous|moi|me|m|quand|comment|pourquoi|se|sera|t)(?=\s)/g;
const EN_WORDS =
  /\s(i|is|the|will|my|me|should|do|does|am|are|to|and|with|of|he|she|it|what|when|how|why|get|can|in|on|at|be|this|you|ever|his|her|him)(?=\s)/g;

/** The question's language, from its words; `hint` (the page's language) breaks ties. */
export function detectLang(folded: string, hint: QuestionLang = 'fr'): QuestionLang {
  const fr = folded.match(FR_WORDS)?.length ?? 0;
  const en = folded.match(EN_WORDS)?.length ?? 0;
  if (fr === en) return hint;
  return fr > en ? 'fr' : 'en';
}

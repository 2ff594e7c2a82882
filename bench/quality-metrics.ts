// Text measures for the reading-quality benchmark (issue 14): paragraphs and the opening answer,
// subject matching, word 4-gram similarity, sentence frequencies and repeats. Pure functions, so that
// bench/quality-metrics.test.ts can prove each one catches what it should and spares good text.

export interface Paragraph {
  text: string;
  heading?: string;
}

/** Lowercase, no accents, straight apostrophes, single spaces: how every comparison sees text. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’ʼ‘]/g, "'")
    .replace(/[\u00a0\u202f\s]+/g, ' ')
    .trim();
}

/** A heading line of the offline writer: one short line with no sentence punctuation at its end. */
export function looksLikeHeading(block: string): boolean {
  const t = block.trim();
  return !t.includes('\n') && t.length <= 90 && !/[.!?…:;,»"”)]$/.test(t);
}

/**
 * The intuitive reading's paragraphs. Prefers the interpreter's structured `paragraphs` when it
 * returns them; otherwise splits `text` on blank lines and folds each heading line into the
 * paragraph it introduces.
 */
export function intuitiveParagraphs(result: { text: string; paragraphs?: Paragraph[] }): Paragraph[] {
  if (Array.isArray(result.paragraphs) && result.paragraphs.length > 0) {
    return result.paragraphs.map((p) => ({
      text: p.text,
      ...(p.heading ? { heading: p.heading } : {}),
    }));
  }
  const out: Paragraph[] = [];
  let heading: string | undefined;
  for (const block of result.text.split(/\n\s*\n/)) {
    const t = block.trim();
    if (!t) continue;
    if (looksLikeHeading(t)) {
      if (heading) out.push({ text: heading }); // two headings in a row: keep the first as text
      heading = t;
      continue;
    }
    out.push(heading ? { text: t, heading } : { text: t });
    heading = undefined;
  }
  if (heading) out.push({ text: heading });
  return out;
}

/** The opening answer: the first paragraph that is not a bare heading. */
export function openingParagraph(paragraphs: Paragraph[]): string {
  return (paragraphs.find((p) => !looksLikeHeading(p.text)) ?? paragraphs[0])?.text ?? '';
}

/** The text without its quotations (« … », “ … ”, " … "): a quoted question is not an answer. */
export function withoutQuotations(text: string): string {
  return text.replace(/«[^»]*»|“[^”]*”|"[^"]*"/g, ' ');
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher for one subject term, case- and accent-insensitive, each word allowing simple
 * inflection (plural s/x, feminine e, es): 'offre' matches « offres », 'nouveau poste' « nouveaux postes ».
 */
export function termPattern(term: string): RegExp {
  const words = fold(term)
    .split(/[\s'-]+/)
    .filter(Boolean)
    // Short words keep their letters (« ex » must not shrink to « e »); longer ones lose a final e/s/x.
    .map((w) => `${escapeRe(w.length >= 4 ? w.replace(/(?:es|e|s|x)$/, '') : w)}(?:e|s|x|es|ee|ees)?`);
  const stem = words.join("[\\s'-]+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${stem}(?![\\p{L}\\p{N}])`, 'u');
}

/** Whether `text` names one of `terms`. */
export function namesAny(text: string, terms: readonly string[]): boolean {
  const t = fold(text);
  return terms.some((term) => termPattern(term).test(t));
}

const STOP = new Set(
  // fr: function words, auxiliaries and the verbs every question carries
  (
    'le la les l un une des du de d au aux a à ce cet cette ces mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs ' +
    'je j tu il elle on nous vous ils elles me m te t se s y en ne n pas plus moins que qu qui quoi quel quelle quels quelles ' +
    'est ce-que est-ce dois doit devrais devrait faut-il faut vais va vont va-t-il va-t-elle peux peut puis pourrai pourrais ' +
    'suis es sommes êtes sont sera serai serait être avoir ai as avons avez ont aura aurai aurais bon bonne moment ' +
    'et ou mais donc or ni car si avec sans pour par sur sous dans chez entre vers après avant comment pourquoi quand où ' +
    'enfin encore déjà bien très trop tout toute tous toutes faire fais fait cela ça ceci lui eux elle-même ' +
    // en
    'the a an of to in on at for with without from by about into over after before and or but if so ' +
    'i me my mine you your he she it we our they their them this that these those is am are was were be been being ' +
    'do does did will would shall should can could may might must have has had get going go what when where who why how ' +
    'which there here not no yes ever really still yet just right time good year ' +
    // generic words that any reading may use without having read the question
    'trouver retrouver passer passera apres avant annee mois jour semaine nouveau nouvelle vraiment comme quelque quelqu ' +
    'temps fois autre faits etre raison dire prendre tenir obtenir reussir aller allons allez bien vivre vouloir devenir ' +
    'her his him she its own new way back come well find take feel things last better start able finally despite worth ' +
    'someone plan idea decision going get try tell pass ever open moi toi ete avais avait monde autour'
  ).split(' '),
);

/** The question's content words: no function words, no short words (the bench's own reading). */
export function contentWords(question: string): string[] {
  const words = fold(question)
    .split(/[^\p{L}\p{N}'-]+/u)
    .flatMap((w) => w.split(/'/))
    .map((w) => w.replace(/^-+|-+$/g, ''))
    .filter((w) => w.length >= 3 && !STOP.has(w) && !/-(t-)?(il|elle|on|je|tu|nous|vous)$/.test(w));
  return [...new Set(words)];
}

/** Lowercased words, punctuation stripped. */
export function words(text: string): string[] {
  return fold(text)
    .replace(/'/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function ngrams(text: string, n = 4): Set<string> {
  const w = words(text);
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '));
  return out;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter += 1;
  return inter / (a.size + b.size - inter);
}

/** Mean Jaccard of word 4-grams over every pair of texts. */
export function meanPairwiseJaccard(texts: readonly string[], n = 4): { mean: number; pairs: number } {
  const sets = texts.map((t) => ngrams(t, n));
  let sum = 0;
  let pairs = 0;
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      sum += jaccard(sets[i]!, sets[j]!);
      pairs += 1;
    }
  }
  return { mean: pairs ? sum / pairs : 0, pairs };
}

/**
 * Sentences of at least `minWords` words, split on . ! ? … and line breaks (an ellipsis or a
 * decimal point inside a number does not split). Headings, dates and list stubs fall under the bar.
 */
export function sentences(text: string, minWords = 6): string[] {
  return text
    .split(/(?<=[.!?…])(?!\d)\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => words(s).length >= minWords);
}

/** How a sentence is compared: folded, the person's first name masked (a template stays a template). */
export function sentenceKey(sentence: string, firstName?: string): string {
  let key = fold(sentence)
    .replace(/[«»“”"]/g, '')
    .replace(/\s+/g, ' ');
  if (firstName) key = key.replace(new RegExp(`\\b${escapeRe(fold(firstName))}\\b`, 'g'), '<name>');
  return key.replace(/\s+([.,;:!?…])/g, '$1').trim();
}

/** The sentence found in the most texts, and in how many (a text counts once). */
export function mostFrequentSentence(texts: readonly { text: string; firstName?: string }[]): {
  sentence: string;
  count: number;
} {
  const counts = new Map<string, { count: number; sample: string }>();
  for (const t of texts) {
    const seen = new Set<string>();
    for (const s of sentences(t.text)) {
      const key = sentenceKey(s, t.firstName);
      if (seen.has(key)) continue;
      seen.add(key);
      const c = counts.get(key) ?? { count: 0, sample: s };
      c.count += 1;
      counts.set(key, c);
    }
  }
  let best = { sentence: '', count: 0 };
  for (const c of counts.values()) if (c.count > best.count) best = { sentence: c.sample, count: c.count };
  return best;
}

/** Sentences said twice in the intuitive reading, or said in both the symbolic and the intuitive one. */
export function repeatedSentences(
  intuitive: string,
  symbolic: string,
): { within: string[]; between: string[] } {
  const within: string[] = [];
  const seen = new Set<string>();
  const reported = new Set<string>();
  for (const s of sentences(intuitive)) {
    const key = sentenceKey(s);
    if (seen.has(key) && !reported.has(key)) {
      within.push(s);
      reported.add(key);
    }
    seen.add(key);
  }
  const symbolicKeys = new Set(sentences(symbolic).map((s) => sentenceKey(s)));
  const between = [...seen].filter((k) => symbolicKeys.has(k));
  const sample = new Map(sentences(intuitive).map((s) => [sentenceKey(s), s]));
  return { within, between: between.map((k) => sample.get(k) ?? k) };
}

// Words a noun phrase or an indirect question cannot end on: articles, possessives, prepositions,
// conjunctions, relative and object pronouns (« Pour votre téléphone le, », "For the job even though,").
const DANGLING: Record<'fr' | 'en', Set<string>> = {
  fr: new Set(
    'le la les l un une des de d du au aux à que qu qui dont mais et ou si même pour sur dans avec sans contre par en ce cet cette ces son sa ses leur leurs mon ma mes votre vos notre nos ne se s lorsque puisque quand comme chez vers'.split(
      ' ',
    ),
  ),
  en: new Set(
    'the a an to of for in on at with and or but even though although that which who whom whose if my your his her their our its than as by from so while since unless despite because'.split(
      ' ',
    ),
  ),
};
// Inside a noun phrase: the start of a clause or of a second thing.
const CLAUSE_IN_NOUN: Record<'fr' | 'en', RegExp> = {
  fr: /\s(?:que|qu’|qu'|qui|dont|mais|lorsque|puisque|même si|bien que|alors que|parce que)(?:\s|$)/iu,
  en: /\s(?:that|which|who|whom|even though|although|but|because|if|while|since|unless|despite|you|i)(?:\s|$)/iu,
};

/**
 * Why an echo of the customer's question is broken, or null: its last word dangles, or (a noun
 * phrase) it carries a clause or a number inside. `kind` is what the writer means it to be.
 */
export function brokenEcho(text: string, lang: 'fr' | 'en', kind: 'noun' | 'clause'): string | null {
  const t = text.trim().replace(/[’]/g, "'");
  const last =
    t
      .split(/[\s']+/)
      .pop()
      ?.toLowerCase() ?? '';
  if (t.endsWith("'")) return 'ends on an elided word';
  // An English indirect question may end on a preposition or an object pronoun ("what you applied
  // for", "how you feel about her"): only articles, possessives and conjunctions dangle there.
  const dangling =
    kind === 'clause' && lang === 'en'
      ? /^(?:the|a|an|and|or|but|even|though|although|that|which|if|my|your|their|our|than|so)$/.test(last)
      : DANGLING[lang].has(last);
  if (dangling) return `ends on « ${last} »`;
  if (/[,;:]$/.test(t)) return 'ends on punctuation';
  if (kind === 'noun') {
    if (CLAUSE_IN_NOUN[lang].test(` ${t} `)) return 'a clause inside a noun phrase';
    if (/\p{L}\s+\d/u.test(t)) return 'a number after the noun';
  }
  return null;
}

/**
 * The frame most shared across readings: the word n-gram (7 words by default, digits and the first
 * name masked) found in the most texts, and in how many (a text counts once). A frame is a stretch of
 * wording that recurs whatever the customer, the chart or the cards (« c'est par ce chemin que le
 * sujet se dénoue »); seven words rule out the common turns of phrase a writer may use anywhere.
 */
export function topFrame(
  texts: readonly { text: string; firstName?: string }[],
  n = 7,
): { frame: string; count: number } {
  return topFrames(texts, n, 1)[0] ?? { frame: '', count: 0 };
}

/** The `k` n-word stretches found in the most texts (first name and digits masked), most shared first. */
/** A text's sentences as masked word lists: folded, the first name as « name », digits as « # » (how frames are compared). */
function maskedSentences(t: { text: string; firstName?: string }, n: number): string[][] {
  const masked = t.firstName
    ? fold(t.text).replace(new RegExp(`\\b${escapeRe(fold(t.firstName))}\\b`, 'g'), 'name')
    : t.text;
  return sentences(masked, n).map((s) => words(s).map((x) => (/^\d/.test(x) ? '#' : x)));
}

/**
 * The fixed wordings behind the frames: in each text, the longest runs of words covered by n-word
 * frames found in more than `share` of the texts, counted by the texts they occur in. One fixed
 * sentence of twenty words is one span here where it is fourteen frames in `topFrames`: the list of
 * what to rewrite.
 */
export function frameSpans(
  texts: readonly { text: string; firstName?: string }[],
  n = 7,
  share = 0.1,
): { span: string; count: number }[] {
  const masked = texts.map((t) => maskedSentences(t, n));
  const counts = new Map<string, number>();
  for (const ss of masked) {
    const seen = new Set<string>();
    for (const w of ss) for (let i = 0; i + n <= w.length; i++) seen.add(w.slice(i, i + n).join(' '));
    for (const g of seen) counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  const over = (g: string) => (counts.get(g) ?? 0) > texts.length * share;
  const spans = new Map<string, number>();
  for (const ss of masked) {
    const seen = new Set<string>();
    for (const w of ss) {
      const covered = new Array<boolean>(w.length).fill(false);
      for (let i = 0; i + n <= w.length; i++)
        if (over(w.slice(i, i + n).join(' '))) covered.fill(true, i, i + n);
      let start = -1;
      for (let i = 0; i <= w.length; i++) {
        if (i < w.length && covered[i]) {
          if (start < 0) start = i;
        } else if (start >= 0) {
          seen.add(w.slice(start, i).join(' '));
          start = -1;
        }
      }
    }
    for (const g of seen) spans.set(g, (spans.get(g) ?? 0) + 1);
  }
  return [...spans].map(([span, count]) => ({ span, count })).sort((a, b) => b.count - a.count);
}

export function topFrames(
  texts: readonly { text: string; firstName?: string }[],
  n = 7,
  k = 20,
): { frame: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const t of texts) {
    const seen = new Set<string>();
    for (const w of maskedSentences(t, n)) {
      for (let i = 0; i + n <= w.length; i++) seen.add(w.slice(i, i + n).join(' '));
    }
    for (const g of seen) counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  // Insertion order breaks ties, as the single top frame always did (the first frame to reach the count).
  return [...counts]
    .map(([frame, count], i) => ({ frame, count, i }))
    .sort((a, b) => b.count - a.count || a.i - b.i)
    .slice(0, k)
    .map(({ frame, count }) => ({ frame, count }));
}

/**
 * What can be read from the text alone, soundly: a paragraph that stops mid-sentence, one that
 * repeats another, one that only restates the facts' labels, and, in French, an adjective after
 * « vous êtes » that does not agree with the person's known gender (« vous êtes prêt » to a woman).
 * The rest of what makes an answer bad (ignoring the question, cruelty in new words, a verdict on
 * someone else) needs a reader of meaning: the judge (interpreter/judge.ts).
 */
import type { FactIndex } from '#api/interpreter/fact-index.ts';
import type { ReadingFacts } from '#api/interpreter/facts.ts';

type Lang = 'fr' | 'en';

/** Ends a sentence: the stop itself, then closing quotes or brackets. */
const ENDED = /[.!?…][\s»”"'’)\]]*$/u;

export function endsMidSentence(text: string): boolean {
  return !ENDED.test(text.trim());
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, ' ')
    .match(/[\p{L}\p{N}]+/gu) ?? [];

function grams(words: string[], n: number): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) out.add(words.slice(i, i + n).join(' '));
  return out;
}

/**
 * The first earlier paragraph this one repeats: half or more of the shorter one's runs of four
 * words are in the other (a paraphrase that keeps the words), or a sentence of eight words or more
 * comes back whole. A report's dated paragraphs share their forms (« a Mars square sparks friction
 * around… », and one transit may come back in two months: up to 0.67 of the offline writer's runs
 * in 3,024 reports, 0.20 in 1,512 answers): there, four fifths, and no sentence rule.
 */
export function repeatedParagraphs(
  texts: string[],
  length: 'short' | 'long' = 'short',
): { index: number; of: number }[] {
  const share = length === 'short' ? 0.5 : 0.8;
  const runs = texts.map((t) => grams(wordsOf(t), 4));
  const long = texts.map(
    (t) =>
      new Set(
        (t.match(/[^.!?…]+[.!?…]*/gu) ?? [])
          .map((s) => wordsOf(s))
          .filter((w) => w.length >= 8)
          .map((w) => w.join(' ')),
      ),
  );
  const out: { index: number; of: number }[] = [];
  for (let j = 1; j < texts.length; j++)
    for (let i = 0; i < j; i++) {
      const a = runs[i]!;
      const b = runs[j]!;
      const small = Math.min(a.size, b.size);
      let shared = 0;
      for (const g of b) if (a.has(g)) shared++;
      const sameSentence = length === 'short' && [...long[j]!].some((s) => long[i]!.has(s));
      if ((small >= 6 && shared / small >= share) || sameSentence) {
        out.push({ index: j, of: i });
        break;
      }
    }
  return out;
}

/** Words that carry no reading of their own: grammar, and the verbs that only place a fact. */
const FILLER: Record<Lang, Set<string>> = {
  fr: new Set(
    `le la les l un une des du de d au aux et ou à a en dans sur sous par pour avec sans est sont été être
    se s trouve trouvent situe situé située placé placée vous votre vos il elle ils elles on y qui que qu
    ce cet cette ces son sa ses leur leurs ne n pas plus aussi également puis ensuite enfin ainsi donc
    mais car comme c j je nous notre nos me m te t lui tandis alors encore déjà très tout tous toute toutes`.split(
      /\s+/,
    ),
  ),
  en: new Set(
    `the a an and or of in into on at by for with without is are was were be been being your you
    it its it's this that these those there their they he she his her which who as also then too
    so thus but placed sits lies found located has have had not no very all`.split(/\s+/),
  ),
};

/**
 * A paragraph that only restates the facts' labels (« Votre Soleil est en Taureau, en maison 9. Votre
 * Lune est en Verseau. ») — eight words or more that say something, of which fewer than one in six
 * are not already in a label.
 */
export function restatesLabels(text: string, index: FactIndex, lang: Lang, name: string): boolean {
  const labels = new Set(index.list.flatMap((f) => wordsOf(f.label)));
  const own = new Set(wordsOf(name));
  const content = wordsOf(text).filter((w) => !FILLER[lang].has(w) && !own.has(w));
  if (content.length < 8) return false;
  const novel = content.filter((w) => !labels.has(w));
  return novel.length / content.length < 1 / 6;
}

// ---- Agreement (French) -----------------------------------------------------------------------

/** Adjectives and participles whose masculine and feminine differ, as pairs. */
const PAIRS: [string, string][] = [
  ['prêt', 'prête'],
  ['seul', 'seule'],
  ['certain', 'certaine'],
  ['sûr', 'sûre'],
  ['content', 'contente'],
  ['fier', 'fière'],
  ['prudent', 'prudente'],
  ['patient', 'patiente'],
  ['ouvert', 'ouverte'],
  ['conscient', 'consciente'],
  ['ravi', 'ravie'],
  ['surpris', 'surprise'],
  ['déçu', 'déçue'],
  ['perdu', 'perdue'],
  ['venu', 'venue'],
  ['né', 'née'],
  ['épanoui', 'épanouie'],
  ['mûr', 'mûre'],
  ['doux', 'douce'],
  ['lent', 'lente'],
  ['grand', 'grande'],
  ['petit', 'petite'],
  ['fort', 'forte'],
  ['bon', 'bonne'],
  ['plein', 'pleine'],
  ['entier', 'entière'],
  ['premier', 'première'],
  ['dernier', 'dernière'],
  ['résolu', 'résolue'],
  ['convaincu', 'convaincue'],
  ['soutenu', 'soutenue'],
  ['entendu', 'entendue'],
  ['reconnu', 'reconnue'],
  ['attendu', 'attendue'],
  ['tendu', 'tendue'],
  ['détendu', 'détendue'],
  ['inquiet', 'inquiète'],
  ['discret', 'discrète'],
  ['complet', 'complète'],
  ['jaloux', 'jalouse'],
  ['las', 'lasse'],
  ['vif', 'vive'],
  ['naïf', 'naïve'],
  ['loyal', 'loyale'],
  ['amoureux', 'amoureuse'],
  ['cruel', 'cruelle'],
  ['naturel', 'naturelle'],
  ['spirituel', 'spirituelle'],
  ['exceptionnel', 'exceptionnelle'],
  ['libéré', 'libérée'],
];
const MASC = new Map(PAIRS.map(([m, f]) => [m, f]));
const FEM = new Map(PAIRS.map(([m, f]) => [f, m]));
/** Words that end like an adjective but are not one after « vous êtes » (« vous êtes deux »). */
const NOT_ADJECTIVES = new Set(['deux', 'mieux', 'eux', 'lieux', 'jeux', 'cieux', 'été', 'idée', 'année']);

const VERBS =
  '(?:êtes|serez|seriez|étiez|soyez|restez|resterez|resteriez|restiez|semblez|semblerez|sembliez|paraissez|paraîtrez|devenez|deviendrez|deveniez|devîntes|sentez|sentirez|sentiez|êtes\\s+restée?|êtes\\s+devenue?|êtes\\s+sentie?)';
const ADVERBS =
  '(?:\\s+(?:pas|plus|jamais|très|si|bien|déjà|encore|peut-être|trop|assez|toujours|enfin|davantage|aussi|vraiment|parfois|souvent|désormais|tout\\s+à\\s+fait|sans\\s+doute|moins))*';
const AGREEMENT = new RegExp(
  `(?<![\\p{L}])(?:vous\\s+(?:vous\\s+)?(?:n'|ne\\s+)?${VERBS}|${VERBS}-vous)${ADVERBS}\\s+(\\p{L}+)`,
  'giu',
);

function masculine(word: string): boolean {
  if (NOT_ADJECTIVES.has(word)) return false;
  return MASC.has(word) || /(?:[^é]é|eux|if)$/u.test(word);
}
function feminine(word: string): boolean {
  if (NOT_ADJECTIVES.has(word)) return false;
  return FEM.has(word) || /(?:ée|euse|ive)$/u.test(word);
}

/** The first word after « vous êtes » (and the like) that agrees with the other gender, in French. */
export function wrongAgreement(text: string, gender: 'f' | 'm' | null, lang: Lang): string | null {
  if (lang !== 'fr' || !gender) return null;
  const plain = text.replace(/[’]/g, "'");
  for (const m of plain.matchAll(AGREEMENT)) {
    const word = (m[1] ?? '').toLowerCase();
    // Written for both (« né(e) », « prêt·e »): not a fault.
    if (/^(?:\(e\)|[·.-]e\b)/u.test(plain.slice((m.index ?? 0) + m[0].length))) continue;
    if (gender === 'f' ? masculine(word) : feminine(word)) return m[0].trim();
  }
  return null;
}

/** The reasons the paragraphs fail the text-only checks (each prefixed by its paragraph). */
export function textErrors(
  paragraphs: { text: string }[],
  ctx: { facts: ReadingFacts; index: FactIndex; length: 'short' | 'long' },
  /** The text each paragraph's claims are read in (the person's own words set aside). */
  own: string[],
): string[] {
  const { facts, index } = ctx;
  const reasons: string[] = [];
  paragraphs.forEach((p, i) => {
    const where = `paragraph ${i + 1}`;
    if (p.text.trim() && endsMidSentence(p.text)) reasons.push(`${where}: ends mid-sentence`);
    if (restatesLabels(own[i] ?? p.text, index, facts.lang, facts.first_name))
      reasons.push(`${where}: only restates the facts`);
    const agreement = wrongAgreement(own[i] ?? p.text, facts.gender, facts.lang);
    if (agreement)
      reasons.push(
        `${where}: « ${agreement} » does not agree with the person (${facts.gender === 'f' ? 'feminine' : 'masculine'})`,
      );
  });
  for (const r of repeatedParagraphs(
    paragraphs.map((p) => p.text),
    ctx.length,
  ))
    reasons.push(`paragraph ${r.index + 1}: repeats paragraph ${r.of + 1}`);
  return reasons;
}

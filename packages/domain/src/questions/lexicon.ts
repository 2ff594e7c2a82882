// The concepts a question is read through (decision 0271), and how a lexicon's entries find them in a
// folded question. A one-word entry is a stem that takes the language's inflections (« guéri » finds
// « guérir », « guérira », « guérie »; "recover" finds "recovered", "recovering"), a word that must be
// exact (`dos=`) or a stem that takes any ending (`chirurg*`). In an entry of several words, the first
// inflects and the others are exact unless marked (`demander en mariage`, `bien se pass*`).
import type { QuestionLang } from './normalize';

export type Concept =
  /** A part of the body: shoulder, knee, back. */
  | 'body'
  /** Something done by medicine: an operation, surgery, rehabilitation, a stay in hospital. */
  | 'med_act'
  /** An injury or a passing condition: a fracture, a sprain, burnout, flu. */
  | 'condition'
  /** A serious illness: cancer, a tumour, Parkinson's; or illness itself (« malade »). */
  | 'serious'
  /** Getting well or getting back to something: heal, recover, walk again, resume. */
  | 'recovery'
  /** How something turns out: go well, succeed, work. */
  | 'outcome'
  /** What one has: symptoms, a diagnosis, tests and their results, "is it serious". */
  | 'diagnosis'
  /** Medicines and treatments. */
  | 'medication'
  /** A doctor and seeing one. */
  | 'doctor'
  /** Pregnancy, fertility, birth. */
  | 'pregnancy'
  /** A child not yet born, or just born: a baby, a foetus. */
  | 'unborn'
  /** Being in good health or not: healthy, normal, a malformation. */
  | 'health_state'
  /** Ordinary well-being: energy, sleep, form, morale (decision 0175). */
  | 'wellbeing'
  /** Healing that is about the heart, not the body: a breakup, grief. */
  | 'emotional'
  /** Judges, lawyers, courts. */
  | 'legal_actor'
  /** Trials, complaints, custody, prison. */
  | 'legal_act'
  /** Money put at stake: bets, investments, markets, lotteries. */
  | 'stake'
  /** A sum of money. */
  | 'amount'
  /** What one bets on: a match, a race, a team. */
  | 'game'
  /** A stake that is a figure of speech: betting on oneself, investing in one's relationship. */
  | 'figurative'
  /** A person other than the asker, named by what they are to them: an ex, a husband, a boss. */
  | 'person'
  /** Another person's feelings toward the asker: loves me, misses me, thinks of me. */
  | 'feeling'
  /** Another person's decision about the asker: propose, come back, leave, forgive, call back. */
  | 'decision'
  /** A proposal of marriage, which is always someone's decision. */
  | 'proposal'
  /** What the asker can do for someone: support, help, be there. */
  | 'support'
  /** A bond between the asker and someone: a friendship, a relationship, a family tie. */
  | 'bond'
  /** A bond mended, which takes the other person too: be friends again, reconcile, make it up. */
  | 'repair'
  /** A broken thing mended: repair, be saved, as before (a bond's, with `bond`; « s'améliorer » is not). */
  | 'mend'
  /** Another person's conduct toward the asker that they alone know: betray, lie, hide, cheat. */
  | 'conduct'
  /** Ceasing altogether, said of oneself: end it all, disappear, fall asleep, stop existing. */
  | 'cease'
  /** For ever: for good, once and for all, never to wake up. */
  | 'forever'
  /** Going on living: to live, to go on, to get up in the morning. */
  | 'going_on'
  /** Whether something is worth it: worth it, what's the point, a reason to. */
  | 'worth'
  /** Being at the end of one's strength: I can't go on, I can't take any more. */
  | 'despair'
  /** Another person living through a span of time: get through the winter, still be with us at Christmas. */
  | 'outlive'
  /** Leaving first of two, said of people: « partir le premier », "go first". */
  | 'go_first'
  /** Reaching or living to something, said of a person: live to, reach, turn, make it to, celebrate (an age, with life.ts). */
  | 'reach'
  /** Years of life left: « combien d'années lui reste-t-il ? », "how many years does he have left?". */
  | 'years_left'
  /** A length of time asked: « combien de temps », "how much longer" (the time a person has, with life.ts). */
  | 'how_long'
  /** Being there for something, said of a person: « sera-t-il là pour », "be there for" (with a frail person and an occasion, life.ts). */
  | 'there_for'
  /** Leaving, said of a person, with no place: « partir », « nous quitter », "slip away" (of a frail person, life.ts). */
  | 'leave_us'
  /** Still there, said of a person: « encore là », "still be around" (a life, before an occasion, with life.ts). */
  | 'still_there'
  /** Others better off without the asker: « ils seraient mieux sans moi », "better off without me". */
  | 'better_without'
  /** An animal one lives with: a dog, a cat, a horse (its death is asked about as a person's). */
  | 'animal'
  /** A third person in another's love life: their ex, someone else, another woman or man. */
  | 'rival'
  /** Another person's heart turned toward someone, whoever it is: thinks of, is in love with, misses. */
  | 'feel_for'
  /** Regret, whose object says whose it is: the asker or their bond (third party), or a thing (ordinary). */
  | 'regret'
  /** Getting in touch with someone: texting, calling, meeting, sleeping with (with a `rival`, a love life). */
  | 'contact';

/** Each concept's entries, separated by commas (a text, so that a lexicon reads as a list of words). */
export type Lexicon = Readonly<Partial<Record<Concept, string>>>;

const SUFFIXES: Readonly<Record<QuestionLang, ReadonlySet<string>>> = {
  fr: new Set(
    (
      ' s x e es ee ees er ers ere eres ez ent ons ai ais ait aient a as era erai eras erons erez eront ' +
      'erait eraient r ra rai ras rons rez ront rait raient ir ira irai iras irons iront irait is it i ie ' +
      'ies t issent isse issez issons ison re u ue us ues ant ation ations ement'
    ).split(' '),
  ),
  en: new Set(' s es ed d ing er ers y ies ied ly'.split(' ')),
};

type Mode = 'stem' | 'exact' | 'prefix';
interface Entry {
  concept: Concept;
  words: { word: string; mode: Mode }[];
}

function entriesOf(lexicon: Lexicon): Entry[] {
  const out: Entry[] = [];
  for (const [concept, list] of Object.entries(lexicon) as [Concept, string][])
    for (const raw of list
      .split(',')
      .map((w) => w.trim().replace(/\s+/g, ' '))
      .filter(Boolean))
      out.push({
        concept,
        words: raw.split(' ').map((w, k) => ({
          word: w.replace(/[=*]$/, ''),
          mode: w.endsWith('=') ? 'exact' : w.endsWith('*') ? 'prefix' : k === 0 ? 'stem' : 'exact',
        })),
      });
  return out;
}

const compiled = new WeakMap<Lexicon, Entry[]>();

// Words that may stand between the words of an entry without changing what it says: the inverted
// subject (« pense-t-il à moi » folds to « pense t il a moi ») and adverbs of time or degree (« pense
// encore à moi », "is still hiding"). At most two between two words of an entry.
const FILLERS: Readonly<Record<QuestionLang, ReadonlySet<string>>> = {
  fr: new Set('t il elle ils elles on encore toujours souvent vraiment deja parfois bien'.split(' ')),
  en: new Set('still really ever even already truly secretly'.split(' ')),
};
const MAX_FILLERS = 2;

/** The length of an entry's match at token `i` (fillers included), or 0 when it does not match there. */
function matchAt(tokens: readonly string[], i: number, e: Entry, lang: QuestionLang): number {
  let at = i;
  for (let k = 0; k < e.words.length; k++) {
    const w = e.words[k]!;
    let skipped = 0;
    while (
      k > 0 &&
      at < tokens.length &&
      !wordMatches(tokens[at]!, w.word, w.mode, lang) &&
      FILLERS[lang].has(tokens[at]!) &&
      skipped < MAX_FILLERS
    ) {
      at++;
      skipped++;
    }
    if (at >= tokens.length || !wordMatches(tokens[at]!, w.word, w.mode, lang)) return 0;
    at++;
  }
  return at - i;
}

function wordMatches(token: string, word: string, mode: Mode, lang: QuestionLang): boolean {
  if (token === word) return true;
  if (mode === 'exact' || !token.startsWith(word)) return false;
  return mode === 'prefix' || SUFFIXES[lang].has(token.slice(word.length));
}

/** Where a concept was found: its first token and how many tokens it spans. */
export interface Span {
  at: number;
  len: number;
}

/**
 * The concepts a folded question's words show, with where. A `figurative` span (« parier sur moi »,
 * « arrêt maladie », "become a lawyer") takes back every other concept found across it.
 */
export function conceptsOf(
  tokens: readonly string[],
  lexicon: Lexicon,
  lang: QuestionLang,
): Map<Concept, Span[]> {
  let entries = compiled.get(lexicon);
  if (!entries) compiled.set(lexicon, (entries = entriesOf(lexicon)));
  const found = new Map<Concept, Span[]>();
  for (const e of entries)
    for (let i = 0; i + e.words.length <= tokens.length; i++) {
      const len = matchAt(tokens, i, e, lang);
      if (len > 0) found.set(e.concept, [...(found.get(e.concept) ?? []), { at: i, len }]);
    }
  const figurative = found.get('figurative') ?? [];
  if (figurative.length === 0) return found;
  const overlaps = (s: Span) => figurative.some((f) => s.at < f.at + f.len && f.at < s.at + s.len);
  for (const [concept, spans] of found) {
    if (concept === 'figurative') continue;
    const kept = spans.filter((s) => !overlaps(s));
    if (kept.length) found.set(concept, kept);
    else found.delete(concept);
  }
  return found;
}

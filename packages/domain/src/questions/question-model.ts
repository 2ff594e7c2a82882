// A small model of a question (decision 0271): its folded words, the concepts they show (lexicon.ts),
// who the question is about — the asker, another person, or a thing — and whether it names a sum of
// money. The rules that turn this into a handling are in handling.ts.
import { conceptsOf, type Concept, type Span } from './lexicon';
import { EN_LEXICON } from './lexicon-en';
import { FR_LEXICON } from './lexicon-fr';
import type { QuestionLang } from './normalize';

export interface QuestionModel {
  lang: QuestionLang;
  /** Folded words, the frame (« je voudrais savoir si », "I wonder whether") taken off. */
  tokens: readonly string[];
  concepts: ReadonlyMap<Concept, Span[]>;
  has(...concepts: Concept[]): boolean;
  /** The grammatical subject of the question: the asker, another person, or neither (a thing, the sky). */
  subject: 'asker' | 'other' | 'none';
  /** A sum of money is named (« 2 000 € », "5k", "all my savings"). */
  amount: boolean;
}

// « Je voudrais savoir si… », "I wonder whether…": the asker's frame around the real question.
const FRAMES: Readonly<Record<QuestionLang, RegExp>> = {
  fr: /^ (?:(?:je|j) (?:voudrais|veux|aimerais|souhaite|souhaiterais|aurais aime) (?:savoir|connaitre|comprendre) |je me demande |dites moi |pouvez vous me dire |est ce que vous pouvez me dire )(?:si |s |quand |comment |pourquoi |ce que )?/,
  en: /^ (?:i (?:want|would like|d like|wanted|need) to know |i wonder |i m wondering |i am wondering |tell me |can you tell me |please tell me )(?:if |whether |when |how |why |what )?/,
};

// Another person as the subject: a pronoun, a person's noun after a possessive, or a first name.
const FR_PRONOUN = /^(?:il|elle|ils|elles)$/;
const EN_PRONOUN = /^(?:he|she|they)$/;
// « Faut-il », « y a-t-il », « est-il possible », « il faut »: « il » that stands for nobody.
const FR_IMPERSONAL =
  / (?:faut t? ?il|y a t il|il y a|il faut|il est temps|est il (?:possible|temps|utile|raisonnable|trop tard|bon|judicieux|normal|prudent|sage)|vaut il|il vaut|il reste|reste t il|il me reste|il pleut|va t il pleuvoir|s il te plait|s il vous plait|suffit il|il suffit) /;
const EN_NOT_PERSON = / (?:they say|it|this|that) /;
const FR_POSSESSIVE = /^(?:mon|ma|mes|son|sa|ses|notre|nos|leur|leurs|le|la|les|l|cet|cette|un|une)$/;
const EN_POSSESSIVE = /^(?:my|his|her|their|our|the|this|that|a|an)$/;
const FR_ASKER = /^(?:je|j)$/;
const EN_ASKER = /^(?:i|im)$/;
// Words a question opens with that are never a name: « Est », « Vais », "Will", "Should".
const NOT_NAMES = new Set(
  (
    'est vais dois devrais puis pourrai pourrais serai suis ai aurai va vont faut quand comment pourquoi que ' +
    'quel quelle quels quelles qui ou mon ma mes le la les un une ce cette y si will would should shall can ' +
    'could is are am do does did must may might have has when how why what which who where my the a an this ' +
    'paris lyon marseille france londres london dieu god tarot psg om ete hiver printemps automne noel ' +
    'lundi mardi mercredi jeudi vendredi samedi dimanche monday tuesday wednesday thursday friday saturday ' +
    'sunday january february march april june july august september october november december janvier fevrier ' +
    'mars avril mai juin juillet aout septembre octobre novembre decembre'
  ).split(' '),
);

const AMOUNT =
  / \d+(?: \d{3})*(?: ?k| mille| 000)? (?:euros|euro|eur|dollars|pounds|balles|bucks|grand|k)\b| \d+k\b| (?:euros|dollars|pounds) \d+/;

/** Names in the text as typed: capitalised words that are not the usual openers. */
function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/(^|[^\p{L}'’-])(\p{Lu}\p{Ll}+)(?=[^\p{L}]|$)/gu)) {
    const folded = m[2]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (!NOT_NAMES.has(folded)) names.add(folded);
  }
  return names;
}

// After a first name that opens the question, its verb: « Mehdi va-t-il », "Tom will".
const NAME_VERB =
  /^(?:va|vont|est|sera|m|me|reviendra|revient|a|peut|pourra|doit|veut|aime|will|is|does|has|can|would|loves|wants|did)$/;

function subjectOf(tokens: readonly string[], lang: QuestionLang, names: Set<string>) {
  const fr = lang === 'fr';
  const isName = (i: number) => names.has(tokens[i]!) && (i > 0 || NAME_VERB.test(tokens[1] ?? ''));
  const isPerson = (i: number, concepts: ReadonlyMap<Concept, Span[]>) =>
    isName(i) || (concepts.get('person') ?? []).some((s) => s.at === i);
  const asker = tokens.findIndex((t) => (fr ? FR_ASKER : EN_ASKER).test(t));
  let other = -1;
  let thing = -1;
  const concepts = conceptsOf(tokens, fr ? FR_LEXICON : EN_LEXICON, lang);
  for (let i = 0; i < tokens.length && other < 0; i++) {
    const t = tokens[i]!;
    if ((fr ? FR_PRONOUN : EN_PRONOUN).test(t)) {
      if (fr && FR_IMPERSONAL.test(` ${tokens.slice(Math.max(0, i - 3), i + 3).join(' ')} `)) continue;
      if (!fr && EN_NOT_PERSON.test(` ${tokens.slice(Math.max(0, i - 1), i + 2).join(' ')} `)) continue;
      // « Mon énergie va-t-elle revenir ? »: the pronoun repeats a thing named before it.
      if (thing >= 0) continue;
      other = i;
    } else if (isPerson(i, concepts)) {
      other = i;
    } else if ((fr ? FR_POSSESSIVE : EN_POSSESSIVE).test(t) && thing < 0 && (asker < 0 || asker > i)) {
      const next = i + 1;
      if (
        next < tokens.length &&
        !isPerson(next, concepts) &&
        !(fr ? FR_PRONOUN : EN_PRONOUN).test(tokens[next]!)
      )
        thing = next;
    }
  }
  if (asker >= 0 && (other < 0 || asker < other)) return { subject: 'asker' as const, concepts };
  if (other >= 0) return { subject: 'other' as const, concepts };
  return { subject: asker >= 0 ? ('asker' as const) : ('none' as const), concepts };
}

/** The model of a folded question (foldQuestion's form) in its language; `text` is the question as typed. */
export function modelQuestion(text: string, folded: string, lang: QuestionLang): QuestionModel {
  const framed = folded.replace(FRAMES[lang], ' ');
  const tokens = framed.trim().split(' ').filter(Boolean);
  const { subject, concepts } = subjectOf(tokens, lang, namesIn(text));
  return {
    lang,
    tokens,
    concepts,
    has: (...cs) => cs.some((c) => concepts.has(c)),
    subject,
    amount: AMOUNT.test(folded) || concepts.has('amount'),
  };
}

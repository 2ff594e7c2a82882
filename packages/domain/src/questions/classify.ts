import { detectLang, foldQuestion, type QuestionLang } from './normalize';
import { modelQuestion } from './question-model';
import { detectSensitivity, handlingClass, type QuestionHandling, type Sensitivity } from './sensitivity';
import { extractSubject } from './subject';
import { detectTopic, type QuestionTopic } from './topic';

export interface QuestionClass {
  /** How the site handles it: refused, answered with care, turned to the asker's side, or ordinary. */
  handling: QuestionHandling;
  sensitivity: Sensitivity | null;
  topic: QuestionTopic;
  /** What the question is about, in the customer's words, or null when nothing can be cut out safely. */
  subject: string | null;
}

const RECENT = 16;
const recent = new Map<string, QuestionClass>();

/**
 * Reads a customer's question before anything is charged: how the site must handle it, what it is
 * about, and what its subject is. `lang` is the page's language; the question's own words decide when
 * they clearly say otherwise.
 */
export function classifyQuestion(text: string, lang: QuestionLang = 'fr'): QuestionClass {
  // One request reads its question five or six times (the refusal, the caution, the offline writer's
  // subject and caution): the last few answers are kept. Frozen, so no caller can change a shared one.
  const key = `${lang}\u0000${text}`;
  let found = recent.get(key);
  if (!found) {
    found = Object.freeze(classify(text, lang));
    if (recent.size >= RECENT) recent.delete(recent.keys().next().value!);
    recent.set(key, found);
  }
  return found;
}

/**
 * A question and what `classifyQuestion` said of it, read once where the request enters (the route's
 * guard) and carried with the request to whoever reads the same question after it (issue 36).
 */
export interface ClassifiedQuestion {
  text: string;
  lang: QuestionLang;
  class: QuestionClass;
}

export function classifiedQuestion(text: string, lang: QuestionLang = 'fr'): ClassifiedQuestion {
  return { text, lang, class: classifyQuestion(text, lang) };
}

/** What the question says read in `lang`: the carried classification when it is of this very text and language. */
export function classOf(text: string, lang: QuestionLang, known?: ClassifiedQuestion | null): QuestionClass {
  return known && known.text === text && known.lang === lang ? known.class : classifyQuestion(text, lang);
}

function classify(text: string, lang: QuestionLang): QuestionClass {
  const folded = foldQuestion(text);
  const questionLang = detectLang(folded, lang);
  const sensitivity = detectSensitivity(folded, modelQuestion(text, folded, questionLang));
  return {
    handling: handlingClass(sensitivity),
    sensitivity,
    topic: detectTopic(folded, sensitivity),
    subject: extractSubject(text, questionLang),
  };
}

import { detectLang, foldQuestion, type QuestionLang } from './normalize';
import { detectSensitivity, type Sensitivity } from './sensitivity';
import { extractSubject } from './subject';
import { detectTopic, type QuestionTopic } from './topic';

export interface QuestionClass {
  sensitivity: Sensitivity | null;
  topic: QuestionTopic;
  /** What the question is about, in the customer's words, or null when nothing can be cut out safely. */
  subject: string | null;
}

const RECENT = 16;
const recent = new Map<string, QuestionClass>();

/**
 * Reads a customer's question before anything is charged: is it one the site must not answer as
 * asked, what is it about, and what is its subject. `lang` is the page's language; the question's
 * own words decide when they clearly say otherwise.
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

function classify(text: string, lang: QuestionLang): QuestionClass {
  const folded = foldQuestion(text);
  const questionLang = detectLang(folded, lang);
  const sensitivity = detectSensitivity(folded, questionLang);
  return {
    sensitivity,
    topic: detectTopic(folded, sensitivity),
    subject: extractSubject(text, questionLang),
  };
}

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

/**
 * Reads a customer's question before anything is charged: is it one the site must not answer as
 * asked, what is it about, and what is its subject. `lang` is the page's language; the question's
 * own words decide when they clearly say otherwise.
 */
export function classifyQuestion(text: string, lang: QuestionLang = 'fr'): QuestionClass {
  const folded = foldQuestion(text);
  const questionLang = detectLang(folded, lang);
  const sensitivity = detectSensitivity(folded, questionLang);
  return {
    sensitivity,
    topic: detectTopic(folded, sensitivity),
    subject: extractSubject(text, questionLang),
  };
}

import { classifyQuestion } from '@arcanes/domain/questions/classify';
import { refusalMessage } from '@arcanes/domain/questions/refusal';
import { isRefused } from '@arcanes/domain/questions/sensitivity';

/**
 * The same judgement as the API's, made before anything is sent: a question the site refuses
 * (self-harm, health, death) gets its message, with the right help, and no request goes out.
 */
export function questionRefusal(question: string | undefined, lang: string): string | null {
  if (!question?.trim()) return null;
  const l = lang === 'en' ? 'en' : 'fr';
  const { sensitivity } = classifyQuestion(question, l);
  return isRefused(sensitivity) ? refusalMessage(sensitivity, l) : null;
}

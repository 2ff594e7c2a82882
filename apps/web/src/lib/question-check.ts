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

/** The API's codes for the same refusals (422), shown as help rather than as an error. */
export function isQuestionRefusal(code: string | undefined): boolean {
  return code === 'QUESTION_SELF_HARM' || code === 'QUESTION_MEDICAL' || code === 'QUESTION_DEATH';
}

export type HelpPart = { text: string } | { phone: string };

/** The message cut around the numbers to call (3114, 15, 112), so that each can be a tel: link. */
export function helpParts(message: string): HelpPart[] {
  return message
    .split(/(?<=^|[\s(])(3114|112|15)(?=[\s),.;:]|$)/)
    .filter((s) => s !== '')
    .map((s) => (/^(3114|112|15)$/.test(s) ? { phone: s } : { text: s }));
}

// The refusal codes and the help's phone numbers only: what the reading pages need before any
// question is typed. The classifier itself (its word lists) is in question-refusal.ts, with the
// forms that use it (decision 0253).

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

import { formatCents } from '@arcanes/domain/money/cents';
import { typeset } from '@arcanes/domain/writers/astrology-typography';
import type { Writer } from '@arcanes/contracts/readings';
import { texts } from '#api/lib/i18n.ts';
import type { SymbolicReading } from '#api/modules/readings/compute/computation.ts';

type Lang = 'fr' | 'en';

// The customer's messages come from the shared `answers` catalogue (decision 0241).

/**
 * The label the intuitive reading carries wherever it is shown (EU AI Act art. 50): it says what
 * wrote the text, a language model (named) or our rules.
 */
export function writerLabel(writer: Writer, lang: Lang): string {
  const t = texts(lang, 'answers');
  return writer.kind === 'ai'
    ? t('writer', { context: 'ai', replace: { model: writer.model ?? t('unknownModel') } })
    : t('writer', { context: 'rules' });
}

/** What will write a report still in the queue: the configured endpoint's model, or our rules. */
export function expectedWriter(ai: { provider: 'openai' | 'offline'; model: string }): Writer {
  return ai.provider === 'openai' ? { kind: 'ai', model: ai.model } : { kind: 'rules' };
}

/** The seed's fallbacks when a block is empty. */
export const EMPTY_HUMAN: Record<Lang, string> = {
  fr: texts('fr', 'answers')('emptyHuman'),
  en: texts('en', 'answers')('emptyHuman'),
};
export const EMPTY_AI: Record<Lang, string> = {
  fr: texts('fr', 'answers')('emptyAi'),
  en: texts('en', 'answers')('emptyAi'),
};

/** The symbolic reading as the seed's multi-line message_humain. */
export function symbolicText(s: SymbolicReading): string {
  return [s.title, ...s.sections.map((x) => `${x.heading}\n${x.body}`)].join('\n\n');
}

export function queuedHuman(lang: Lang, hours: number, summary: string[], email: string): string {
  const list = summary.map((l) => `• ${l}`).join('\n');
  // « heures » past one hour, as the sentence always said (i18next's plural would make 1.5 singular).
  return typeset(
    texts(lang, 'answers')('queued', {
      context: hours > 1 ? 'hours' : 'hour',
      replace: { email, hours, list },
    }),
    lang,
  );
}

export function queuedAi(lang: Lang, writer: Writer): string {
  return texts(lang, 'answers')('queuedAi', { context: writer.kind });
}

/** Shown in the history and the reading's page when it failed and the wallet was refunded. */
export function refundedMessage(lang: Lang, cents: number): string {
  return texts(lang, 'answers')('refunded', { replace: { amount: formatCents(cents, lang) } });
}

/** The seed's consultation `result`: both blocks in one text, the intuitive one under its AI label. */
export function consultationResult(lang: Lang, human: string, ai: string, writer: Writer): string {
  return `${human}\n\n— ${writerLabel(writer, lang)} —\n${ai}`;
}

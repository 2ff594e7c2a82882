import type { ReadingResponse } from '@arcanes/contracts/readings';
import { optionName } from '@arcanes/domain/catalogue/offers';
import { centsToEuros } from '@arcanes/domain/money/cents';
import { factsSummary } from '#api/interpreter/facts.ts';
import type { Computation } from '#api/modules/readings/compute/computation.ts';
import { aiMarking, type Writer } from '@arcanes/contracts/readings';
import {
  EMPTY_AI,
  EMPTY_HUMAN,
  queuedAi,
  queuedHuman,
  symbolicText,
  writerLabel,
} from '#api/modules/readings/writing/messages.ts';
import { writingPlainText, type StoredWriting } from './writing';
import { orderedFrom, type ReadingInputs } from '#api/modules/readings/request/inputs.ts';

/** Numerology options 2 and 3 also give `content`, the text shown as the answer (the description's field). */
function content(inputs: ReadingInputs, human: string, ai: string): Pick<ReadingResponse, 'content'> {
  if (inputs.domain !== 'numerologie' || (inputs.option !== 2 && inputs.option !== 3)) return {};
  return { content: `${human}\n\n${ai}` };
}

/** What a reading stores as its answer: the response, or the failure a retried request must see again. */
export type StoredAnswer = ReadingResponse | { error: 'READING_FAILED'; amount_cents: number };

function cards(c: Computation, lang: 'fr' | 'en'): Pick<ReadingResponse, 'cards'> {
  if (c.visual.kind !== 'tarot') return {};
  return {
    cards: c.visual.cards.map((d) => ({
      position: d.position,
      card_id: d.card.id,
      name: d.card.name[lang],
      reversed: d.reversed,
      spread_position: d.spreadPosition.name[lang],
    })),
  };
}

/** Option 1: both blocks on screen at once (the web adds its "thinking" pause). */
export function answeredAnswer(a: {
  readingId: string;
  inputs: ReadingInputs;
  computation: Computation;
  writing: StoredWriting;
  priceCents: number;
  walletCents: number;
}): ReadingResponse {
  const lang = a.inputs.lang;
  const human = symbolicText(a.computation.symbolic).trim() || EMPTY_HUMAN[lang];
  const ai = writingPlainText(a.writing).trim() || EMPTY_AI[lang];
  return {
    mail_sent: false,
    message_humain: human,
    message_ai: ai,
    ...content(a.inputs, human, ai),
    reading_id: a.readingId,
    status: 'answered',
    title: a.computation.symbolic.title,
    price_cents: a.priceCents,
    wallet: centsToEuros(a.walletCents),
    wallet_cents: a.walletCents,
    ai_generated: a.writing.writer.kind === 'ai',
    ai_label: writerLabel(a.writing.writer, lang),
    writer: a.writing.writer,
    ...aiMarking(a.writing.writer),
    paragraphs: a.writing.paragraphs,
    ...cards(a.computation, lang),
  };
}

/** Options 2–3: the report is on its way; a notice and what it rests on. */
export function queuedAnswer(a: {
  readingId: string;
  inputs: ReadingInputs;
  computation: Computation;
  priceCents: number;
  walletCents: number;
  email: string;
  hours: number;
  writer: Writer;
}): ReadingResponse {
  const lang = a.inputs.lang;
  const human = queuedHuman(lang, a.hours, factsSummary(a.computation.facts), a.email);
  const ai = queuedAi(lang, a.writer);
  return {
    mail_sent: true,
    message_humain: human,
    message_ai: ai,
    ...content(a.inputs, human, ai),
    reading_id: a.readingId,
    status: 'queued',
    title: optionName(orderedFrom(a.inputs), a.inputs.option, lang),
    price_cents: a.priceCents,
    wallet: centsToEuros(a.walletCents),
    wallet_cents: a.walletCents,
    ai_generated: a.writer.kind === 'ai',
    ai_label: writerLabel(a.writer, lang),
    writer: a.writer,
    ...aiMarking(a.writer),
    delivery_promise_hours: a.hours,
    ...cards(a.computation, lang),
  };
}

import type { Kysely } from 'kysely';
import { aiMarking, type ReadingDetailResponse } from '@arcanes/contracts/readings';
import { DOMAIN_NAMES, optionName } from '@arcanes/domain/catalogue/offers';
import type { Database, Reading } from '#api/db/schema.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { PageRequest } from '#api/lib/paging.ts';
import { myReviewsOf } from '#api/modules/reviews/reviews.service.ts';
import { factsSummary, type ReadingFacts } from '#api/interpreter/facts.ts';
import type { StoredAnswer } from '#api/modules/readings/writing/answers.ts';
import type { ReadingInputs } from '#api/modules/readings/request/inputs.ts';
import {
  EMPTY_AI,
  EMPTY_HUMAN,
  refundedMessage,
  symbolicText,
  writerLabel,
} from '#api/modules/readings/writing/messages.ts';
import type { SymbolicReading } from '#api/modules/readings/compute/computation.ts';
import {
  findPdf,
  findReading,
  hasPdf,
  listReadings,
  listWrittenReadings,
} from '#api/modules/readings/readings.repository.ts';
import { writingPlainText, type StoredWriting } from '#api/modules/readings/writing/writing.ts';

type Lang = 'fr' | 'en';
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** The seed's domain-choice history, newest first, one page at a time, with each reading's delivery state. */
export async function readingHistory(db: Kysely<Database>, userId: number, lang: Lang, page: PageRequest) {
  const { items, next_cursor } = await listReadings(db, userId, page);
  const reviews = await myReviewsOf(
    db,
    userId,
    items.map((r) => r.id),
  );
  const history = items.map((r) => {
    const inputs = r.inputs as unknown as Partial<ReadingInputs> & {
      period?: string | null;
      question?: string | null;
    };
    return {
      id: r.id,
      created_at: new Date(r.created_at).toISOString(),
      domaine: r.domain,
      option: r.option,
      period: inputs.period ?? null,
      question: inputs.question ?? null,
      status: r.status,
      mail_sent: r.sent_at !== null,
      price_cents: r.price_cents,
      // The delivery as the row shows it, so that a page of rows needs no request per row.
      queued_at: iso(r.queued_at),
      writing_at: iso(r.writing_at),
      sent_at: iso(r.sent_at),
      pdf_available: Boolean(r.pdf_available),
      status_message:
        r.status === 'refunded' || r.status === 'failed' ? refundedMessage(lang, r.price_cents) : null,
      review: reviews.get(r.id) ?? null,
    };
  });
  return { history, next_cursor };
}

/** How much of an answer the prompt list carries: its opening, cut at a word; the detail has the rest. */
export const RESPONSE_SUMMARY_CHARS = 280;

export function summarise(text: string, max = RESPONSE_SUMMARY_CHARS): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  const head = text.slice(0, max);
  const space = head.lastIndexOf(' ');
  return { text: `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`, cut: true };
}

/**
 * The seed's prompt history, as a customer should see it: for each written reading, the question (or
 * what was bought), the date, the service in words and the answer's opening, with what wrote it — the
 * whole answer is in the reading's detail (GET /api/user/readings/{id}). The system prompt, the facts'
 * JSON and internal ids stay in ai_calls, for administrators.
 */
export async function promptHistory(db: Kysely<Database>, userId: number, lang: Lang, page: PageRequest) {
  const { items, next_cursor } = await listWrittenReadings(db, userId, page);
  const history = items.map((r) => {
    const inputs = r.inputs as unknown as ReadingInputs;
    const service = `${DOMAIN_NAMES[r.domain][lang]} — ${optionName(r.domain, inputs.option, lang)}`;
    const question = inputs.question ?? null;
    const opening = r.first_paragraph === null ? null : summarise(r.first_paragraph);
    return {
      reading_id: r.id,
      service,
      date: new Date(r.created_at).toISOString(),
      prompt: question ?? optionName(r.domain, inputs.option, lang),
      question,
      response: opening?.text ?? null,
      response_complete: opening !== null && !opening.cut && Number(r.paragraph_count) <= 1,
      writer: r.writer,
      writer_label: writerLabel(r.writer, lang),
      status: 'ok' as const,
    };
  });
  return { history, next_cursor };
}

/** A reading of the caller's (an administrator may read any); another person's is "not found". */
async function owned(db: Kysely<Database>, user: { id: number; role: string }, id: string): Promise<Reading> {
  const reading = await findReading(db, id);
  if (!reading || (reading.user_id !== user.id && user.role !== 'admin')) throw new AppError('NOT_FOUND');
  return reading;
}

function blocks(r: Reading, lang: Lang): { human: string; ai: string } {
  const answer = r.answer as unknown as StoredAnswer | null;
  if (r.status === 'refunded' || r.status === 'failed')
    return { human: refundedMessage(lang, r.price_cents), ai: EMPTY_AI[lang] };
  const writing = r.ai_writing as unknown as StoredWriting | null;
  if (r.status === 'sent' && r.symbolic)
    return {
      human: symbolicText(r.symbolic as unknown as SymbolicReading),
      ai: writing ? writingPlainText(writing) : (r.ai_text ?? EMPTY_AI[lang]),
    };
  if (answer && !('error' in answer)) return { human: answer.message_humain, ai: answer.message_ai };
  return { human: EMPTY_HUMAN[lang], ai: EMPTY_AI[lang] };
}

export async function readingDetail(
  db: Kysely<Database>,
  user: { id: number; role: string },
  id: string,
  lang: Lang,
  promiseHours: number,
): Promise<ReadingDetailResponse> {
  const r = await owned(db, user, id);
  const inputs = r.inputs as unknown as ReadingInputs;
  const { human, ai } = blocks(r, r.lang);
  const writing = r.ai_writing as unknown as StoredWriting | null;
  const failed = r.status === 'refunded' || r.status === 'failed';
  return {
    id: r.id,
    domaine: r.domain,
    option: r.option,
    lang: r.lang,
    title:
      (r.symbolic as unknown as SymbolicReading | null)?.title ?? optionName(r.domain, inputs.option, r.lang),
    status: r.status,
    status_message: failed ? refundedMessage(lang, r.price_cents) : null,
    price_cents: r.price_cents,
    mail_sent: r.sent_at !== null,
    created_at: new Date(r.created_at).toISOString(),
    queued_at: iso(r.queued_at),
    writing_at: iso(r.writing_at),
    sent_at: iso(r.sent_at),
    failed_at: iso(r.failed_at),
    refunded_at: iso(r.refunded_at),
    message_humain: human,
    message_ai: ai,
    ai_generated: writing?.writer.kind === 'ai',
    ai_label: writing ? writerLabel(writing.writer, r.lang) : '',
    writer: writing?.writer ?? null,
    ...(writing ? aiMarking(writing.writer) : { written_by: null, digital_source_type: null }),
    paragraphs: failed ? [] : (writing?.paragraphs ?? []),
    facts_summary: r.facts ? factsSummary(r.facts as unknown as ReadingFacts) : [],
    pdf_available: await hasPdf(db, r.id),
    delivery_promise_hours: promiseHours,
  };
}

export async function readingPdf(db: Kysely<Database>, user: { id: number; role: string }, id: string) {
  const r = await owned(db, user, id);
  const pdf = await findPdf(db, r.id);
  if (!pdf) throw new AppError('NOT_FOUND');
  return {
    bytes: Buffer.from(pdf.pdf),
    filename: `arcanes-${r.domain}-${new Date(r.created_at).toISOString().slice(0, 10)}.pdf`,
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { optionName } from '@arcanes/domain/catalogue/offers';
import type { Config } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import { factsSummary, type ReadingFacts } from '#api/interpreter/facts.ts';
import type { Interpreter } from '#api/interpreter/interpreter-types.ts';
import type { Queue } from '#api/jobs/queue.ts';
import type { Mailer } from '#api/mail/mailer.ts';
import { renderReadingPdf } from '#api/pdf/reading-pdf.ts';
import { computeReading } from '#api/modules/readings/compute/compute.ts';
import { interpretRecorded } from '#api/modules/readings/writing/interpret.ts';
import { orderedFrom, type ReadingInputs } from '#api/modules/readings/request/inputs.ts';
import { orderAcceptanceOf } from '#api/modules/orders/orders.service.ts';
import { refundMail, reportMail } from './mail';
import { failAndRefund } from './refund';
import { storedWriting, type StoredWriting } from '#api/modules/readings/writing/writing.ts';
import { buildReportModel } from './report';
import {
  findPdf,
  findReading,
  savePdf,
  updateReading,
  userContact,
} from '#api/modules/readings/readings.repository.ts';

export interface DeliveryDeps {
  db: Kysely<Database>;
  queue: Queue;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
  interpreter: Interpreter;
}

/** The report could not be written: retrying will not help, the person is refunded now. */
class ContentFailure extends Error {}

const SERVICE = { astrologie: 'astrology', numerologie: 'numerology', tarot: 'tarot' } as const;

type StoredReading = NonNullable<Awaited<ReturnType<typeof findReading>>>;

/** What the e-mail says of the report, beside the PDF. */
interface WrittenReport {
  pdf: Buffer;
  title: string | null;
  summary: string[];
  writer: StoredWriting['writer'];
}

/**
 * Writes the report once: symbolic and intuitive texts, then the PDF (kept; a rerun reuses it). The
 * reading is computed once, with its forecast, and what the e-mail needs comes from that computation
 * (or, on a rerun that finds the PDF, from the row it stored): never a second computation.
 */
async function writeReport(deps: DeliveryDeps, reading: StoredReading): Promise<WrittenReport> {
  const written = reading.ai_writing as unknown as StoredWriting | null;
  const stored = await findPdf(deps.db, reading.id);
  if (stored)
    return {
      pdf: Buffer.from(stored.pdf),
      title: (reading.symbolic as { title?: string } | null)?.title ?? null,
      summary: factsSummary(reading.facts as unknown as ReadingFacts),
      writer: written?.writer ?? { kind: 'rules' },
    };
  const inputs = reading.inputs as unknown as ReadingInputs;
  const computation = computeReading(inputs, { forecast: true });
  let writing = written;
  let title = (reading.symbolic as { title?: string } | null)?.title ?? null;
  if (!writing) {
    const outcome = await interpretRecorded(
      deps.db,
      deps.interpreter,
      {
        readingId: reading.id,
        userId: reading.user_id,
        service: `${SERVICE[orderedFrom(inputs)]}/option${inputs.option}`,
      },
      { lang: inputs.lang, facts: computation.facts, length: 'long' },
    );
    if (!outcome.ok) throw new ContentFailure(`${outcome.error.kind}: ${outcome.error.message}`);
    writing = storedWriting(outcome.result, computation.facts);
    await updateReading(deps.db, reading.id, ['writing'], {
      facts: computation.facts,
      symbolic: computation.symbolic,
      ai_text: outcome.result.text,
      ai_writing: writing,
    });
    title = computation.symbolic.title ?? null;
  }
  let pdf: { bytes: Buffer; pages: number };
  try {
    pdf = await renderReadingPdf(
      buildReportModel({
        readingId: reading.id,
        createdAt: new Date(reading.created_at),
        inputs,
        computation,
        writing,
        config: deps.config,
      }),
    );
  } catch (error) {
    throw new ContentFailure(`pdf: ${(error as Error).message}`);
  }
  await savePdf(deps.db, reading.id, pdf.bytes, pdf.pages);
  return { pdf: pdf.bytes, title, summary: factsSummary(computation.facts), writer: writing.writer };
}

export async function refundAndTell(deps: DeliveryDeps, readingId: string, error: string) {
  deps.log.error({ readingId, error }, 'reading delivery failed; refunding');
  if (!(await failAndRefund(deps.db, deps.queue, readingId, error))) return;
  const reading = await findReading(deps.db, readingId);
  const contact = reading?.user_id ? await userContact(deps.db, reading.user_id) : undefined;
  if (!reading || !contact || contact.deleted_at) return;
  const inputs = reading.inputs as unknown as ReadingInputs;
  try {
    await deps.mailer.send(
      refundMail({
        lang: inputs.lang,
        to: contact.email,
        firstName: inputs.first_name,
        readingId,
        optionTitle: optionName(orderedFrom(inputs), inputs.option, inputs.lang),
        cents: reading.price_cents,
        publicUrl: deps.config.publicUrl,
      }),
    );
  } catch (mailError) {
    // The refund is what matters; the reading's page and history say it too.
    deps.log.warn({ err: mailError, readingId }, 'refund notice not sent');
  }
}

/**
 * The delivery job's work, safe to run twice: queued → writing → (report written, PDF stored) →
 * e-mailed once → sent. A report that cannot be written is refunded at once; a mail server that
 * is down makes the job retry with backoff, and only the last attempt's failure refunds.
 */
export async function deliverReading(
  deps: DeliveryDeps,
  readingId: string,
  attempt: { retryCount: number; retryLimit: number },
): Promise<void> {
  const reading = await findReading(deps.db, readingId);
  if (!reading || reading.sent_at || ['sent', 'refunded', 'answered'].includes(reading.status)) return;
  if (reading.status === 'failed') return refundAndTell(deps, readingId, reading.error ?? 'failed');
  const last = attempt.retryCount >= attempt.retryLimit;
  try {
    // The guarded step that decides against a withdrawal (decision 0351): a reading the customer
    // withdrew from while this job waited is no longer queued, and is never written.
    const started = await updateReading(deps.db, readingId, ['queued', 'writing'], {
      status: 'writing',
      stamp: 'writing_at',
    });
    if (!started) return;
    const report = await writeReport(deps, reading);
    const contact = reading.user_id ? await userContact(deps.db, reading.user_id) : undefined;
    if (!contact || contact.deleted_at) throw new ContentFailure('account deleted before delivery');
    const inputs = reading.inputs as unknown as ReadingInputs;
    const accepted = await orderAcceptanceOf(deps.db, readingId);
    const sent = await deps.mailer.send(
      reportMail({
        lang: inputs.lang,
        to: contact.email,
        firstName: inputs.first_name,
        readingId,
        title: report.title ?? optionName(orderedFrom(inputs), inputs.option, inputs.lang),
        optionTitle: optionName(orderedFrom(inputs), inputs.option, inputs.lang),
        summary: report.summary,
        writer: report.writer,
        pdf: report.pdf,
        accountUrl: `${deps.config.publicUrl}/user/history`,
        publicUrl: deps.config.publicUrl,
        filename: `arcanes-${inputs.domain}-${reading.created_at.toISOString().slice(0, 10)}.pdf`,
        waiver: accepted
          ? {
              at: new Date(accepted.accepted_at),
              version: accepted.terms_version ?? accepted.text_version,
            }
          : null,
      }),
    );
    await updateReading(deps.db, readingId, ['writing'], {
      status: 'sent',
      stamp: 'sent_at',
      mail_message_id: sent.messageId,
    });
  } catch (error) {
    if (error instanceof ContentFailure) return refundAndTell(deps, readingId, error.message);
    if (last) return refundAndTell(deps, readingId, `delivery: ${(error as Error).message}`.slice(0, 1000));
    throw error;
  }
}

import type { Kysely } from 'kysely';
import { DOMAIN_NAMES, optionName } from '@arcanes/domain/catalogue/offers';
import type { Config } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import { inTransaction, type Db } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { Queue } from '#api/jobs/queue.ts';
import { readingWithdrawalAck } from '#api/jobs/reading-withdrawal-ack.address.ts';
import type { Lang } from '#api/lib/lang.ts';
import type { Mailer } from '#api/mail/mailer.ts';
import { audit } from '#api/modules/audit/audit.service.ts';
import { creditReadingInvoices } from '#api/modules/invoices/invoices.service.ts';
import { orderedFrom, type ReadingInputs } from '#api/modules/readings/request/inputs.ts';
import {
  findReading,
  listQueuedReadings,
  markReadingWithdrawn,
  userContact,
} from '#api/modules/readings/readings.repository.ts';
import { getBalance, refund } from '#api/modules/wallet/wallet.service.ts';
import { composeReadingWithdrawalAck } from './reading-withdrawal.mail';
import { sellerOf } from '#api/mail/layout.ts';

/** The key of a reading's refund: the same for a failure and a withdrawal, so it happens once at most. */
export const readingRefundKey = (readingId: string) => `refund:reading:${readingId}`;

/** « Numérologie — Prévision à court terme ». */
function titleOf(inputs: ReadingInputs, option: number, lang: Lang) {
  const domain = orderedFrom(inputs);
  return `${DOMAIN_NAMES[domain][lang]} — ${optionName(domain, option, lang)}`;
}

/** The PDF readings of the account that can still be withdrawn from: ordered, not yet being written. */
export async function withdrawableReadings(db: Db, userId: number, lang: Lang) {
  return (await listQueuedReadings(db, userId)).map((r) => ({
    reading_id: r.id,
    title: titleOf(r.inputs as unknown as ReadingInputs, r.option, lang),
    price_cents: r.price_cents,
    ordered_at: new Date(r.created_at).toISOString(),
  }));
}

/**
 * The customer withdraws from a PDF reading before its writing started (decision 0351): the reading
 * becomes refunded and is never written, its price goes back to the funds it was paid from (the same
 * ledger key as a failed delivery's refund: once, whatever happens), and the acknowledgement is
 * e-mailed to `to`. Against the delivery job, one guarded statement decides: a reading the job moved
 * to « writing » is refused (READING_WITHDRAWAL_TOO_LATE), and a reading withdrawn is skipped by the
 * job. A repeat answers with the first withdrawal, `applied: false`.
 */
export async function withdrawFromReading(
  deps: { db: Kysely<Database>; queue: Queue },
  userId: number,
  readingId: string,
  o: { lang: Lang; to?: string; ip?: string | null },
) {
  return inTransaction(deps.db, async (trx) => {
    const reading = await findReading(trx, readingId, { forUpdate: true });
    if (!reading || reading.user_id !== userId) throw new AppError('NOT_FOUND');
    if (reading.withdrawn_at)
      return {
        applied: false,
        refundedCents: reading.price_cents,
        withdrawnAt: new Date(reading.withdrawn_at),
        balanceCents: await getBalance(trx, userId),
      };
    if (reading.status !== 'queued') throw new AppError('READING_WITHDRAWAL_TOO_LATE');
    const withdrawnAt = await markReadingWithdrawn(trx, readingId);
    if (!withdrawnAt) throw new AppError('READING_WITHDRAWAL_TOO_LATE');
    const moved = await refund(trx, {
      userId,
      cents: reading.price_cents,
      key: readingRefundKey(readingId),
      readingId,
      reason: 'reading withdrawn',
    });
    // Its invoices (multi-purpose voucher, decision 0345) are undone by credit notes, same transaction.
    if (moved.multiPurposeCents > 0) await creditReadingInvoices(trx, readingId);
    await audit(trx, {
      actorId: userId,
      action: 'reading.withdrawn',
      target: `reading:${readingId}`,
      details: { price_cents: reading.price_cents, refund_applied: moved.applied },
      ip: o.ip ?? null,
    });
    const contact = await userContact(trx, userId);
    await deps.queue.send(
      readingWithdrawalAck,
      { readingId, to: o.to ?? contact?.email ?? '', firstName: contact?.first_name ?? '' },
      { trx, singletonKey: `reading-withdrawal-ack-${readingId}` },
    );
    return {
      applied: true,
      refundedCents: reading.price_cents,
      withdrawnAt,
      balanceCents: moved.balanceCents,
    };
  });
}

/** The acknowledgement of a reading's withdrawal, on a durable medium; a retry sends the same Message-ID. */
export async function sendReadingWithdrawalAck(
  deps: { db: Kysely<Database>; mailer: Mailer; config: Config },
  p: { readingId: string; to: string; firstName: string },
) {
  const reading = await findReading(deps.db, p.readingId);
  if (!reading?.withdrawn_at || !p.to) return;
  const inputs = reading.inputs as unknown as ReadingInputs;
  const lang = reading.lang;
  const mail = composeReadingWithdrawalAck(
    {
      title: titleOf(inputs, reading.option, lang),
      priceCents: reading.price_cents,
      orderedAt: new Date(reading.created_at),
      withdrawnAt: new Date(reading.withdrawn_at),
      firstName: p.firstName,
    },
    lang,
    sellerOf(deps.config),
    deps.config.publicUrl,
  );
  await deps.mailer.send({
    to: p.to,
    ...mail,
    messageId: `<reading-withdrawal-${reading.id}@arcanes>`,
  });
}

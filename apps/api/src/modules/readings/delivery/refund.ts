import type { Transaction } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { inTransaction, type Db } from '#api/db/tx.ts';
import type { Queue } from '#api/jobs/queue.ts';
import { refund } from '#api/modules/wallet/wallet.service.ts';
import { creditReadingInvoices } from '#api/modules/invoices/invoices.service.ts';
import { settleErasedWallet } from '#api/modules/withdrawals/withdrawals.service.ts';
import {
  findReading,
  listUndeliveredReadings,
  updateReading,
  userContact,
} from '#api/modules/readings/readings.repository.ts';

/**
 * A reading the person will not get is marked failed, its price goes back to the funds it was paid
 * from (ledger entry keyed by the reading, so it happens once however often this runs), and it is
 * marked refunded — all in one transaction. Should its account be erased, the money does not stay in
 * a wallet nobody can reach: it goes on, the same transaction, to the payments it came from (offered
 * credit ends). Returns false when there was nothing to do (already delivered or refunded).
 */
export async function failAndRefund(
  db: Db,
  queue: Queue,
  readingId: string,
  error: string,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const reading = await findReading(trx, readingId, { forUpdate: true });
    if (!reading || ['answered', 'sent', 'refunded'].includes(reading.status)) return false;
    await updateReading(trx, readingId, ['pending', 'queued', 'writing', 'failed'], {
      status: 'failed',
      error: error.slice(0, 1000),
      stamp: 'failed_at',
    });
    if (reading.user_id !== null) {
      const back = await refund(trx, {
        userId: reading.user_id,
        cents: reading.price_cents,
        key: `refund:reading:${readingId}`,
        readingId,
        reason: 'reading failed',
      });
      // Its invoices (multi-purpose voucher, decision 0345) are undone by credit notes, same transaction.
      if (back.multiPurposeCents > 0) await creditReadingInvoices(trx, readingId);
      await payOutIfErased(trx, queue, reading.user_id, readingId);
    }
    await updateReading(trx, readingId, ['failed'], { status: 'refunded', stamp: 'refunded_at' });
    return true;
  });
}

async function payOutIfErased(trx: Transaction<Database>, queue: Queue, userId: number, readingId: string) {
  const contact = await userContact(trx, userId);
  if (!contact?.deleted_at) return;
  // The erased account's address is gone: the acknowledgement has nowhere to go but the log.
  await settleErasedWallet(
    trx,
    queue,
    { id: userId, email: contact.email, first_name: '' },
    { cause: 'reading', key: `reading:${readingId}` },
  );
}

/**
 * At erasure, in its transaction: every reading still to be answered or delivered is cancelled and
 * its price given back to its funds, so that the erasure refunds it with the rest (decision 0265).
 */
export async function cancelUndeliveredReadings(trx: Transaction<Database>, queue: Queue, userId: number) {
  const cancelled: string[] = [];
  for (const r of await listUndeliveredReadings(trx, userId)) {
    if (await failAndRefund(trx, queue, r.id, 'account erased before delivery')) cancelled.push(r.id);
  }
  return cancelled;
}

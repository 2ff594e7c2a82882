import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { inTransaction } from '#api/db/tx.ts';
import { refund } from '#api/modules/wallet/wallet.service.ts';
import { findReading, updateReading } from '#api/modules/readings/readings.repository.ts';

/**
 * A reading the person will not get is marked failed, its price goes back to the wallet (ledger entry
 * keyed by the reading, so it happens once however often this runs), and it is marked refunded — all
 * in one transaction. Returns false when there was nothing to do (already delivered or refunded).
 */
export async function failAndRefund(
  db: Kysely<Database>,
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
      await refund(trx, {
        userId: reading.user_id,
        cents: reading.price_cents,
        key: `refund:reading:${readingId}`,
        readingId,
        reason: 'reading failed',
      });
    }
    await updateReading(trx, readingId, ['failed'], { status: 'refunded', stamp: 'refunded_at' });
    return true;
  });
}

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import { texts } from '#api/lib/i18n.ts';
import { refundThroughProvider } from '#api/modules/payments/provider-refund.service.ts';
import {
  findWithdrawal,
  markWithdrawalRefunded,
  paymentOf,
  recordWithdrawalError,
} from './withdrawals.repository';

/**
 * Calls the provider for a pending withdrawal and records its refund reference, once. Safe to run
 * twice, concurrently: the provider sees the same idempotency key, and only one call records it.
 */
/** The note the payment provider shows beside the refund, in the withdrawal's language. */
export function refundNote(lang: 'fr' | 'en'): string {
  return texts(lang, 'answers')('refundNote');
}

export async function executeRefund(
  deps: { db: Kysely<Database>; config: Config; log: FastifyBaseLogger },
  withdrawalId: string,
) {
  const w = await findWithdrawal(deps.db, withdrawalId);
  if (!w || w.status === 'refunded') return w ?? null;
  const payment = await paymentOf(deps.db, w.payment_id);
  try {
    const reference = await refundThroughProvider(deps.config, payment, {
      amountCents: w.amount_cents,
      key: w.id,
      note: refundNote(w.lang),
    });
    await markWithdrawalRefunded(deps.db, w.id, reference);
    deps.log.info(
      { withdrawalId: w.id, paymentId: payment.id, cents: w.amount_cents, reference },
      'withdrawal refunded',
    );
  } catch (error) {
    await recordWithdrawalError(deps.db, w.id, (error as Error).message ?? String(error));
    throw error;
  }
  return (await findWithdrawal(deps.db, withdrawalId)) ?? null;
}

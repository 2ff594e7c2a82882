import type { Transaction } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { inTransaction, type Db } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import { accountErasedJob } from '#api/jobs/account-erased.job.ts';
import type { Queue } from '#api/jobs/queue.ts';
import type { Lang } from '#api/lib/lang.ts';
import { audit } from '#api/modules/audit/audit.service.ts';
import { anonymiseConsents } from '#api/modules/consent/consent.service.ts';
import { eraseReviewsOf } from '#api/modules/reviews/reviews.service.ts';
import { cancelUndeliveredReadings } from '#api/modules/readings/readings.service.ts';
import { settleErasedWallet } from '#api/modules/withdrawals/withdrawals.service.ts';
import { findUserById, updateUserRow } from './accounts.repository';
import { eraseUserContent, lastLang } from './gdpr.repository';
import { revokeAllSessions } from './sessions.service';

/**
 * Erasure (GDPR Art. 17), by the person or an administrator. The row stays so that payments and
 * ledger entries (kept ten years for accounting, Code de commerce L123-22) still point somewhere, but
 * it no longer identifies anyone: names, e-mail, birth data, address and password are replaced, the
 * sessions end, reading contents and AI exchanges go; consents keep their choices as proof. The audit
 * log is append-only and stays (security record). Running it twice changes nothing more.
 * No balance is kept: readings not yet delivered are cancelled and refunded, then what was paid and
 * not used goes back through the providers that took it, in the same transaction (withdrawals
 * module), and offered credit ends; the person is e-mailed an acknowledgement of each refund. The person
 * is also told the account is deleted (at the address it had), in `deps.lang` when they asked for
 * it themselves, else in the language of their latest payment or reading.
 */
export async function eraseUser(
  db: Db,
  userId: number,
  actor: { id: number | null; label?: string | null; ip?: string | null },
  deps: { queue: Queue; lang?: Lang },
): Promise<void> {
  const run = async (trx: Transaction<Database>) => {
    const user = await findUserById(trx, userId);
    if (!user) throw new AppError('NOT_FOUND');
    if (user.deleted_at) return;
    // Readings not yet delivered are cancelled and refunded to their funds; then the whole wallet
    // goes: paid funds back through their payments, offered credit ended (decision 0265).
    const cancelled = await cancelUndeliveredReadings(trx, deps.queue, userId);
    const refund = await settleErasedWallet(trx, deps.queue, user, {
      cause: 'erasure',
      key: `erasure:${userId}`,
      lang: deps.lang,
    });
    await deps.queue.send(
      accountErasedJob,
      {
        to: user.email,
        firstName: user.first_name || user.username,
        lang: deps.lang ?? (await lastLang(trx, userId)),
        erasedAt: new Date().toISOString(),
        refund: refund.refundedCents > 0,
      },
      { trx },
    );
    await eraseUserContent(trx, userId, user.email);
    // A review, published or not, names its author and speaks for them: it goes.
    await eraseReviewsOf(trx, userId);
    await updateUserRow(trx, userId, {
      // '#' is refused by the username and e-mail rules, so no one can register these.
      username: `#deleted-${userId}`,
      email: `#deleted-${userId}@erased.invalid`,
      prior_email: null,
      first_name: '',
      last_name: '',
      password_hash: '!erased',
      sexe: null,
      birth_date: null,
      birth_time: null,
      birth_place_id: null,
      birth_place_label: null,
      birth_lat: null,
      birth_lon: null,
      birth_zone: null,
      last_ip: null,
      last_seen_at: null,
      role: 'user',
      deleted_at: new Date(),
    });
    await revokeAllSessions(trx, userId);
    await anonymiseConsents(trx, userId);
    await audit(trx, {
      actorId: actor.id,
      actorLabel: actor.label ?? null,
      action: 'user.erased',
      target: `user:${userId}`,
      details: {
        by: actor.id === userId ? 'owner' : 'administrator',
        refunded_cents: refund.refundedCents,
        forfeited_cents: refund.forfeitedCents,
        cancelled_readings: cancelled,
      },
      ip: actor.ip ?? null,
    });
  };
  await inTransaction(db, run);
}

import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { inTransaction } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { Queue } from '#api/jobs/queue.ts';
import { passwordResetEmailJob } from '#api/jobs/password-reset-email.job.ts';
import { audit } from '#api/modules/audit/audit.service.ts';
import { notifyAccount } from './account-notices.service';
import { findActiveUserByEmail, updateUserRow } from './accounts.repository';
import { countResetsSince, insertReset, useAllResets, useReset } from './password-reset.repository';
import { hashNewPassword } from './passwords.service';
import { hashToken, newToken, revokeAllSessions } from './sessions.service';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** More requests than this in an hour for one account send nothing more (no mail-bombing). */
export const RESETS_PER_HOUR = 3;

/**
 * Forgot password: when a live account has this e-mail, stores a single-use token (its SHA-256 only)
 * valid one hour and enqueues the e-mail in the same transaction. The caller answers the same thing
 * whether or not the account exists.
 */
export async function requestPasswordReset(
  deps: { db: Kysely<Database>; queue: Queue },
  input: { email: string; lang: 'fr' | 'en'; ip: string | null },
): Promise<void> {
  const user = await findActiveUserByEmail(deps.db, input.email);
  if (!user) return;
  const recent = await countResetsSince(deps.db, user.id, new Date(Date.now() - 60 * 60_000));
  if (recent >= RESETS_PER_HOUR) {
    await audit(deps.db, {
      actorId: null,
      action: 'password.reset_throttled',
      target: `user:${user.id}`,
      ip: input.ip,
    });
    return;
  }
  // No usable token yet: the e-mail job makes it when it writes the link, so none waits in the queue.
  const { hash } = newToken();
  await inTransaction(deps.db, async (trx) => {
    const reset = await insertReset(trx, {
      token_hash: hash,
      user_id: user.id,
      expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    await deps.queue.send(
      passwordResetEmailJob,
      { resetId: reset.id, lang: input.lang },
      { trx, singletonKey: `password-reset-${reset.id}` },
    );
    await audit(trx, {
      actorId: null,
      action: 'password.reset_requested',
      target: `user:${user.id}`,
      details: { reset_id: reset.id },
      ip: input.ip,
    });
  });
}

/**
 * Uses a reset token once: the conditional update marks it used only if it was unused and unexpired,
 * so two concurrent uses cannot both succeed. Sets the new password and ends every session.
 */
export async function resetPassword(
  db: Kysely<Database>,
  input: { token: string; password: string; ip: string | null },
  /** Tells the owner by e-mail that the password was reset. */
  notice?: { queue: Queue; lang: 'fr' | 'en' },
): Promise<void> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(input.token)) throw new AppError('RESET_FAILED');
  const passwordHash = await hashNewPassword(input.password);
  await inTransaction(db, async (trx) => {
    const used = await useReset(trx, hashToken(input.token));
    if (!used) throw new AppError('RESET_FAILED');
    await updateUserRow(trx, used.user_id, { password_hash: passwordHash });
    // Other links sent earlier stop working too.
    await useAllResets(trx, used.user_id);
    await revokeAllSessions(trx, used.user_id);
    await audit(trx, {
      actorId: used.user_id,
      action: 'password.reset_done',
      target: `user:${used.user_id}`,
      details: { reset_id: used.id },
      ip: input.ip,
    });
    if (notice)
      await notifyAccount(
        { queue: notice.queue, trx },
        { userId: used.user_id, kind: 'password_reset', lang: notice.lang },
      );
  });
}

import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { inTransaction, type Db } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { Queue } from '#api/jobs/queue.ts';
import { emailVerificationJob } from '#api/jobs/email-verification.job.ts';
import { audit } from '#api/modules/audit/audit.service.ts';
import { notifyAccount } from './account-notices.service';
import {
  countVerificationsSince,
  findVerificationState,
  insertVerification,
  markEmailVerified,
  useVerification,
} from './email-verification.repository';
import { hashToken, newToken } from './sessions.service';

type Lang = 'fr' | 'en';

export const VERIFY_TOKEN_TTL_MS = 7 * 24 * 3_600_000;
/** More asks than this in an hour for one account send nothing more (no mail-bombing). */
export const VERIFICATIONS_PER_HOUR = 3;

/**
 * Sends a confirmation link to the account's current address: a row whose hash matches no token yet
 * (the job makes the token when it writes the mail), and the job, in the caller's transaction if any.
 */
export async function startVerification(
  deps: { db: Db; queue: Queue },
  user: { id: number; email: string },
  lang: Lang,
): Promise<void> {
  const id = await insertVerification(deps.db, {
    user_id: user.id,
    email: user.email,
    token_hash: newToken().hash,
    expires_at: new Date(Date.now() + VERIFY_TOKEN_TTL_MS),
  });
  await deps.queue.send(
    emailVerificationJob,
    { verificationId: id, lang },
    { trx: deps.db, singletonKey: `email-verification-${id}` },
  );
}

/**
 * Opens a link once: it verifies the account only if the address it was sent to is still the
 * account's address; the conditional update makes two concurrent uses count once.
 */
export async function verifyEmail(db: Kysely<Database>, token: string): Promise<void> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError('EMAIL_VERIFY_FAILED');
  await inTransaction(db, async (trx) => {
    const used = await useVerification(trx, hashToken(token));
    if (!used) throw new AppError('EMAIL_VERIFY_FAILED');
    if (!(await markEmailVerified(trx, used.user_id, used.email))) throw new AppError('EMAIL_VERIFY_FAILED');
    await audit(trx, {
      actorId: used.user_id,
      action: 'user.email_verified',
      target: `user:${used.user_id}`,
      details: { verification_id: used.id },
    });
  });
}

/** "Send the link again" from the profile: nothing when already verified or asked too often. */
export async function resendVerification(
  deps: { db: Kysely<Database>; queue: Queue },
  userId: number,
  lang: Lang,
): Promise<void> {
  const user = await findVerificationState(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (user.email_verified_at) return;
  const recent = await countVerificationsSince(deps.db, userId, new Date(Date.now() - 3_600_000));
  if (recent >= VERIFICATIONS_PER_HOUR) return;
  await inTransaction(deps.db, (trx) => startVerification({ db: trx, queue: deps.queue }, user, lang));
}

/**
 * After an address change (the profile or an administrator): the new address gets a link, the old one
 * is told which address replaced it, in one transaction.
 */
export async function emailChanged(
  deps: { db: Kysely<Database>; queue: Queue },
  user: { id: number; email: string },
  oldEmail: string,
  lang: Lang,
): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    await startVerification({ db: trx, queue: deps.queue }, user, lang);
    await notifyAccount(
      { queue: deps.queue, trx },
      { userId: user.id, kind: 'email_changed', lang, to: oldEmail, detail: user.email },
    );
  });
}

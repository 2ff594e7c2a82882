import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import {
  findNoticeRecipient,
  findVerificationToMail,
  markVerificationMailed,
  setVerificationHash,
} from './email-verification.repository';
import { findResetToMail, markResetMailed, setResetHash } from './password-reset.repository';
import { newToken } from './sessions.service';

// What the account e-mail jobs read and write (jobs/email-verification.job.ts, account-notice.job.ts,
// password-reset-email.job.ts).
export { findNoticeRecipient, markVerificationMailed, markResetMailed };

/** A fresh token for a link still to mail, with its address and greeting; null when there is none. */
export async function armVerification(db: Kysely<Database>, id: number) {
  const row = await findVerificationToMail(db, id);
  if (!row || row.mailed_at || row.used_at || row.deleted_at || row.email !== row.current) return null;
  if (new Date(row.expires_at) <= new Date()) return null;
  const { token, hash } = newToken();
  if (!(await setVerificationHash(db, id, hash))) return null;
  return { token, email: row.email, name: row.first_name || row.username };
}

/**
 * A fresh token for a password-reset link still to mail, with its address and greeting; null when the
 * link was already mailed, used or expired, or the account is gone. A link from an interrupted earlier
 * attempt stops working (its hash is replaced).
 */
export async function armPasswordReset(db: Kysely<Database>, resetId: number) {
  const row = await findResetToMail(db, resetId);
  if (!row || row.mailed_at || row.used_at || row.deleted_at || new Date(row.expires_at) <= new Date())
    return null;
  const { token, hash } = newToken();
  if (!(await setResetHash(db, resetId, hash))) return null;
  return { token, email: row.email, name: row.first_name || row.username };
}

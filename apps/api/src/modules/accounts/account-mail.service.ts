import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import {
  findNoticeRecipient,
  findVerificationToMail,
  markVerificationMailed,
  setVerificationHash,
} from './email-verification.repository';
import { newToken } from './sessions.service';

// What the account e-mail jobs read and write (jobs/email-verification.job.ts, account-notice.job.ts).
export { findNoticeRecipient, markVerificationMailed };

/** A fresh token for a link still to mail, with its address and greeting; null when there is none. */
export async function armVerification(db: Kysely<Database>, id: number) {
  const row = await findVerificationToMail(db, id);
  if (!row || row.mailed_at || row.used_at || row.deleted_at || row.email !== row.current) return null;
  if (new Date(row.expires_at) <= new Date()) return null;
  const { token, hash } = newToken();
  if (!(await setVerificationHash(db, id, hash))) return null;
  return { token, email: row.email, name: row.first_name || row.username };
}

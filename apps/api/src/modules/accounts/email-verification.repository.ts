import { sql } from 'kysely';
import type { Db } from '#api/db/tx.ts';

export async function insertVerification(
  db: Db,
  values: { user_id: number; email: string; token_hash: string; expires_at: Date },
): Promise<number> {
  const row = await db
    .insertInto('email_verifications')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A link still to mail, with the account's current address and greeting. */
export async function findVerificationToMail(db: Db, id: number) {
  return db
    .selectFrom('email_verifications as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select([
      'v.email',
      'v.mailed_at',
      'v.used_at',
      'v.expires_at',
      'u.email as current',
      'u.first_name',
      'u.username',
      'u.deleted_at',
    ])
    .where('v.id', '=', id)
    .executeTakeFirst();
}

/** Puts the hash of the token about to be mailed; false when the link was mailed meanwhile. */
export async function setVerificationHash(db: Db, id: number, hash: string): Promise<boolean> {
  const result = await db
    .updateTable('email_verifications')
    .set({ token_hash: hash })
    .where('id', '=', id)
    .where('mailed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markVerificationMailed(db: Db, id: number): Promise<void> {
  await db.updateTable('email_verifications').set({ mailed_at: new Date() }).where('id', '=', id).execute();
}

/** Marks an unused, unexpired link used (once, even under concurrent calls). */
export async function useVerification(db: Db, tokenHash: string) {
  return db
    .updateTable('email_verifications')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['id', 'user_id', 'email'])
    .executeTakeFirst();
}

/** Verifies the account if `email` is still its address (mail follows it from now on); false otherwise. */
export async function markEmailVerified(db: Db, userId: number, email: string): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ email_verified_at: new Date(), prior_email: null })
    .where('id', '=', userId)
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .returning(['id'])
    .executeTakeFirst();
  return Boolean(row);
}

export async function findVerificationState(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'email_verified_at'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function countVerificationsSince(db: Db, userId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('email_verifications')
    .select(sql<string>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The live account a notice goes to (its confirmed address, see prior_email), with the name its mails greet. */
export async function findNoticeRecipient(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .select([sql<string>`coalesce(prior_email, email)`.as('email'), 'first_name', 'username'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? { email: row.email, name: row.first_name || row.username } : undefined;
}

import { READING_DATA_TEXT_VERSION } from '@arcanes/contracts/reading-data';
import type { Db } from '#api/db/tx.ts';

export async function insertSession(
  db: Db,
  s: { token_hash: string; user_id: number; expires_at: Date; ip: string | null; user_agent: string | null },
): Promise<void> {
  await db.insertInto('sessions').values(s).execute();
}

/**
 * The session with this token hash and its user, with the wallet's balance and whether the user accepted
 * this version of the reading-data text (erased users included: the caller refuses them).
 */
export async function findSessionByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select((eb) => [
      's.id as sessionId',
      's.expires_at',
      's.last_used_at',
      'u.id',
      'u.username',
      'u.email',
      'u.first_name',
      'u.sexe',
      'u.role',
      'u.deleted_at',
      'u.balance_cents',
      eb
        .exists(
          eb
            .selectFrom('reading_data_acceptances as a')
            .select('a.user_id')
            .whereRef('a.user_id', '=', 'u.id')
            .where('a.text_version', '=', READING_DATA_TEXT_VERSION),
        )
        .as('reading_data_accepted'),
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Stamps the session's last use and its user's last sighting. */
export async function touchSession(db: Db, sessionId: number, userId: number, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: at }).where('id', '=', sessionId).execute();
  await db.updateTable('users').set({ last_seen_at: at }).where('id', '=', userId).execute();
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteUserSessions(db: Db, userId: number, exceptSessionId?: number): Promise<void> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId !== undefined) q = q.where('id', '<>', exceptSessionId);
  await q.execute();
}

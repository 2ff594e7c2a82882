import { sql } from 'kysely';
import type { Db } from '#api/db/tx.ts';

export async function countResetsSince(db: Db, userId: number, since: Date): Promise<number> {
  const r = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function insertReset(
  db: Db,
  values: { token_hash: string; user_id: number; expires_at: Date },
): Promise<{ id: number }> {
  return db.insertInto('password_resets').values(values).returning(['id']).executeTakeFirstOrThrow();
}

/**
 * Marks the reset with this token hash used, only if it was unused, unexpired and its account still
 * lives: one conditional update, so two concurrent uses cannot both succeed.
 */
export async function useReset(
  db: Db,
  tokenHash: string,
): Promise<{ id: number; user_id: number } | undefined> {
  return db
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('users')
          .select(sql`1`.as('one'))
          .whereRef('users.id', '=', 'password_resets.user_id')
          .where('users.deleted_at', 'is', null),
      ),
    )
    .returning(['id', 'user_id'])
    .executeTakeFirst();
}

/** Every other unused reset of the account stops working. */
export async function useAllResets(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * The reset to mail with its recipient. While a new address awaits its confirmation, the link goes to
 * the confirmed one (prior_email): whoever changed the address of an open session cannot take the
 * password with it.
 */
export async function findResetToMail(db: Db, resetId: number) {
  return db
    .selectFrom('password_resets as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.used_at',
      'r.expires_at',
      'r.mailed_at',
      sql<string>`coalesce(u.prior_email, u.email)`.as('email'),
      'u.first_name',
      'u.username',
      'u.deleted_at',
    ])
    .where('r.id', '=', resetId)
    .executeTakeFirst();
}

/** Stores the hash of this sending's token, only while the reset is neither mailed nor used. */
export async function setResetHash(db: Db, resetId: number, hash: string): Promise<boolean> {
  const armed = await db
    .updateTable('password_resets')
    .set({ token_hash: hash })
    .where('id', '=', resetId)
    .where('mailed_at', 'is', null)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(armed.numUpdatedRows) === 1;
}

export async function markResetMailed(db: Db, resetId: number): Promise<void> {
  await db.updateTable('password_resets').set({ mailed_at: new Date() }).where('id', '=', resetId).execute();
}

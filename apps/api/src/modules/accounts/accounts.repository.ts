import { sql } from 'kysely';
import type { NewUser, User, UserUpdate } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A live (not erased) account by username or e-mail, case-insensitively (usernames cannot hold "@"). */
export async function findActiveUserByLogin(db: Db, login: string): Promise<User | undefined> {
  const value = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', value), eb(sql`lower(email)`, '=', value)]))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findActiveUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Which of username and e-mail another account already uses (erased accounts hold neither). */
export async function findConflicts(
  db: Db,
  values: { username?: string; email?: string },
  exceptId?: number,
) {
  const username = values.username?.toLowerCase();
  const email = values.email?.toLowerCase();
  if (!username && !email) return { username: false, email: false };
  let q = db
    .selectFrom('users')
    .select([sql<string>`lower(username)`.as('username'), sql<string>`lower(email)`.as('email')])
    .where((eb) =>
      eb.or([
        ...(username ? [eb(sql`lower(username)`, '=', username)] : []),
        ...(email ? [eb(sql`lower(email)`, '=', email)] : []),
      ]),
    );
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  const rows = await q.execute();
  return { username: rows.some((r) => r.username === username), email: rows.some((r) => r.email === email) };
}

export async function insertUser(db: Db, values: NewUser): Promise<User> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateUserRow(db: Db, id: number, patch: UserUpdate): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The seed's login statistics: lastLogin, loginCount, lastIp (and activity for isOnline). */
export async function recordLogin(db: Db, id: number, ip: string | null): Promise<void> {
  const now = new Date();
  await db
    .updateTable('users')
    .set((eb) => ({
      last_login_at: now,
      last_seen_at: now,
      last_ip: ip,
      login_count: eb('login_count', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

import { sql, type Transaction } from 'kysely';
import type { AdminUserSort, SortOrder } from '@arcanes/contracts/admin';
import type { Database, User } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';

/** Escapes LIKE's wildcards so that a search for "a_b" or "50%" matches those characters. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const SORT_COLUMNS: Record<AdminUserSort, ReturnType<typeof sql>> = {
  username: sql`lower(username)`,
  email: sql`lower(email)`,
  first_name: sql`lower(first_name)`,
  last_name: sql`lower(last_name)`,
  created_at: sql`created_at`,
  lastLogin: sql`last_login_at`,
  loginCount: sql`login_count`,
  wallet: sql`balance_cents`,
  role: sql`role`,
};

export interface UserListFilter {
  q?: string;
  role?: 'user' | 'admin';
  sort: AdminUserSort;
  order: SortOrder;
  limit: number;
  offset: number;
}

/** Live (not erased) accounts matching the search, one page of them, and how many match in all. */
export async function listUsers(db: Db, f: UserListFilter): Promise<{ rows: User[]; total: number }> {
  let base = db.selectFrom('users').where('deleted_at', 'is', null);
  if (f.role) base = base.where('role', '=', f.role);
  if (f.q) {
    // One expression, the one `users_search_trgm_idx` holds (migration 2026-12-10T05-00): the five
    // texts lower-cased and joined by spaces, so a trigram index answers « anywhere in the text »
    // instead of five `%text%` scans (a name and surname typed together match across the space).
    const pattern = likePattern(f.q.toLowerCase());
    base = base.where(
      sql<string>`(lower(username) || ' ' || lower(email) || ' ' || lower(first_name) || ' ' || lower(last_name))`,
      'like',
      pattern,
    );
  }
  const direction = f.order === 'asc' ? sql`asc` : sql`desc`;
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(sql`${SORT_COLUMNS[f.sort]} ${direction} nulls last`)
      .orderBy('id', f.order)
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findLiveUser(db: Db, id: number): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The live administrators, locked until the transaction ends: two administrators demoting each
 * other at the same moment are serialised here, so the last one standing is never removed.
 */
export async function lockAdmins(trx: Transaction<Database>): Promise<number[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export async function lockUser(trx: Transaction<Database>, id: number): Promise<User | undefined> {
  return trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function setRole(trx: Transaction<Database>, id: number, role: 'user' | 'admin'): Promise<void> {
  await trx.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', id).execute();
}

/** Users with a session used in the last five minutes (sessions are stamped at most once a minute). */
export async function onlineUserIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .select('user_id')
    .distinct()
    .where('user_id', 'in', ids)
    .where('expires_at', '>', new Date())
    .where('last_used_at', '>', new Date(Date.now() - 5 * 60_000))
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/**
 * Live accounts and administrators from the totals the users' triggers keep (migration
 * 2026-12-10T05-10); online: the distinct holders of a session used in the last five minutes, read
 * from the recent sessions by their last use (not one probe per account).
 */
export async function userCounts(db: Db): Promise<{ total: number; admins: number; online: number }> {
  const [totals, online] = await Promise.all([
    db.selectFrom('user_totals').select(['live', 'admins']).where('id', '=', 1).executeTakeFirst(),
    db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(sql<string>`count(distinct s.user_id)`.as('n'))
      .where(sql<boolean>`s.last_used_at > now() - interval '5 minutes'`)
      .where(sql<boolean>`s.expires_at > now()`)
      .where('u.deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(totals?.live ?? 0),
    admins: Number(totals?.admins ?? 0),
    online: Number(online.n),
  };
}

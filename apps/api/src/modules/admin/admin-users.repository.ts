import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { AdminUserSort, SortOrder } from '@arcanes/contracts/admin';
import type { Database, User } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';
import { boundedCount, capped, keysetPage, type KeysetSpec, type Page } from '#api/lib/paging.ts';

/** Escapes LIKE's wildcards so that a search for "a_b" or "50%" matches those characters. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What each sort orders by: never NULL (a login never made sorts last either way). */
const SORT_KEYS: Record<
  AdminUserSort,
  { expr: (o: SortOrder) => RawBuilder<unknown>; type: KeysetSpec['sortType'] }
> = {
  username: { expr: () => sql`lower(username)`, type: 'text' },
  email: { expr: () => sql`lower(email)`, type: 'text' },
  first_name: { expr: () => sql`lower(first_name)`, type: 'text' },
  last_name: { expr: () => sql`lower(last_name)`, type: 'text' },
  created_at: { expr: () => sql`created_at`, type: 'timestamptz' },
  lastLogin: {
    expr: (o) =>
      o === 'desc'
        ? sql`coalesce(last_login_at, '0001-01-01T00:00:00Z'::timestamptz)`
        : sql`coalesce(last_login_at, '9999-12-31T00:00:00Z'::timestamptz)`,
    type: 'timestamptz',
  },
  loginCount: { expr: () => sql`login_count`, type: 'integer' },
  wallet: { expr: () => sql`balance_cents`, type: 'bigint' },
  role: { expr: () => sql`role`, type: 'text' },
};

/**
 * The keyset of one sort and order (decision 0305): a cursor names its sort, so a cursor of another
 * sort is refused. Sorted by created_at, a name or the e-mail, a page is an index range
 * (users_created_idx, users_first_name_idx, users_last_name_idx, the unique lower(username) and
 * lower(email)); the wallet, logins and role have no index on purpose (every debit and login would
 * rewrite it), and are sorted from the live accounts.
 */
export function usersPage(sort: AdminUserSort, order: SortOrder): KeysetSpec {
  const key = SORT_KEYS[sort];
  return {
    list: `admin-users:${sort}:${order}`,
    sort,
    sortSql: key.expr(order),
    sortType: key.type,
    id: 'id',
    idType: 'integer',
    direction: order,
  };
}

export interface UserListFilter {
  q?: string;
  role?: 'user' | 'admin';
  sort: AdminUserSort;
  order: SortOrder;
  limit: number;
  cursor?: string;
}

/**
 * Live (not erased) accounts matching the search, one page of them (keyset), and how many match: from
 * the totals the users' triggers keep when there is no search (exact, nothing scanned), counted up to
 * `countCap` when there is one.
 */
export async function listUsers(
  db: Db,
  f: UserListFilter,
  countCap: number,
): Promise<Page<User> & { total: number; capped: boolean }> {
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
  const count = async (): Promise<{ total: number; capped: boolean }> => {
    if (!f.q) {
      const totals = await db.selectFrom('user_totals').select(['live', 'admins']).executeTakeFirstOrThrow();
      const [live, admins] = [Number(totals.live), Number(totals.admins)];
      return capped(f.role === 'admin' ? admins : f.role === 'user' ? live - admins : live, countCap);
    }
    // A bounded count: at most countCap + 1 matching accounts are read, whatever the table's size.
    return boundedCount(db, base, countCap);
  };
  const [page, counted] = await Promise.all([
    keysetPage(base.selectAll(), usersPage(f.sort, f.order), { cursor: f.cursor, limit: f.limit }, f.limit),
    count(),
  ]);
  return { ...page, ...counted };
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

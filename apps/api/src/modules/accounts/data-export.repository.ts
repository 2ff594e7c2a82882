import { sql } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';

/**
 * The GDPR export read in small batches (decision 0355): each source is one of the account's tables,
 * walked by its key (`key > last key ORDER BY key LIMIT n`), so that the export holds one batch at a
 * time whatever the account's size. Secrets (password hash, token hashes) and PDF bytes stay out.
 */
export interface ExportSource {
  /** The line's `type` in the export file, and the old JSON export's field name. */
  name: string;
  table: keyof Database;
  /** The walked key: unique for the account's rows. */
  key: string;
  keyType: 'bigint' | 'uuid' | 'date' | 'integer';
  /** Columns read, or every column. */
  columns?: string[];
}

export const EXPORT_SOURCES: ExportSource[] = [
  {
    name: 'sessions',
    table: 'sessions',
    key: 'id',
    keyType: 'bigint',
    columns: ['created_at', 'last_used_at', 'expires_at', 'ip', 'user_agent'],
  },
  {
    name: 'password_resets',
    table: 'password_resets',
    key: 'id',
    keyType: 'bigint',
    columns: ['created_at', 'expires_at', 'used_at', 'mailed_at'],
  },
  { name: 'payments', table: 'payments', key: 'id', keyType: 'uuid' },
  { name: 'ledger', table: 'ledger_entries', key: 'id', keyType: 'bigint' },
  { name: 'subscriptions', table: 'subscriptions', key: 'id', keyType: 'bigint' },
  { name: 'readings', table: 'readings', key: 'id', keyType: 'uuid' },
  { name: 'ai_calls', table: 'ai_calls', key: 'id', keyType: 'bigint' },
  { name: 'tarot_draws', table: 'tarot_draws', key: 'id', keyType: 'uuid' },
  { name: 'reading_order_acceptances', table: 'reading_order_acceptances', key: 'id', keyType: 'bigint' },
  { name: 'daily_cards', table: 'daily_cards', key: 'day', keyType: 'date' },
  { name: 'sky_subscriptions', table: 'sky_subscriptions', key: 'user_id', keyType: 'integer' },
  { name: 'sky_mails', table: 'sky_mails', key: 'day', keyType: 'date' },
  { name: 'tarot_journal_notes', table: 'tarot_journal_notes', key: 'reading_id', keyType: 'uuid' },
];

export type Row = Record<string, unknown> & { __key: string };

/** One batch of `source`'s rows of the account, after `after` (its key as text), in key order. */
export async function exportBatch(
  db: Db,
  source: ExportSource,
  userId: number,
  after: string | null,
  limit: number,
): Promise<Row[]> {
  const cols = source.columns ? sql.join(source.columns.map((c) => sql.ref(c))) : sql.raw('*');
  const key = sql.ref(source.key);
  const cursor = after === null ? sql`true` : sql`${key} > cast(${after} as ${sql.raw(source.keyType)})`;
  const { rows } = await sql<Row>`select ${cols}, ${key}::text as __key from ${sql.table(source.table)}
    where user_id = ${userId}::int4 and ${cursor} order by ${key} limit ${limit}`.execute(db);
  return rows;
}

/** The account's reading PDFs, listed (pages and date, not the bytes), by reading. */
export async function pdfBatch(db: Db, userId: number, after: string | null, limit: number) {
  let q = db
    .selectFrom('reading_pdfs as p')
    .innerJoin('readings as r', 'r.id', 'p.reading_id')
    .select(['p.reading_id', 'p.pages', 'p.created_at', sql<string>`p.reading_id::text`.as('__key')])
    .where('r.user_id', '=', userId);
  if (after !== null) q = q.where(sql<boolean>`p.reading_id > cast(${after} as uuid)`);
  return q.orderBy('p.reading_id').limit(limit).execute();
}

/**
 * The audit rows of the account, newest first, in two walks that each read one index: what the
 * person did (acting-user index), then what others did to the account (target index).
 */
export async function auditBatch(
  db: Db,
  userId: number,
  walk: 'actor' | 'target',
  after: { at: string; id: string } | null,
  limit: number,
) {
  const filter =
    walk === 'actor'
      ? sql`actor_id = ${userId}::int4`
      : sql`target = ${`user:${userId}`} and actor_id is distinct from ${userId}::int4`;
  const cursor =
    after === null
      ? sql`true`
      : sql`(at, id) < (cast(${after.at} as timestamptz), cast(${after.id} as int8))`;
  const { rows } = await sql<Record<string, unknown> & { __at: string; __id: string }>`
    select *, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as __at, id::text as __id
    from audit_log where ${filter} and ${cursor} order by at desc, id desc limit ${limit}`.execute(db);
  return rows;
}

/** The contact messages sent from an address, by id (only called for an address its owner proved). */
export async function contactBatch(db: Db, email: string, after: string | null, limit: number) {
  let q = db
    .selectFrom('contact_messages')
    .selectAll()
    .select(sql<string>`id::text`.as('__key'))
    .where(sql`lower(email)`, '=', email.toLowerCase());
  if (after !== null) q = q.where(sql<boolean>`id > cast(${after} as int8)`);
  return q.orderBy('id').limit(limit).execute();
}

export async function insertExport(db: Db, userId: number, lang: 'fr' | 'en') {
  return db
    .insertInto('data_exports')
    .values({ user_id: userId, lang })
    .returning(['id', 'requested_at'])
    .executeTakeFirstOrThrow();
}

/** An export asked for and not yet written, for the same person: a second request joins it. */
export async function pendingExportOf(db: Db, userId: number) {
  return db
    .selectFrom('data_exports')
    .select(['id', 'requested_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .orderBy('requested_at', 'desc')
    .executeTakeFirst();
}

export async function findExport(db: Db, id: string) {
  return db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markExportReady(
  db: Db,
  id: string,
  done: { bytes: number; rows: number; expiresAt: Date },
) {
  await db
    .updateTable('data_exports')
    .set({
      status: 'ready',
      ready_at: new Date(),
      bytes: done.bytes,
      rows: done.rows,
      expires_at: done.expiresAt,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Ready exports whose link has expired: their files go, the rows say so. */
export async function expiredExports(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('data_exports')
    .select('id')
    .where('status', '=', 'ready')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

export async function markExportExpired(db: Db, id: string) {
  await db.updateTable('data_exports').set({ status: 'expired' }).where('id', '=', id).execute();
}

/** The key the export links are signed with (made by the first process that asks; decision 0277's table). */
export async function exportLinkSecret(db: Db, fresh: string): Promise<string> {
  await db
    .insertInto('link_secrets')
    .values({ name: 'data-export', secret: fresh })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('link_secrets')
    .select('secret')
    .where('name', '=', 'data-export')
    .executeTakeFirstOrThrow();
  return row.secret;
}

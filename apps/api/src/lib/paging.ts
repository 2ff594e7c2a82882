import {
  sql,
  type QueryExecutorProvider,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { AppError } from '#api/errors/app-error.ts';

/**
 * Keyset paging (decision 0305). A list names its sort column and its id column; a page is read
 * as `WHERE (sort, id) < (last sort, last id) ORDER BY sort DESC, id DESC LIMIT n + 1` (or `>`
 * and ASC), so its cost does not grow with the rows before it (given an index on the owner, the
 * sort column and the id), every row is reached exactly once, and rows added between two pages
 * neither repeat nor hide older ones. The cursor is opaque to clients: base64url of
 * `[list, sort key, id]`; the sort key is read as text by the database itself, at the column's
 * full precision (a timestamp's microseconds, which a JavaScript Date would lose).
 */
export interface KeysetSpec {
  /** Names the list inside its cursors: a cursor of another list is refused. */
  list: string;
  /** The sort column, as Kysely references it (`created_at`, `r.created_at`); NOT NULL. */
  sort: string;
  /**
   * An expression to sort by instead of the column (`lower(username)`, a nullable column's
   * `coalesce`): it must never be NULL, and match an index's expression for the page to be an index range.
   */
  sortSql?: RawBuilder<unknown>;
  sortType: 'timestamptz' | 'bigint' | 'integer' | 'text';
  /** The unique tie-breaker (usually the primary key). */
  id: string;
  idType: 'uuid' | 'integer' | 'bigint';
  direction: 'desc' | 'asc';
}

export interface PageRequest {
  cursor?: string | undefined;
  limit?: number | undefined;
}

export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

type CursorKey = { key: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER = /^-?\d{1,19}$/;
const INT4_MAX = 2_147_483_647n;
const INT8_MAX = 9_223_372_036_854_775_807n;
/** The text form `keyText` gives a timestamptz: UTC, microseconds. */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})\.\d{6}Z$/;

function inRange(value: string, max: bigint) {
  if (!INTEGER.test(value)) return false;
  const n = BigInt(value);
  return n <= max && n >= -max - 1n;
}

function validValue(value: string, type: KeysetSpec['sortType'] | KeysetSpec['idType']): boolean {
  switch (type) {
    case 'uuid':
      return UUID.test(value);
    case 'integer':
      return inRange(value, INT4_MAX);
    case 'bigint':
      return inRange(value, INT8_MAX);
    case 'text':
      return value.length <= 200 && !value.includes('\u0000');
    case 'timestamptz': {
      const m = TIMESTAMP.exec(value);
      if (!m) return false;
      const d = new Date(`${m[1]}T${m[2]}Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 19) === `${m[1]}T${m[2]}`;
    }
  }
}

const invalid = () => new AppError('INVALID_CURSOR', {}, { cursor: 'cursor' });

export function encodeCursor(spec: KeysetSpec, key: string, id: string | number): string {
  return Buffer.from(JSON.stringify([spec.list, key, String(id)])).toString('base64url');
}

/** The cursor's sort key and id, checked against the list's types; anything else is a 400. */
export function decodeCursor(spec: KeysetSpec, cursor: string | undefined): CursorKey | null {
  if (cursor === undefined) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [list, key, id] = parsed as unknown[];
  if (list !== spec.list || typeof key !== 'string' || typeof id !== 'string') throw invalid();
  if (!validValue(key, spec.sortType) || !validValue(id, spec.idType)) throw invalid();
  return { key, id };
}

const sortOf = (spec: KeysetSpec) => spec.sortSql ?? sql.ref(spec.sort);

/** The sort key as text, at full precision, in a form `decodeCursor` checks and the database casts back. */
export function keyText(spec: KeysetSpec): RawBuilder<string> {
  const col = sortOf(spec);
  return spec.sortType === 'timestamptz'
    ? sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql<string>`${col}::text`;
}

/** `(sort, id) < (key, id)` for a newest-first list, `>` for an oldest-first one. */
export function afterCursor(spec: KeysetSpec, at: CursorKey): RawBuilder<SqlBool> {
  const op = sql.raw(spec.direction === 'desc' ? '<' : '>');
  return sql<SqlBool>`(${sortOf(spec)}, ${sql.ref(spec.id)}) ${op} (cast(${at.key} as ${sql.raw(
    spec.sortType,
  )}), cast(${at.id} as ${sql.raw(spec.idType)}))`;
}

export function pageLimit(request: PageRequest, fallback: number): number {
  return Math.min(100, Math.max(1, request.limit ?? fallback));
}

/**
 * Runs `query` (already filtered to its owner) as one page of `spec`: adds the cursor condition,
 * the order and the limit, and returns the rows with `next_cursor` (null when no row follows).
 */
export async function keysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  spec: KeysetSpec,
  request: PageRequest,
  defaultLimit: number,
): Promise<Page<O>> {
  const at = decodeCursor(spec, request.cursor);
  const limit = pageLimit(request, defaultLimit);
  let q = query
    .select(keyText(spec).as('__page_key'))
    .select(sql<string>`${sql.ref(spec.id)}::text`.as('__page_id'));
  if (at) q = q.where(afterCursor(spec, at));
  const rows = await q
    .orderBy(sortOf(spec), spec.direction)
    .orderBy(sql.ref(spec.id), spec.direction)
    .limit(limit + 1)
    .execute();
  const more = rows.length > limit;
  const kept = (more ? rows.slice(0, limit) : rows) as (O & { __page_key: string; __page_id: string })[];
  const last = kept[kept.length - 1];
  const items = kept.map((row) => {
    const { __page_key: _key, __page_id: _id, ...rest } = row;
    return rest as O;
  });
  return {
    items,
    next_cursor: more && last ? encodeCursor(spec, last.__page_key, last.__page_id) : null,
  };
}

/**
 * How many rows `query` matches, read up to `cap` + 1 at most whatever the tables' size (a list's
 * count that does not scan, issue 37): `total` is that count bounded by `cap`, `capped` says there are more.
 * The planner must know how many rows match to walk an index up to the cap: a filter it expects to
 * match fewer than the cap is read whole (into a bitmap) before the cap applies; give it conditions its
 * statistics measure (index ranges, see the audit log's count by action).
 */
export async function boundedCount<DB, TB extends keyof DB, O>(
  db: QueryExecutorProvider,
  query: SelectQueryBuilder<DB, TB, O>,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const { rows } = await boundedCountQuery(query, cap).execute(db);
  return capped(Number(rows[0]?.n ?? 0), cap);
}

/** The statement `boundedCount` runs (a test reads its plan). */
export function boundedCountQuery<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  cap: number,
) {
  return sql<{ n: string }>`select count(*) as n from (${query
    .select(sql`1`.as('one'))
    .limit(cap + 1)}) as matching`;
}

/** A count `n` reported up to `cap`: `capped` when there are more. */
export function capped(n: number, cap: number): { total: number; capped: boolean } {
  return { total: Math.min(n, cap), capped: n > cap };
}

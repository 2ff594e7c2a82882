import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** What @fastify/rate-limit hands to `new Store()` and `child()`: the merged options, and the route for a route's limit. */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * One hit: a single upsert, atomic under concurrency (the row lock orders concurrent hits on one key).
 * An expired row starts a new window in place. The remaining time comes from the database's clock,
 * so processes whose clocks differ still agree.
 */
export async function hitRateLimit(db: Kysely<Database>, key: string, windowMs: number): Promise<Result> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    insert into rate_limits as r (key, hits, expires_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
      expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
    returning hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::int as ttl`.execute(
    db,
  );
  const row = rows[0]!;
  return { current: row.hits, ttl: row.ttl };
}

/** The current window of a key without counting a hit (`createRateLimit(...)(request, { increment: false })`). */
export async function readRateLimit(db: Kysely<Database>, key: string): Promise<Result> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    select hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::int as ttl
    from rate_limits where key = ${key} and expires_at > now()`.execute(db);
  const row = rows[0];
  return row ? { current: row.hits, ttl: row.ttl } : { current: 0, ttl: 0 };
}

/** Deletes the counters whose window has ended; returns how many. */
export async function purgeExpiredRateLimits(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A @fastify/rate-limit store on PostgreSQL, so that every API process counts against one limit.
 * Each route gets its own scope, as the memory store gives each route its own map; limiters made with
 * `app.createRateLimit` share one scope, so their keys must name their limiter (`login:…`, `login-ip:…`).
 * A database error is passed on, and with `skipOnError: false` the request fails: see docs/decisions/0104.
 */
export function postgresRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(options: object, scope = 'global') {
      const o = options as StoreOptions;
      // The memory store's variants that move the window on each refused hit: not needed here, so not built.
      if (o.continueExceeding || o.exponentialBackoff)
        throw new Error(
          'The PostgreSQL rate-limit store supports neither continueExceeding nor exponentialBackoff',
        );
      this.scope = scope;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      hitRateLimit(db, `${this.scope} ${key}`, timeWindow).then(
        (r) => callback(null, r),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      readRateLimit(db, `${this.scope} ${key}`).then(
        (r) => callback(null, r),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as StoreOptions).routeInfo;
      const scope = route?.url ? `${String(route.method)} ${route.url}` : 'limiter';
      return new PostgresRateLimitStore(routeOptions, scope);
    }
  }
  return PostgresRateLimitStore;
}

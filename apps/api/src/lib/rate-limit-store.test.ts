import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rateLimitsPurgeJob } from '#api/jobs/rate-limits-purge.job.ts';
import type { JobDeps } from '#api/jobs/job.ts';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import {
  hitRateLimit,
  postgresRateLimitStore,
  purgeExpiredRateLimits,
  readRateLimit,
} from './rate-limit-store';

function incr(store: FastifyRateLimitStore, key: string, windowMs: number, max = 10) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, max),
  );
}

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL rate-limit store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  test('concurrent hits on one key are each counted once', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, () => hitRateLimit(t.app.db, 'concurrent', 60_000)),
    );
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    const row = await t.app.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('key', '=', 'concurrent')
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(100);
  });

  test('a window ends, and the next hit starts a new one', async () => {
    const first = await hitRateLimit(t.app.db, 'window', 400);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(400);
    expect((await hitRateLimit(t.app.db, 'window', 400)).current).toBe(2);
    expect(await readRateLimit(t.app.db, 'window')).toMatchObject({ current: 2 });
    // The window ends by the database's clock: wait for that, not for a fixed time.
    await eventually(
      async () => {
        const r = await readRateLimit(t.app.db, 'window');
        return r.current === 0 && r;
      },
      5_000,
      25,
    );
    expect(await readRateLimit(t.app.db, 'window')).toEqual({ current: 0, ttl: 0 });
    const next = await hitRateLimit(t.app.db, 'window', 400);
    expect(next.current).toBe(1);
    expect(next.ttl).toBeGreaterThan(300);
  });

  test('expired counters are purged (directly and by the job), live ones kept', async () => {
    await hitRateLimit(t.app.db, 'purge-live', 60_000);
    await hitRateLimit(t.app.db, 'purge-old', 60_000);
    await sql`update rate_limits set expires_at = now() - interval '1 second' where key = 'purge-old'`.execute(
      t.app.db,
    );
    expect(await purgeExpiredRateLimits(t.app.db)).toBeGreaterThanOrEqual(1);
    await hitRateLimit(t.app.db, 'purge-by-job', 60_000);
    await sql`update rate_limits set expires_at = now() - interval '1 second' where key = 'purge-by-job'`.execute(
      t.app.db,
    );
    await rateLimitsPurgeJob.handler(
      { db: t.app.db, log: t.app.log } as JobDeps,
      {},
      { id: 'test', retryCount: 0 },
    );
    const keys = (await t.app.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys).toContain('purge-live');
    expect(keys).not.toContain('purge-old');
    expect(keys).not.toContain('purge-by-job');
  });

  test('each route counts apart, as with the memory store; createRateLimit limiters share a scope', async () => {
    const Store = postgresRateLimitStore(t.app.db);
    const root = new Store({});
    const routeA = root.child({ routeInfo: { method: 'POST', url: '/a' } } as never);
    const routeB = root.child({ routeInfo: { method: 'POST', url: '/b' } } as never);
    const limiter = root.child({ routeInfo: {} } as never);
    expect((await incr(routeA, '10.0.0.1', 60_000)).current).toBe(1);
    expect((await incr(routeA, '10.0.0.1', 60_000)).current).toBe(2);
    expect((await incr(routeB, '10.0.0.1', 60_000)).current).toBe(1);
    expect((await incr(limiter, 'login:x|10.0.0.1', 60_000)).current).toBe(1);
    const keys = (
      await t.app.db
        .selectFrom('rate_limits')
        .select('key')
        .where('key', 'like', '%10.0.0.1')
        .orderBy('key')
        .execute()
    ).map((r) => r.key);
    expect(keys).toEqual(['POST /a 10.0.0.1', 'POST /b 10.0.0.1', 'limiter login:x|10.0.0.1']);
  });

  test('options it does not implement are refused when the route is set up, not ignored', () => {
    const root = new (postgresRateLimitStore(t.app.db))({});
    expect(() => root.child({ continueExceeding: true, routeInfo: {} } as never)).toThrow(
      /continueExceeding/,
    );
    expect(() => root.child({ exponentialBackoff: true, routeInfo: {} } as never)).toThrow(
      /exponentialBackoff/,
    );
  });
});

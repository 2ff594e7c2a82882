import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '#api/errors/app-error.ts';
import { insertUser } from '#api/test/fixtures.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { decodeCursor, encodeCursor, keysetPage, type KeysetSpec } from './paging';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const LEDGER: KeysetSpec = {
  list: 'test-ledger',
  sort: 'created_at',
  sortType: 'timestamptz',
  id: 'id',
  idType: 'integer',
  direction: 'desc',
};

async function ledgerRows(userId: number, stamps: string[]) {
  for (const [i, at] of stamps.entries())
    await t.app.db
      .insertInto('ledger_entries')
      .values({
        user_id: userId,
        kind: 'adjustment',
        amount_cents: i + 1,
        balance_after_cents: 0,
        idempotency_key: `paging-${userId}-${i}-${Math.random()}`,
        created_at: sql`${at}::timestamptz` as never,
      })
      .execute();
}

const pageOf = (userId: number, spec: KeysetSpec, cursor?: string, limit = 3) =>
  keysetPage(
    t.app.db.selectFrom('ledger_entries').select(['id', 'created_at']).where('user_id', '=', userId),
    spec,
    { cursor, limit },
    20,
  );

async function walk(userId: number, spec: KeysetSpec, limit: number, between?: () => Promise<void>) {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < 100; n++) {
    const page = await pageOf(userId, spec, cursor, limit);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((r) => r.id));
    if (page.next_cursor === null) return ids;
    cursor = page.next_cursor;
    await between?.();
  }
  throw new Error('never ended');
}

describe('keyset paging', () => {
  test('every row once, newest first, rows sharing a timestamp to the microsecond told apart by id', async () => {
    const u = await insertUser(t.app.db);
    // Microseconds that a JavaScript Date would round away, and exact ties.
    await ledgerRows(u.id, [
      '2026-01-01T10:00:00.000001Z',
      '2026-01-01T10:00:00.000002Z',
      '2026-01-01T10:00:00.000002Z',
      '2026-01-01T10:00:00.000002Z',
      '2026-01-01T10:00:00.000900Z',
      '2026-01-02T10:00:00Z',
      '2026-01-02T10:00:00Z',
    ]);
    const all = await t.app.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('user_id', '=', u.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    for (const limit of [1, 2, 3, 7, 8])
      expect(await walk(u.id, LEDGER, limit)).toEqual(all.map((r) => r.id));
    const oldestFirst = await walk(u.id, { ...LEDGER, direction: 'asc' }, 2);
    expect(oldestFirst).toEqual(all.map((r) => r.id).reverse());
  });

  test('rows added while paging neither repeat nor hide older ones', async () => {
    const u = await insertUser(t.app.db);
    await ledgerRows(
      u.id,
      Array.from({ length: 10 }, (_, i) => `2026-02-01T10:00:${String(i).padStart(2, '0')}Z`),
    );
    const before = await t.app.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    let added = 0;
    const seen = await walk(u.id, LEDGER, 3, async () => {
      added += 1;
      await ledgerRows(u.id, [new Date().toISOString()]);
    });
    expect(added).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(before.map((r) => r.id).sort((a, b) => a - b));
  });

  test('the last page says so; an empty list is one page', async () => {
    const u = await insertUser(t.app.db);
    expect(await pageOf(u.id, LEDGER)).toEqual({ items: [], next_cursor: null });
    await ledgerRows(u.id, ['2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z']);
    expect((await pageOf(u.id, LEDGER, undefined, 3)).next_cursor).toBeNull();
    expect((await pageOf(u.id, LEDGER, undefined, 2)).next_cursor).not.toBeNull();
  });

  const code = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return e instanceof AppError ? `${e.code} ${e.statusCode}` : String(e);
    }
    return 'accepted';
  };
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

  test('a damaged cursor, or one of another list, is refused as INVALID_CURSOR (400)', () => {
    const good = encodeCursor(LEDGER, '2026-01-01T10:00:00.000002Z', 42);
    expect(decodeCursor(LEDGER, good)).toEqual({ key: '2026-01-01T10:00:00.000002Z', id: '42' });
    for (const bad of [
      'not base64!',
      'AAAA',
      b64({}),
      b64(['test-ledger', '2026-01-01T10:00:00.000002Z']),
      b64(['readings', '2026-01-01T10:00:00.000002Z', '42']),
      b64(['test-ledger', '2026-02-30T10:00:00.000000Z', '42']),
      b64(['test-ledger', '2026-01-01 10:00:00', '42']),
      b64(['test-ledger', "2026-01-01T10:00:00.000002Z'; drop table users; --", '42']),
      b64(['test-ledger', '2026-01-01T10:00:00.000002Z', '3000000000']),
      b64(['test-ledger', '2026-01-01T10:00:00.000002Z', 'abc']),
      b64(['test-ledger', '2026-01-01T10:00:00.000002Z', 42]),
    ])
      expect(
        code(() => decodeCursor(LEDGER, bad)),
        bad,
      ).toBe('INVALID_CURSOR 400');
    const uuidList: KeysetSpec = { ...LEDGER, idType: 'uuid' };
    expect(
      code(() => decodeCursor(uuidList, encodeCursor(uuidList, '2026-01-01T10:00:00.000002Z', '42'))),
    ).toBe('INVALID_CURSOR 400');
  });
});

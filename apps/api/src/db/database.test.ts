import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { DataDirLockedError, openDatabase } from './database';
import { migrateToLatest, pendingMigrations } from './migrate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

test('migrations are applied at start and applying them again changes nothing', async () => {
  expect(await pendingMigrations(t.app.db as Kysely<unknown>)).toEqual([]);
  const again = await migrateToLatest(t.app.db as Kysely<unknown>);
  expect(again.results).toEqual([]);
});

test('the wallet balance cannot go below zero and the ledger is append-only', async () => {
  const user = await t.app.db
    .insertInto('users')
    .values({
      username: 'u1',
      email: 'u1@x.fr',
      first_name: 'A',
      last_name: 'B',
      password_hash: 'x',
      sexe: 'femme',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await expect(
    t.app.db.updateTable('users').set({ balance_cents: -1 }).where('id', '=', user.id).execute(),
  ).rejects.toThrow();
  await t.app.db.updateTable('users').set({ balance_cents: 100 }).where('id', '=', user.id).execute();
  await t.app.db
    .insertInto('ledger_entries')
    .values({
      user_id: user.id,
      kind: 'adjustment',
      amount_cents: 100,
      balance_after_cents: 100,
      idempotency_key: 'k1',
      reason: 'test',
    })
    .execute();
  await expect(t.app.db.updateTable('ledger_entries').set({ reason: 'changed' }).execute()).rejects.toThrow(
    /append-only/,
  );
  await expect(t.app.db.deleteFrom('ledger_entries').execute()).rejects.toThrow(/append-only/);
  await expect(
    t.app.db
      .insertInto('ledger_entries')
      .values({
        user_id: user.id,
        kind: 'adjustment',
        amount_cents: 5,
        balance_after_cents: 105,
        idempotency_key: 'k1',
      })
      .execute(),
  ).rejects.toThrow();
});

test('values have the same shapes on both engines', async () => {
  const row = await sql<{
    big: number;
    d: string;
  }>`select 9007199254740::int8 as big, '2001-02-03'::date as d`.execute(t.app.db);
  expect(row.rows[0]).toEqual({ big: 9007199254740, d: '2001-02-03' });
});

test.skipIf(Boolean(process.env.DATABASE_URL))(
  'a PGlite data folder cannot be opened by two processes',
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-lock-'));
    const lockFile = path.join(dir, 'arcanes.lock');
    // Another live process (our parent) holds the folder.
    fs.writeFileSync(lockFile, String(process.ppid));
    await expect(
      openDatabase({ database: { kind: 'pglite', dir: path.join(dir, 'pglite') } }),
    ).rejects.toThrow(DataDirLockedError);
    // A stale lock (dead pid) is taken over.
    fs.writeFileSync(lockFile, '999999');
    const handle = await openDatabase({ database: { kind: 'pglite', dir: path.join(dir, 'pglite') } });
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    await handle.close();
    expect(fs.existsSync(lockFile)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  },
);

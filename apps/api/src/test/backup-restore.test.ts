import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, expect, test } from 'vitest';
import { openDatabase } from '#api/db/database.ts';
import { pendingMigrations } from '#api/db/migrate.ts';
import type { Database } from '#api/db/schema.ts';
import { adjust, debit, topUp, walletsAudit } from '#api/modules/wallet/wallet.service.ts';
import { insertUser } from './fixtures';
import { createTestApp } from './test-app';

/**
 * The backups of docs/operations.md, done as written there: a database filled through the wallet's
 * own functions is backed up, restored into a fresh one, and its ledger and balances are the same.
 */

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '../..');
const baseUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-backup-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The major version of a client tool (`pg_dump (PostgreSQL) 15.20` → 15), undefined if not installed. */
function toolMajor(name: string): number | undefined {
  const out = spawnSync(name, ['--version'], { encoding: 'utf8' });
  const match = out.status === 0 ? /\) (\d+)/.exec(out.stdout) : null;
  return match ? Number(match[1]) : undefined;
}

/** A few customers with top-ups, readings paid and an administrator's correction. */
async function fill(db: Kysely<Database>): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < 4; i++) {
    const { id } = await insertUser(db);
    ids.push(id);
    await topUp(db, { userId: id, cents: 1990 + 1000 * i, key: `backup-topup-${id}` });
    await debit(db, { userId: id, cents: 699, key: `backup-debit-${id}-1` });
    if (i % 2) await debit(db, { userId: id, cents: 1290, key: `backup-debit-${id}-2` });
  }
  await adjust(db, {
    userId: ids[0]!,
    signedCents: 500,
    actorId: ids[1]!,
    reason: 'geste',
    key: 'backup-adjust',
  });
  return ids;
}

async function snapshot(db: Kysely<Database>) {
  return {
    users: await db.selectFrom('users').select(['id', 'username', 'balance_cents']).orderBy('id').execute(),
    ledger: await db
      .selectFrom('ledger_entries')
      .select(['id', 'user_id', 'kind', 'amount_cents', 'balance_after_cents', 'idempotency_key'])
      .orderBy('id')
      .execute(),
    funds: await db
      .selectFrom('wallet_funds')
      .select(['id', 'user_id', 'origin', 'granted_cents', 'remaining_cents'])
      .orderBy('id')
      .execute(),
  };
}

/** What docs/operations.md says to check after a restore: every balance equals its ledger and its funds. */
async function expectBalanced(db: Kysely<Database>) {
  const audit = await walletsAudit(db);
  expect(audit.accounts).toEqual([]);
  expect(audit.funds).toEqual([]);
  expect(Number(audit.totals.balances_cents)).toBe(Number(audit.totals.ledger_cents));
  return audit;
}

test.skipIf(Boolean(baseUrl))(
  'PGlite: the data folder copied while the server is stopped is restored whole; npm run check:ledger checks it',
  async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const ids = await fill(t.app.db);
    const before = await snapshot(t.app.db);

    // Stop the server: the lock file goes with it, and nothing writes to the folder any more.
    await t.app.close();
    expect(fs.existsSync(path.join(t.dataDir, 'arcanes.lock'))).toBe(false);
    const backup = tempDir();
    execFileSync('cp', ['-a', path.join(t.dataDir, 'pglite'), path.join(backup, 'pglite')]);
    // Start it again: it goes on, the backup keeps the moment it was taken.
    const again = await openDatabase(t.config);
    await topUp(again.db, { userId: ids[0]!, cents: 1000, key: 'backup-after' });
    await again.close();

    // Restore: the copy put back as DATA_DIR/pglite, with the server stopped.
    const restored = tempDir();
    execFileSync('cp', ['-a', path.join(backup, 'pglite'), path.join(restored, 'pglite')]);
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/check-ledger.ts'], {
      cwd: apiRoot,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, DATA_DIR: restored, LOG_LEVEL: 'silent' },
    });
    expect(check.stderr).toBe('');
    expect(check.stdout).toContain(`${before.users.length} accounts`);
    expect(check.stdout).toContain(`${before.ledger.length} ledger entries`);
    expect(check.stdout).toContain('Every balance equals its ledger and its funds.');
    expect(check.status).toBe(0);

    const handle = await openDatabase({ database: { kind: 'pglite', dir: path.join(restored, 'pglite') } });
    try {
      expect(await pendingMigrations(handle.db as Kysely<unknown>)).toEqual([]);
      expect(await snapshot(handle.db)).toEqual(before);
      await expectBalanced(handle.db);
      // The check sees a balance that its ledger does not explain.
      await handle.db.updateTable('users').set({ balance_cents: 1 }).where('id', '=', ids[2]!).execute();
      expect((await walletsAudit(handle.db)).accounts).toEqual([
        expect.objectContaining({ id: ids[2], balance_cents: 1 }),
      ]);
    } finally {
      await handle.close();
    }
  },
  180_000, // the check command starts tsx and PGlite: seconds, more on a loaded two-core machine
);

test('PostgreSQL: pg_dump -Fc taken while the API writes, pg_restore into a fresh database: a consistent ledger', async (ctx) => {
  if (!baseUrl) return ctx.skip('DATABASE_URL is not set');
  const tools = Math.min(toolMajor('pg_dump') ?? 0, toolMajor('pg_restore') ?? 0);
  if (!tools) return ctx.skip('pg_dump / pg_restore not installed');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  cleanups.push(() => admin.end());
  const server = Math.floor(
    Number((await admin.query('show server_version_num')).rows[0].server_version_num) / 10000,
  );
  // pg_dump refuses a server newer than itself (docs/operations.md).
  if (tools < server) return ctx.skip(`pg_dump ${tools} cannot dump a PostgreSQL ${server} server`);
  const t = await createTestApp();
  cleanups.push(() => t.close());
  const url = t.config.DATABASE_URL!;
  const ids = await fill(t.app.db);
  const before = await snapshot(t.app.db);

  // Nothing stopped: top-ups go on during the dump, which reads one snapshot of the whole database.
  const dump = path.join(tempDir(), 'arcanes.dump');
  let writing = true;
  let n = 0;
  const writes = (async () => {
    while (writing) await topUp(t.app.db, { userId: ids[n % ids.length]!, cents: 100, key: `during-${n++}` });
  })();
  try {
    await run('pg_dump', ['-Fc', '-f', dump, url]);
  } finally {
    writing = false;
    await writes;
  }
  expect(n).toBeGreaterThan(0);
  const after = await snapshot(t.app.db);

  const name = `arcanes_restored_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
  });
  const restoredUrl = new URL(baseUrl);
  restoredUrl.pathname = `/${name}`;
  await run('pg_restore', [
    '--single-transaction',
    '--exit-on-error',
    '--no-owner',
    '-d',
    restoredUrl.toString(),
    dump,
  ]);

  const handle = await openDatabase({ database: { kind: 'postgres', url: restoredUrl.toString() } });
  try {
    expect(await pendingMigrations(handle.db as Kysely<unknown>)).toEqual([]);
    const restored = await snapshot(handle.db);
    // Everything written before the dump began, then a prefix of what was written during it.
    const names = (users: { id: number; username: string }[]) => users.map((u) => [u.id, u.username]);
    expect(names(restored.users)).toEqual(names(before.users));
    expect(restored.ledger.slice(0, before.ledger.length)).toEqual(before.ledger);
    expect(restored.ledger).toEqual(after.ledger.slice(0, restored.ledger.length));
    expect(restored.funds).toEqual(after.funds.slice(0, restored.funds.length));
    const audit = await expectBalanced(handle.db);
    expect(Number(audit.totals.entries)).toBe(restored.ledger.length);
    // The append-only rule came back with the schema.
    await expect(handle.db.deleteFrom('ledger_entries').execute()).rejects.toThrow(/append-only/);
  } finally {
    await handle.close();
  }
}, 180_000);

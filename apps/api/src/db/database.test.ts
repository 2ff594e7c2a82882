import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
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

/** Another process opening the folder, as a server does, and keeping it open until killed. */
const HOLDER = `
import { openDatabase } from '#api/db/database.ts';
await openDatabase({ database: { kind: 'pglite', dir: process.argv[1] } });
console.log('open');
process.stdin.resume();
`;

test.skipIf(Boolean(process.env.DATABASE_URL))(
  'a PGlite data folder is open in one process at a time; a lock whose process is gone, or whose pid is now another process, is taken over',
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-lock-'));
    const lockFile = path.join(dir, 'arcanes.lock');
    const open = () => openDatabase({ database: { kind: 'pglite', dir: path.join(dir, 'pglite') } });
    const children: ChildProcess[] = [];
    try {
      // A second opener, another process, holds the folder: refused, naming it.
      const holder = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', HOLDER, path.join(dir, 'pglite')],
        { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['pipe', 'pipe', 'inherit'] },
      );
      children.push(holder);
      await new Promise<void>((resolve, reject) => {
        holder.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve());
        holder.on('exit', (code) => reject(new Error(`the holder exited (${code})`)));
      });
      await expect(open()).rejects.toThrow(
        new DataDirLockedError(
          `${path.join(dir, 'pglite')} is already open in process ${holder.pid}; stop it first (or, if that process is not an Arcanes server, delete ${lockFile}).`,
        ),
      );
      // Killed, it leaves its lock behind: a dead pid, taken over.
      holder.kill('SIGKILL');
      await once(holder, 'exit');
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: holder.pid });
      let handle = await open();
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
      // This process has it open already: refused too.
      await expect(open()).rejects.toThrow(/is already open in this process/);
      await handle.close();
      expect(fs.existsSync(lockFile)).toBe(false);

      // A lock left by a server whose pid now belongs to a live process that is not it (started at
      // another time): taken over. Where there is no /proc, a live pid still counts as the holder.
      if (!fs.existsSync('/proc/self/stat')) return;
      const other = spawn('sleep', ['120'], { stdio: 'ignore' });
      children.push(other);
      await once(other, 'spawn');
      const stat = fs.readFileSync(`/proc/${other.pid}/stat`, 'utf8');
      const otherStart = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
      fs.writeFileSync(lockFile, JSON.stringify({ pid: other.pid, start: String(Number(otherStart) - 1) }));
      handle = await open();
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
      await handle.close();
      // The same pid with that process's own start time is its lock: refused. So is a lock of the
      // former format, a bare pid, while its process runs (nothing tells whose it is).
      for (const lock of [JSON.stringify({ pid: other.pid, start: otherStart }), String(other.pid)]) {
        fs.writeFileSync(lockFile, lock);
        await expect(open()).rejects.toThrow(`is already open in process ${other.pid}`);
      }
      // …and a bare pid whose process is gone is stale, as before.
      fs.writeFileSync(lockFile, '999999999');
      handle = await open();
      await handle.close();
    } finally {
      for (const child of children) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
  120_000, // starting a second Node process with tsx and PGlite: seconds on a loaded two-core machine
);

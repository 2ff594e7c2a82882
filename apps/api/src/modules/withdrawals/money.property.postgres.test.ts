/**
 * The money property across two API processes on one PostgreSQL (issue 34): the same random
 * operations as money.property.test.ts, each step two operations at once, each sent to another
 * process, while both processes' workers deliver the PDF readings; then, once no reading is on its
 * way, every rule of `moneyViolations` read in one snapshot.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#api/db/database.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { moneyViolations } from '#api/test/money-invariants.ts';
import { moneyOp, propertySeed, unreachedKinds, type MoneyOp } from '#api/test/money-operations.ts';
import {
  createDatabase,
  dropDatabase,
  freePort,
  startProcess,
  stopProcesses,
  waitReady,
  type Started,
} from '#api/test/processes.ts';
import { customer, payload } from '#api/test/readings-kit.ts';
import { eventually } from '#api/test/test-app.ts';
import { hashPassword } from '#api/modules/accounts/accounts.service.ts';

const baseUrl = process.env.DATABASE_URL;
const SEED = propertySeed();
const RUNS = Number(process.env.MONEY_PROPERTY_PROCESS_RUNS ?? 8);
const PASSWORD = 'Motdepasse-2026!';

const processes: Started[] = [];
const apis: string[] = [];
let dbName = '';
let dataDir = '';
let handle: DatabaseHandle;
let adminHeaders: Record<string, string>;
let passwordHash: string;

/** The errors process `i` logged last: a 5xx names what the server saw. */
function serverErrors(i: number): string {
  return processes[i]!.stdout()
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line))
    .slice(-3)
    .join('\n');
}

// Deliveries happen in the processes' own workers here; an administrator's debit is left to the in-process test.
type Op = Exclude<MoneyOp, { kind: 'deliver' | 'take' }>;
const op = moneyOp({
  topup: 4,
  single: 2,
  pdf: 3,
  withdraw: 3,
  gift: 2,
  refund: 2,
  erase: 2,
}) as fc.Arbitrary<Op>;

interface World {
  users: { id: number; headers: Record<string, string> }[];
  payments: string[];
}

async function call(
  api: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const res = await fetch(`${api}${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  return {
    status: res.status,
    json: (await res.text().then((t) => (t ? JSON.parse(t) : {}))) as Record<string, unknown>,
  };
}

async function run(api: string, w: World, o: Op): Promise<number> {
  const pick = (n: number) => w.payments[n % Math.max(1, w.payments.length)];
  switch (o.kind) {
    case 'topup': {
      const h = w.users[o.who]!.headers;
      const c = await call(api, 'POST', '/api/payments/checkout', h, {
        option: o.option,
        method: 'card',
        // Older clients still send the two boxes; the API takes them and records nothing of them.
        immediate_execution: true,
        withdrawal_waiver: true,
      });
      if (c.status !== 200) return c.status;
      const id = c.json.payment_id as string;
      const paid = await call(api, 'POST', `/api/payments/demo/${id}/succeed`, h);
      if (paid.status === 303) w.payments.push(id);
      return paid.status === 303 ? 200 : paid.status;
    }
    case 'single':
    case 'pdf':
      return (
        await call(
          api,
          'POST',
          `/api/openai/astrology/option${o.kind === 'single' ? 1 : 2}`,
          w.users[o.who]!.headers,
          payload({ domain: 'astrology', option: o.kind === 'single' ? 1 : 2 }),
        )
      ).status;
    case 'withdraw': {
      const id = pick(o.n);
      if (!id) return 200;
      return (await call(api, 'POST', '/api/user/withdrawals', w.users[o.who]!.headers, { payment_id: id }))
        .status;
    }
    case 'gift':
      return (
        await call(api, 'PUT', `/api/admin/update-user/${w.users[o.who]!.id}`, adminHeaders, {
          wallet_credit: (o.cents / 100).toFixed(2),
          wallet_reason: 'Geste commercial',
        })
      ).status;
    case 'refund': {
      const id = pick(o.n);
      if (!id) return 200;
      return (
        await call(api, 'POST', `/api/admin/payments/${id}/refund`, adminHeaders, {
          reason: 'Réclamation',
          ...(o.cents === null ? {} : { amount_cents: o.cents }),
        })
      ).status;
    }
    case 'erase':
      return (await call(api, 'DELETE', '/api/user/me', w.users[o.who]!.headers, { password: PASSWORD }))
        .status;
  }
}

describe.skipIf(!baseUrl)('money across two API processes on one PostgreSQL', () => {
  beforeAll(async () => {
    dbName = `arcanes_money_${process.pid}`;
    const url = await createDatabase(baseUrl!, dbName);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-money-'));
    // One after the other: both migrate and create their queues (0274 serialises it anyway).
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const publicUrl = `http://127.0.0.1:${port}`;
      const started = startProcess('server', {
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        PORT: String(port),
        PUBLIC_URL: publicUrl,
      });
      processes.push(started);
      await waitReady(publicUrl, started);
      apis.push(publicUrl);
    }
    handle = await openDatabase({ database: { kind: 'postgres', url } });
    const a = await insertUser(handle.db, { role: 'admin' });
    adminHeaders = (await sessionFor(handle.db, a.id)).headers;
    passwordHash = await hashPassword(PASSWORD);
  }, 180_000);

  afterAll(async () => {
    await stopProcesses(processes);
    await handle?.close();
    if (dbName) await dropDatabase(baseUrl!, dbName);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  test('two operations at once, one on each process, never break the money rules', async () => {
    const db = handle.db;
    /** How often each kind of operation was carried out (2xx): the sequences must reach every path. */
    const done = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(op, op), { minLength: 3, maxLength: 8 }), async (steps) => {
        const w: World = { users: [], payments: [] };
        for (let i = 0; i < 2; i++) {
          const c = await customer(db, { cents: 0 });
          await db
            .updateTable('users')
            .set({ password_hash: passwordHash })
            .where('id', '=', c.user.id)
            .execute();
          w.users.push({ id: c.user.id, headers: c.headers });
        }
        for (const [a, b] of steps) {
          const statuses = await Promise.all([run(apis[0]!, w, a), run(apis[1]!, w, b)]);
          for (const [k, o] of [a, b].entries()) {
            expect(
              statuses[k],
              `${JSON.stringify(o)}\n${statuses[k]! >= 500 ? serverErrors(k) : ''}`,
            ).toBeLessThan(500);
            if (statuses[k]! < 300) done.set(o.kind, (done.get(o.kind) ?? 0) + 1);
          }
        }
        const ids = w.users.map((u) => u.id);
        // The workers deliver (or refund) every PDF reading; then one snapshot is read.
        await eventually(
          async () =>
            (await db
              .selectFrom('readings')
              .select('id')
              .where('user_id', 'in', ids)
              .where('status', 'in', ['pending', 'queued', 'writing', 'failed'])
              .executeTakeFirst()) === undefined,
          60_000,
        );
        const broken = await db
          .transaction()
          .setIsolationLevel('repeatable read')
          .execute((trx) => moneyViolations(trx, ids));
        expect(broken).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    const kinds: MoneyOp['kind'][] = ['topup', 'single', 'pdf', 'withdraw', 'gift', 'refund', 'erase'];
    expect(unreachedKinds(kinds, done), JSON.stringify(Object.fromEntries(done))).toEqual([]);
  }, 600_000);
});

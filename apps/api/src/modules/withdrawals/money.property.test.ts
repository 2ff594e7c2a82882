/**
 * Money is never wrong, whatever the sequence (issue 34): random sequences of top-ups, readings (on
 * screen and PDF, some failing), withdrawals, administrators' credits, debits and refunds, erasures
 * and deliveries — some steps two at once — through HTTP, then every rule of `moneyViolations`
 * checked. Fixed seed and bounded count in CI (`MONEY_PROPERTY_SEED`, `MONEY_PROPERTY_RUNS` to explore
 * more); a failure prints its seed and the shrunk sequence.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { interpreterFor } from '#api/interpreter/interpreter.ts';
import type { Mailer } from '#api/mail/mailer.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { demoTopUp, insertUser, sessionFor } from '#api/test/fixtures.ts';
import { moneyViolations } from '#api/test/money-invariants.ts';
import { moneyOp, propertySeed, unreachedKinds, type MoneyOp } from '#api/test/money-operations.ts';
import { customer, order } from '#api/test/readings-kit.ts';
import { hashPassword } from '#api/modules/accounts/accounts.service.ts';
import { deliverReading } from '#api/modules/readings/delivery/delivery.service.ts';

const SEED = propertySeed();
const RUNS = Number(process.env.MONEY_PROPERTY_RUNS ?? 30);
const PASSWORD = 'Motdepasse-2026!';

let t: TestApp;
let admin: { cookie: string };
let passwordHash: string;
beforeAll(async () => {
  // Jobs run when a step says so: a delivery is a step of the sequence like any other.
  t = await createTestApp({ RUN_WORKERS: 'false' });
  const a = await insertUser(t.app.db, { role: 'admin' });
  admin = await sessionFor(t.app.db, a.id);
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => t?.close());

type Op = MoneyOp;
const op = moneyOp({
  topup: 4,
  single: 3,
  pdf: 3,
  deliver: 3,
  withdraw: 3,
  gift: 2,
  take: 1,
  refund: 2,
  erase: 2,
});
/** A step is one operation, or two started together. */
const step = fc.oneof(
  { weight: 4, arbitrary: op.map((o) => [o]) },
  { weight: 1, arbitrary: fc.tuple(op, op) },
);

interface World {
  users: { id: number; cookie: string; headers: Record<string, string> }[];
  payments: string[];
  pdfs: string[];
}

const dying: Mailer = {
  kind: 'smtp',
  async send() {
    throw new Error('mail server gone for good');
  },
  close() {},
};

async function run(w: World, o: Op): Promise<number> {
  const inject = (opts: InjectOptions) => t.app.inject(opts).then((r) => r.statusCode);
  switch (o.kind) {
    case 'topup': {
      const id = await demoTopUp(t.app, w.users[o.who]!.cookie, o.option).catch(() => null);
      if (id) w.payments.push(id);
      return 200;
    }
    case 'single':
    case 'pdf': {
      const res = await order(t.app, w.users[o.who]!.headers, {
        domain: 'astrology',
        option: o.kind === 'single' ? 1 : 2,
      });
      if (res.statusCode === 200 && o.kind === 'pdf') w.pdfs.push(res.json().reading_id);
      return res.statusCode;
    }
    case 'deliver': {
      const id = w.pdfs[o.n % Math.max(1, w.pdfs.length)];
      if (!id) return 200;
      const mailer = o.ok ? t.app.mailer : dying;
      await deliverReading(
        {
          db: t.app.db,
          queue: t.app.queue,
          mailer,
          config: t.config,
          log: t.app.log,
          interpreter: interpreterFor(t.config),
        },
        id,
        { retryCount: 10, retryLimit: 10 },
      );
      return 200;
    }
    case 'withdraw': {
      const id = w.payments[o.n % Math.max(1, w.payments.length)];
      if (!id) return 200;
      return inject({
        method: 'POST',
        url: '/api/user/withdrawals',
        headers: { cookie: w.users[o.who]!.cookie },
        payload: { payment_id: id },
      });
    }
    case 'gift':
    case 'take':
      return inject({
        method: 'PUT',
        url: `/api/admin/update-user/${w.users[o.who]!.id}`,
        headers: { cookie: admin.cookie },
        payload: {
          wallet_credit: ((o.kind === 'gift' ? o.cents : -o.cents) / 100).toFixed(2),
          wallet_reason: o.kind === 'gift' ? 'Geste commercial' : 'Correction',
        },
      });
    case 'refund': {
      const id = w.payments[o.n % Math.max(1, w.payments.length)];
      if (!id) return 200;
      return inject({
        method: 'POST',
        url: `/api/admin/payments/${id}/refund`,
        headers: { cookie: admin.cookie },
        payload: { reason: 'Réclamation', ...(o.cents === null ? {} : { amount_cents: o.cents }) },
      });
    }
    case 'erase':
      return inject({
        method: 'DELETE',
        url: '/api/user/me',
        headers: { cookie: w.users[o.who]!.cookie },
        payload: { password: PASSWORD },
      });
  }
}

/** How often each kind of step was carried out (2xx): the sequences must reach every path. */
const done = new Map<string, number>();

test('money is conserved and refunds stay within what was paid, whatever the sequence', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
      const w: World = { users: [], payments: [], pdfs: [] };
      for (let i = 0; i < 2; i++) {
        const c = await customer(t.app.db, { cents: 0 });
        await t.app.db
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', c.user.id)
          .execute();
        w.users.push({ id: c.user.id, cookie: c.cookie, headers: c.headers });
      }
      for (const s of steps) {
        const statuses = await Promise.all(s.map((o) => run(w, o)));
        // Refused is fine (no credit, nothing to withdraw, account gone); failing is not.
        for (const [k, status] of statuses.entries()) {
          expect(status, `${JSON.stringify(s[k])} answered ${status}`).toBeLessThan(500);
          if (status < 300) done.set(s[k]!.kind, (done.get(s[k]!.kind) ?? 0) + 1);
        }
      }
      expect(
        await moneyViolations(
          t.app.db,
          w.users.map((u) => u.id),
        ),
      ).toEqual([]);
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
  const kinds: MoneyOp['kind'][] = [
    'topup',
    'single',
    'pdf',
    'deliver',
    'withdraw',
    'gift',
    'take',
    'refund',
    'erase',
  ];
  expect(unreachedKinds(kinds, done), JSON.stringify(Object.fromEntries(done))).toEqual([]);
}, 600_000);

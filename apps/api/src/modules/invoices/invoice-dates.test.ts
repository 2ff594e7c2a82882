import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Invoice, Payment } from '#api/db/schema.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { issueInvoice } from './invoices.service';

/**
 * Invoices issued at the same time keep numbers and dates of issue in the same order (issue 34):
 * F-000011 was stamped before F-000010 when its transaction had begun first, the date being the
 * transaction's start (now()) and the number taken later.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function pendingPayments(n: number): Promise<Payment[]> {
  const ids = [];
  for (let i = 0; i < n; i++) {
    const user = await insertUser(t.app.db);
    const { cookie } = await sessionFor(t.app.db, user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: { cookie },
      payload: {
        option: 1,
        domain: 'tarot',
        method: 'card',
        immediate_execution: true,
        withdrawal_waiver: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    ids.push(res.json().payment_id as string);
  }
  const rows = await t.app.db.selectFrom('payments').selectAll().where('id', 'in', ids).execute();
  return ids.map((id) => rows.find((p) => p.id === id)!);
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

test('invoices issued concurrently: by number and by date of issue, the same order', async () => {
  const payments = await pendingPayments(6);
  let issued: Invoice[];
  if (t.app.dbHandle.engine === 'postgres') {
    // Transactions begun one after the other, numbered in the reverse order: each takes its number
    // once the one begun after it has committed. The first begun gets the last number.
    const opened = payments.map(() => deferred());
    const turns = payments.map(() => deferred());
    const transactions: Promise<Invoice>[] = [];
    for (const [i, payment] of payments.entries()) {
      transactions.push(
        t.app.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          opened[i]!.resolve();
          await turns[i]!.promise;
          return issueInvoice(trx, payment);
        }),
      );
      await opened[i]!.promise;
    }
    for (let i = payments.length - 1; i >= 0; i--) {
      turns[i]!.resolve();
      await transactions[i];
    }
    issued = await Promise.all(transactions);
  } else {
    // PGlite runs one transaction at a time: concurrent issuers queue.
    issued = await Promise.all(
      payments.map((payment) => t.app.db.transaction().execute((trx) => issueInvoice(trx, payment))),
    );
  }
  const ids = issued.map((i) => i.id);
  expect(new Set(issued.map((i) => i.number)).size).toBe(payments.length);
  // In the database's own precision (microseconds): a higher number is never issued at the same
  // instant or before a lower one.
  const { rows } = await sql<{ number: number; issued_at: string; later_number: number; later_at: string }>`
    select a.number, a.issued_at::text, b.number as later_number, b.issued_at::text as later_at
    from invoices a join invoices b on b.series = a.series and b.number > a.number
    where a.id = any(${ids}::uuid[]) and b.id = any(${ids}::uuid[]) and b.issued_at <= a.issued_at`.execute(
    t.app.db,
  );
  expect(rows).toEqual([]);
});

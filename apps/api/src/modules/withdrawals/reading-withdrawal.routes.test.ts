import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { interpreterFor } from '#api/interpreter/interpreter.ts';
import type { Mailer, MailMessage } from '#api/mail/mailer.ts';
import { deliverReading } from '#api/modules/readings/delivery/delivery.service.ts';
import { sendReadingWithdrawalAck } from '#api/modules/readings/withdrawal/reading-withdrawal.service.ts';
import { getBalance } from '#api/modules/wallet/wallet.service.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { customer, ledgerBalanced, order, readingRow } from '#api/test/readings-kit.ts';

/**
 * Withdrawing from a PDF reading until its writing starts (decision 0351), against the delivery job:
 * one of the two wins, the money is exact. The workers are off: the test runs the job's work itself,
 * in each order and at the same time as the withdrawal.
 */
const sent: MailMessage[] = [];
const recording: Mailer = {
  kind: 'outbox',
  async send(m) {
    sent.push(m);
    return { messageId: m.messageId ?? `<m-${sent.length}@test>` };
  },
  close() {},
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RUN_WORKERS: 'false' }, { mailer: recording });
});
afterAll(async () => t?.close());

const deps = () => ({
  db: t.app.db,
  queue: t.app.queue,
  mailer: recording,
  config: t.config,
  log: t.app.log,
  interpreter: interpreterFor(t.config),
});
const deliver = (id: string) => deliverReading(deps(), id, { retryCount: 0, retryLimit: 10 });

const withdraw = (cookie: string, readingId: string, email?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/withdrawals/readings',
    headers: { cookie },
    payload: { reading_id: readingId, ...(email ? { email } : {}) },
  });

async function queuedReading(c: Awaited<ReturnType<typeof customer>>) {
  const res = await order(t.app, c.headers, { domain: 'numerology', option: 2 });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().reading_id as string;
  expect((await readingRow(t.app.db, id)).status).toBe('queued');
  return id;
}

const refundEntries = (readingId: string) =>
  t.app.db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('reading_id', '=', readingId)
    .where('kind', '=', 'refund')
    .execute();
const pdfs = (readingId: string) =>
  t.app.db.selectFrom('reading_pdfs').select('reading_id').where('reading_id', '=', readingId).execute();
const reportMails = (readingId: string) =>
  sent.filter((m) => m.messageId === `<reading-${readingId}@arcanes>`);

async function ackJobData(readingId: string) {
  const jobs = await t.app.queue.boss.findJobs<{ readingId: string; to: string; firstName: string }>(
    'reading-withdrawal-ack',
    { data: { readingId } },
  );
  return jobs.map((j) => j.data);
}

describe('withdrawal from a queued PDF reading', () => {
  test('withdrawn first: the price back once, the job writes and sends nothing; the acknowledgement goes to the chosen address', async () => {
    const c = await customer(t.app.db, { firstName: 'Inès' });
    const start = await getBalance(t.app.db, c.user.id);
    const id = await queuedReading(c);
    const price = (await readingRow(t.app.db, id)).price_cents;

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/user/withdrawals', headers: { cookie: c.cookie } })
    ).json();
    expect(list.email).toBe(c.user.email);
    expect(list.withdrawable_readings).toEqual([
      expect.objectContaining({ reading_id: id, price_cents: price }),
    ]);

    const res = await withdraw(c.cookie, id, 'Ines.Autre@Example.org');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      applied: true,
      refunded_cents: price,
      balance_cents: start,
      reading_id: id,
    });
    expect(res.json().message).toContain('ne sera pas écrite');

    await deliver(id);
    await deliver(id);
    const row = await readingRow(t.app.db, id);
    expect(row.status).toBe('refunded');
    expect(row.withdrawn_at).not.toBeNull();
    expect(row.writing_at).toBeNull();
    expect(await pdfs(id)).toHaveLength(0);
    expect(reportMails(id)).toHaveLength(0);
    expect(await refundEntries(id)).toHaveLength(1);
    expect(await getBalance(t.app.db, c.user.id)).toBe(start);
    expect(await ledgerBalanced(t.app.db, c.user.id)).toBe(true);

    const again = await withdraw(c.cookie, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ applied: false, balance_cents: start });
    expect(await refundEntries(id)).toHaveLength(1);

    const after = (
      await t.app.inject({ method: 'GET', url: '/api/user/withdrawals', headers: { cookie: c.cookie } })
    ).json();
    expect(after.withdrawable_readings).toEqual([]);

    // The acknowledgement: once, to the address the customer chose, dated.
    const jobs = await ackJobData(id);
    expect(jobs).toEqual([{ readingId: id, to: 'ines.autre@example.org', firstName: 'Inès' }]);
    await sendReadingWithdrawalAck({ db: t.app.db, mailer: recording, config: t.config }, jobs[0]!);
    const ack = sent.find((m) => m.messageId === `<reading-withdrawal-${id}@arcanes>`)!;
    expect(ack.to).toBe('ines.autre@example.org');
    expect(ack.text).toMatch(
      /Nous avons bien reçu votre rétractation le \d{1,2} \S+ 20\d\d à \d\d:\d\d:\d\d/,
    );
    expect(ack.text).toContain('Numérologie');
  });

  test('written first: the withdrawal is refused and nothing is refunded; without a chosen address the account’s is used', async () => {
    const c = await customer(t.app.db);
    const id = await queuedReading(c);
    const afterOrder = await getBalance(t.app.db, c.user.id);
    await deliver(id);
    expect((await readingRow(t.app.db, id)).status).toBe('sent');
    const late = await withdraw(c.cookie, id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'READING_WITHDRAWAL_TOO_LATE' });
    expect(late.json().message).toContain('a déjà commencé');
    expect(await refundEntries(id)).toHaveLength(0);
    expect(await getBalance(t.app.db, c.user.id)).toBe(afterOrder);

    // The path beside it: a reading whose writing started (the job's guarded step) is refused too.
    const writing = await queuedReading(c);
    await t.app.db.updateTable('readings').set({ status: 'writing' }).where('id', '=', writing).execute();
    expect((await withdraw(c.cookie, writing)).statusCode).toBe(409);
    await t.app.db.updateTable('readings').set({ status: 'queued' }).where('id', '=', writing).execute();
    expect((await withdraw(c.cookie, writing)).statusCode).toBe(200);
    expect(await ackJobData(writing)).toEqual([expect.objectContaining({ to: c.user.email })]);
  });

  test('at the same time as the delivery job: exactly one wins, and the money matches', async () => {
    const c = await customer(t.app.db, { cents: 30_000 });
    const start = await getBalance(t.app.db, c.user.id);
    const outcomes = { withdrawn: 0, written: 0 };
    let kept = 0;
    for (let i = 0; i < 6; i++) {
      const id = await queuedReading(c);
      const price = (await readingRow(t.app.db, id)).price_cents;
      const [res] = await Promise.all([withdraw(c.cookie, id), deliver(id)]);
      const row = await readingRow(t.app.db, id);
      if (res.statusCode === 200) {
        outcomes.withdrawn++;
        expect(row.status).toBe('refunded');
        expect(await pdfs(id)).toHaveLength(0);
        expect(reportMails(id)).toHaveLength(0);
        expect(await refundEntries(id)).toHaveLength(1);
      } else {
        outcomes.written++;
        expect(res.statusCode).toBe(409);
        expect(row.status).toBe('sent');
        expect(reportMails(id)).toHaveLength(1);
        expect(await refundEntries(id)).toHaveLength(0);
        kept += price;
      }
    }
    expect(outcomes.withdrawn + outcomes.written).toBe(6);
    expect(await getBalance(t.app.db, c.user.id)).toBe(start - kept);
    expect(await ledgerBalanced(t.app.db, c.user.id)).toBe(true);
  });

  test('another customer’s reading, or an unknown one, is not found; a bad id is refused in words', async () => {
    const a = await customer(t.app.db);
    const b = await customer(t.app.db);
    const id = await queuedReading(a);
    expect((await withdraw(b.cookie, id)).statusCode).toBe(404);
    expect((await readingRow(t.app.db, id)).status).toBe('queued');
    const bad = await withdraw(a.cookie, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/formulaire/);
    const noSession = await t.app.inject({
      method: 'POST',
      url: '/api/user/withdrawals/readings',
      payload: { reading_id: id },
    });
    expect(noSession.statusCode).toBe(401);
  });
});

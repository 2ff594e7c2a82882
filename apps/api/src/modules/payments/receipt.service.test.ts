import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { paymentReceiptJob } from '#api/jobs/payment-receipt.job.ts';
import type { Mailer, MailMessage } from '#api/mail/mailer.ts';
import { demoTopUp, insertUser, sessionFor } from '#api/test/fixtures.ts';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { sendReceipts } from './receipt.service';

/** Receipts sent in batches: each one once, whatever the batch holds or how often it runs. */
describe('receipts in batches', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No workers: the test sends the receipts itself (the queue keeps the jobs).
    t = await createTestApp({ RUN_WORKERS: 'false' });
  });
  afterAll(async () => t?.close());

  async function paidTopUps(n: number): Promise<string[]> {
    const user = await insertUser(t.app.db, { first_name: 'Léa', last_name: 'Durand' });
    const { cookie } = await sessionFor(t.app.db, user.id);
    const ids: string[] = [];
    for (let i = 0; i < n; i++) ids.push(await demoTopUp(t.app, cookie));
    return ids;
  }

  const mailer = (failFor: Set<string> = new Set()) => {
    const sent: MailMessage[] = [];
    const m: Mailer = {
      kind: 'smtp',
      async send(message) {
        if ([...failFor].some((id) => message.messageId === `<receipt-${id}@arcanes>`))
          throw new Error('mail server refused');
        sent.push(message);
        return { messageId: message.messageId! };
      },
      close() {},
    };
    return { sent, mailer: m };
  };
  const deps = (m: Mailer) => ({ db: t.app.db, mailer: m, config: t.config });
  const sentAt = async (ids: string[]) =>
    (await t.app.db.selectFrom('payments').select(['id', 'receipt_sent_at']).where('id', 'in', ids).execute())
      .filter((p) => p.receipt_sent_at !== null)
      .map((p) => p.id)
      .sort();

  test('a batch sends each receipt once, with its invoice, a payment listed twice included; a rerun sends none', async () => {
    const ids = await paidTopUps(3);
    const first = mailer();
    const failed = await sendReceipts(deps(first.mailer), [ids[0]!, ids[1]!, ids[2]!, ids[0]!]);
    expect(failed.size).toBe(0);
    expect(first.sent.map((m) => m.messageId).sort()).toEqual(
      ids.map((id) => `<receipt-${id}@arcanes>`).sort(),
    );
    for (const m of first.sent) {
      expect(m.attachments).toHaveLength(1);
      expect(m.attachments![0]!.filename).toMatch(/^arcanes-F-\d{6}\.pdf$/);
      expect(m.attachments![0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // Each invoice's PDF was stored once, and the receipt carries the stored one.
    const invoices = await t.app.db
      .selectFrom('invoices')
      .select(['source', 'reference', 'pdf'])
      .where(
        'source',
        'in',
        ids.map((id) => `payment:${id}`),
      )
      .execute();
    expect(invoices).toHaveLength(3);
    for (const i of invoices) {
      const mail = first.sent.find((m) => m.messageId === `<receipt-${i.source.slice(8)}@arcanes>`)!;
      expect(Buffer.from(i.pdf!).equals(mail.attachments![0]!.content)).toBe(true);
    }
    expect(await sentAt(ids)).toEqual([...ids].sort());

    const again = mailer();
    expect((await sendReceipts(deps(again.mailer), ids)).size).toBe(0);
    expect(again.sent).toHaveLength(0);
  });

  test('one e-mail refused: the others are recorded, only that one is reported and sent by the next run', async () => {
    const ids = await paidTopUps(3);
    const first = mailer(new Set([ids[1]!]));
    const failed = await sendReceipts(deps(first.mailer), ids);
    expect([...failed.keys()]).toEqual([ids[1]]);
    expect(first.sent.map((m) => m.messageId).sort()).toEqual(
      [ids[0]!, ids[2]!].map((id) => `<receipt-${id}@arcanes>`).sort(),
    );
    expect(await sentAt(ids)).toEqual([ids[0]!, ids[2]!].sort());

    const retry = mailer();
    expect((await sendReceipts(deps(retry.mailer), ids)).size).toBe(0);
    expect(retry.sent.map((m) => m.messageId)).toEqual([`<receipt-${ids[1]}@arcanes>`]);
    expect(await sentAt(ids)).toEqual([...ids].sort());
  });

  test('the job hands its batch whole and reports the failed jobs by job id', async () => {
    const ids = await paidTopUps(2);
    const { sent, mailer: m } = mailer(new Set([ids[0]!]));
    const jobs = [
      { id: 'job-a', data: { paymentId: ids[0]! }, retryCount: 0 },
      { id: 'job-b', data: { paymentId: ids[1]! }, retryCount: 0 },
      { id: 'job-a2', data: { paymentId: ids[0]! }, retryCount: 0 },
    ];
    const failed = await paymentReceiptJob.handleBatch!(
      { db: t.app.db, mailer: m, config: t.config, log: t.app.log, queue: t.app.queue },
      jobs,
    );
    expect([...failed.keys()].sort()).toEqual(['job-a', 'job-a2']);
    expect(sent.map((x) => x.messageId)).toEqual([`<receipt-${ids[1]}@arcanes>`]);
  });
});

/** Through the workers: a burst of top-ups gives each payer exactly one receipt. */
describe('receipts drained by the workers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  test('twelve top-ups, twelve receipts in the outbox, each once', async () => {
    const user = await insertUser(t.app.db, { first_name: 'Léa', last_name: 'Durand' });
    const { cookie } = await sessionFor(t.app.db, user.id);
    const ids = await Promise.all(Array.from({ length: 12 }, () => demoTopUp(t.app, cookie)));
    const dir = path.join(t.dataDir, 'outbox');
    const receipts = () =>
      fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.includes('receipt-')) : [];
    await eventually(async () => {
      const rows = await t.app.db
        .selectFrom('payments')
        .select('receipt_sent_at')
        .where('id', 'in', ids)
        .where('receipt_sent_at', 'is not', null)
        .execute();
      return rows.length === ids.length ? true : null;
    }, 60_000);
    for (const id of ids) expect(receipts().filter((f) => f.includes(`receipt-${id}`))).toHaveLength(1);
    expect(receipts()).toHaveLength(12);
  });
});

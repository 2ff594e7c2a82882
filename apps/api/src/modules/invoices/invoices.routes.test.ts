import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { refundPayment } from '#api/modules/withdrawals/withdrawals.service.ts';
import { issueInvoice, splitVat } from './invoices.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LEGAL_PUBLISHER: 'Étoiles Conseil SARL, 3 rue du Ciel, 69001 Lyon, RCS Lyon 123 456 789',
  });
});
afterAll(async () => t?.close());

const ORIGIN = 'http://127.0.0.1:3000';

async function buyer() {
  const user = await insertUser(t.app.db, { first_name: 'Léa', last_name: 'Durand' });
  return { user, ...(await sessionFor(t.app.db, user.id)) };
}

async function checkout(cookie: string, option = 2) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: { cookie },
    payload: { option, domain: 'tarot', method: 'card', immediate_execution: true, withdrawal_waiver: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payment_id as string;
}

const pay = (cookie: string, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/demo/${id}/succeed`,
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'lang=fr',
  });

function pdfText(bytes: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-inv-')), 'i.pdf');
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

function outbox(): string[] {
  const dir = path.join(t.dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
}

async function invoiceNumbers(series: 'invoice' | 'credit_note') {
  const rows = await t.app.db
    .selectFrom('invoices')
    .select('number')
    .where('series', '=', series)
    .orderBy('number')
    .execute();
  return rows.map((r) => r.number);
}

describe('invoices and credit notes', () => {
  test('VAT split at 20 %: net + VAT = total, net = round(total / 1.2)', () => {
    expect(splitVat(699)).toEqual({ netCents: 583, vatCents: 116 });
    expect(splitVat(1990)).toEqual({ netCents: 1658, vatCents: 332 });
    expect(splitVat(2990)).toEqual({ netCents: 2492, vatCents: 498 });
  });

  test('a top-up gets a numbered invoice: listed, downloadable as a PDF with seller, HT, VAT and TTC, attached to the receipt', async () => {
    const b = await buyer();
    const id = await checkout(b.cookie);
    expect((await pay(b.cookie, id)).statusCode).toBe(303);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/user/invoices', headers: { cookie: b.cookie } })
    ).json();
    expect(list.invoices).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        payment_id: id,
        net_cents: 1658,
        vat_cents: 332,
        total_cents: 1990,
      }),
    ]);
    const invoice = list.invoices[0];
    expect(invoice.reference).toMatch(/^F-\d{6}$/);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/invoices/${invoice.id}/pdf`,
      headers: { cookie: b.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      `Facture n° ${invoice.reference}`,
      'Étoiles Conseil SARL, 3 rue du Ciel, 69001 Lyon, RCS Lyon 123 456 789',
      'Léa Durand',
      'Total HT',
      'TVA 20 %',
      'Total TTC',
      '16,58 €',
      '3,32 €',
      '19,90 €',
    ])
      expect(text).toContain(expected);
    // Served as first rendered: the same bytes every time.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/user/invoices/${invoice.id}/pdf`,
      headers: { cookie: b.cookie },
    });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);

    const stranger = await buyer();
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/user/invoices/${invoice.id}/pdf`,
      headers: { cookie: stranger.cookie },
    });
    expect(other.statusCode).toBe(404);

    const mail = await eventually(async () => outbox().find((m) => m.includes(`receipt-${id}@arcanes`)));
    expect(mail).toContain(
      `Facture n=C2=B0 ${invoice.reference}`.replace('n=C2=B0', 'n°').length ? invoice.reference : '',
    );
    expect(mail).toMatch(/Content-Type: application\/pdf; name=arcanes-F-\d{6}\.pdf/);
    expect(mail).toMatch(/Montant HT/);
  });

  test('concurrent top-ups: invoice numbers are one continuous series, each payment numbered once', async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, () => buyer()));
    const ids = await Promise.all(buyers.map((b) => checkout(b.cookie, 1)));
    const paid = await Promise.all(buyers.map((b, i) => pay(b.cookie, ids[i]!)));
    expect(paid.map((r) => r.statusCode)).toEqual(buyers.map(() => 303));
    // Paying twice changes nothing.
    await Promise.all(buyers.slice(0, 4).map((b, i) => pay(b.cookie, ids[i]!)));
    const numbers = await invoiceNumbers('invoice');
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const mine = await t.app.db
      .selectFrom('invoices')
      .select('payment_id')
      .where('payment_id', 'in', ids)
      .execute();
    expect(mine).toHaveLength(12);
  });

  test('a number taken by a transaction that rolls back is given back: no gap', async () => {
    const b = await buyer();
    const id = await checkout(b.cookie, 1);
    const payment = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const before = await invoiceNumbers('invoice');
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await issueInvoice(trx, payment);
        throw new Error('the credit failed');
      }),
    ).rejects.toThrow('the credit failed');
    expect(await invoiceNumbers('invoice')).toEqual(before);
    expect((await pay(b.cookie, id)).statusCode).toBe(303);
    expect(await invoiceNumbers('invoice')).toEqual([...before, before.length + 1]);
  });

  test('a withdrawal and an administrator’s refund get credit notes that name the invoice they correct', async () => {
    const admin = await insertUser(t.app.db, { role: 'admin' });
    const b = await buyer();
    const a = await checkout(b.cookie);
    const c = await checkout(b.cookie, 1);
    await pay(b.cookie, a);
    await pay(b.cookie, c);
    const w = await t.app.inject({
      method: 'POST',
      url: '/api/user/withdrawals',
      headers: { cookie: b.cookie },
      payload: { payment_id: a },
    });
    expect(w.statusCode, w.body).toBe(200);
    await refundPayment({ db: t.app.db, config: t.config, queue: t.app.queue, log: t.app.log }, c, {
      actorId: admin.id,
      reason: 'geste commercial',
    });

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/user/invoices', headers: { cookie: b.cookie } })
    ).json();
    const notes = list.invoices.filter((i: { kind: string }) => i.kind === 'credit_note');
    expect(
      notes.map((n: { payment_id: string; total_cents: number }) => [n.payment_id, n.total_cents]).sort(),
    ).toEqual(
      [
        [a, 1990],
        [c, 699],
      ].sort(),
    );
    const noteA = notes.find((n: { payment_id: string }) => n.payment_id === a);
    const invoiceA = list.invoices.find(
      (i: { kind: string; payment_id: string }) => i.kind === 'invoice' && i.payment_id === a,
    );
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/user/invoices/${noteA.id}/pdf`,
      headers: { cookie: b.cookie },
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Avoir n° ${noteA.reference}`);
    expect(text).toContain(`Avoir sur la facture ${invoiceA.reference}`);
    expect(text).toContain('Montant remboursé TTC');
    const numbers = await invoiceNumbers('credit_note');
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));

    const ack = await eventually(async () =>
      outbox().find((m) => m.includes(`withdrawal-${w.json().withdrawal.id}@arcanes`)),
    );
    expect(ack).toContain(`name=arcanes-${noteA.reference}.pdf`);
  });
});

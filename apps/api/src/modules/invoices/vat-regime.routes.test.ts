import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { ledgerBalanced, order, readyToBuy } from '#api/test/readings-kit.ts';
import { failAndRefund } from '#api/modules/readings/readings.service.ts';
import { sendReceipts } from '#api/modules/payments/receipt.service.ts';
import type { Mailer, MailMessage } from '#api/mail/mailer.ts';

/**
 * Decision 0345 through HTTP: the billing country captured at top-up, VAT at top-up on a single-purpose
 * voucher, VAT on each reading at the buyer's country's rate on a multi-purpose voucher, credit notes
 * at the rate of what they correct. No workers: a PDF reading stays queued until the test fails it.
 */
const ORIGIN = 'http://127.0.0.1:3000';

interface InvoiceRow {
  id: string;
  kind: 'invoice' | 'credit_note';
  reference: string;
  payment_id: string;
  net_cents: number;
  vat_cents: number;
  total_cents: number;
  vat_rate_bp: number;
  billing_country: string;
  vat_regime: string;
  reading_id: string | null;
}

function pdfText(bytes: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-vat-')), 'i.pdf');
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

function kit(get: () => TestApp) {
  const buyer = async () => {
    const t = get();
    const user = await insertUser(t.app.db, { first_name: 'Lotte', last_name: 'Peeters' });
    await readyToBuy(t.app.db, user.id, { cents: 0 });
    return { user, ...(await sessionFor(t.app.db, user.id)) };
  };
  const checkout = (cookie: string, option: number, billing_country?: string) =>
    get().app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: { cookie },
      payload: { option, method: 'card', ...(billing_country === undefined ? {} : { billing_country }) },
    });
  const topUp = async (cookie: string, option: number, country?: string) => {
    const res = await checkout(cookie, option, country);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().payment_id as string;
    const paid = await get().app.inject({
      method: 'POST',
      url: `/api/payments/demo/${id}/succeed`,
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'lang=fr',
    });
    expect(paid.statusCode, paid.body).toBe(303);
    return id;
  };
  const invoices = async (cookie: string): Promise<InvoiceRow[]> => {
    const res = await get().app.inject({ method: 'GET', url: '/api/user/invoices', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json().invoices;
  };
  const pdf = async (cookie: string, id: string) => {
    const res = await get().app.inject({
      method: 'GET',
      url: `/api/user/invoices/${id}/pdf`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload);
  };
  const billing = async (cookie: string) =>
    (await get().app.inject({ method: 'GET', url: '/api/payments/billing', headers: { cookie } })).json();
  const payments = async (userId: number) =>
    get().app.db.selectFrom('payments').selectAll().where('user_id', '=', userId).execute();
  return { buyer, checkout, topUp, invoices, pdf, billing, payments };
}

describe('multi-purpose regime: VAT at each reading, at the buyer country’s rate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ VAT_REGIME: 'multi-purpose', RUN_WORKERS: 'false' });
  });
  afterAll(async () => t?.close());
  const k = kit(() => t);

  test('a Belgian buyer: no VAT on the top-up, 21 % on the reading’s invoice; the country is remembered', async () => {
    const b = await k.buyer();
    expect(await k.billing(b.cookie)).toMatchObject({ regime: 'multi-purpose', country: 'FR' });
    expect((await k.billing(b.cookie)).countries).toEqual(expect.arrayContaining(['BE', 'DE', 'FR', 'MC']));
    const paymentId = await k.topUp(b.cookie, 3, 'be');
    expect((await k.payments(b.user.id))[0]).toMatchObject({
      billing_country: 'BE',
      vat_regime: 'multi-purpose',
    });
    // The next top-up's form proposes Belgium.
    expect((await k.billing(b.cookie)).country).toBe('BE');

    const [topUpDoc] = await k.invoices(b.cookie);
    expect(topUpDoc).toMatchObject({
      kind: 'invoice',
      payment_id: paymentId,
      total_cents: 2990,
      net_cents: 2990,
      vat_cents: 0,
      vat_rate_bp: 0,
      billing_country: 'BE',
      vat_regime: 'multi-purpose',
      reading_id: null,
    });
    const topUpText = await k.pdf(b.cookie, topUpDoc!.id);
    expect(topUpText).toContain('Pays de facturation : Belgique');
    expect(topUpText).toContain('TVA (non due au rechargement)');
    expect(topUpText).toContain('Bon à usages multiples (CGI art. 256 ter)');

    const reading = await order(t.app, b.headers, { domain: 'numerology', option: 1 });
    expect(reading.statusCode, reading.body).toBe(200);
    const readingId = reading.json().reading_id as string;
    const line = (await k.invoices(b.cookie)).find((i) => i.reading_id === readingId)!;
    // 6,99 € TTC at 21 %: HT = round(699 / 1.21) = 578, VAT 121.
    expect(line).toMatchObject({
      kind: 'invoice',
      payment_id: paymentId,
      total_cents: 699,
      net_cents: 578,
      vat_cents: 121,
      vat_rate_bp: 2100,
      billing_country: 'BE',
    });
    // One continuous series: the reading's invoice follows the top-up's.
    expect(Number(line.reference.slice(2))).toBe(Number(topUpDoc!.reference.slice(2)) + 1);
    const text = await k.pdf(b.cookie, line.id);
    for (const expected of [
      `Facture n° ${line.reference}`,
      'Numérologie',
      'TVA 21 %',
      '5,78 €',
      '1,21 €',
      '6,99 €',
      'Belgique',
      'guichet unique',
      'Réglé avec le crédit prépayé du portefeuille',
    ])
      expect(text).toContain(expected);
  });

  test('the receipt of a multi-purpose voucher says its VAT is due on each reading, not 20 %', async () => {
    const b = await k.buyer();
    const paymentId = await k.topUp(b.cookie, 2, 'BE');
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      kind: 'smtp',
      async send(message) {
        sent.push(message);
        return { messageId: message.messageId! };
      },
      close() {},
    };
    expect((await sendReceipts({ db: t.app.db, mailer, config: t.config }, [paymentId])).size).toBe(0);
    expect(sent).toHaveLength(1);
    const text = sent[0]!.text.replace(/\s+/g, ' ');
    expect(text).toContain('TVA (due à chaque consultation, au taux de votre pays de facturation)');
    expect(text).not.toContain('TVA 20 %');
    expect(text).toMatch(
      /Montant HT : 19,90\s€ TVA \(due à chaque consultation, au taux de votre pays de facturation\) : 0,00\s€/,
    );
  });

  test('a French buyer: 20 % on the reading’s invoice line', async () => {
    const b = await k.buyer();
    const paymentId = await k.topUp(b.cookie, 1);
    expect((await k.payments(b.user.id))[0]!.billing_country).toBe('FR');
    const reading = await order(t.app, b.headers, { domain: 'numerology', option: 1 });
    expect(reading.statusCode, reading.body).toBe(200);
    const docs = await k.invoices(b.cookie);
    expect(docs.find((i) => i.reading_id === null)).toMatchObject({ payment_id: paymentId, vat_cents: 0 });
    expect(docs.find((i) => i.reading_id === reading.json().reading_id)).toMatchObject({
      total_cents: 699,
      net_cents: 583,
      vat_cents: 116,
      vat_rate_bp: 2000,
      billing_country: 'FR',
    });
    const text = await k.pdf(b.cookie, docs.find((i) => i.reading_id !== null)!.id);
    expect(text).toContain('TVA 20 %');
    expect(text).toContain('TVA française');
  });

  test('refund after partial use: the unspent part’s credit note carries no VAT; a failed reading’s credit note undoes its 21 %', async () => {
    const b = await k.buyer();
    const paymentId = await k.topUp(b.cookie, 3, 'BE');
    const answered = await order(t.app, b.headers, { domain: 'numerology', option: 1 });
    expect(answered.statusCode, answered.body).toBe(200);
    // A PDF reading, queued (no workers), then given up: its price goes back to the wallet.
    const queued = await order(t.app, b.headers, { domain: 'numerology', option: 2 });
    expect(queued.statusCode, queued.body).toBe(200);
    const queuedId = queued.json().reading_id as string;
    expect(await failAndRefund(t.app.db, t.app.queue, queuedId, 'test: delivery given up')).toBe(true);
    // Run again: nothing more (no second credit note).
    expect(await failAndRefund(t.app.db, t.app.queue, queuedId, 'test: delivery given up')).toBe(false);

    let docs = await k.invoices(b.cookie);
    const queuedInvoice = docs.find((i) => i.reading_id === queuedId && i.kind === 'invoice')!;
    expect(queuedInvoice).toMatchObject({
      total_cents: 1990,
      vat_rate_bp: 2100,
      net_cents: 1645,
      vat_cents: 345,
    });
    const readingNotes = docs.filter((i) => i.reading_id === queuedId && i.kind === 'credit_note');
    expect(readingNotes).toHaveLength(1);
    expect(readingNotes[0]).toMatchObject({
      total_cents: 1990,
      net_cents: 1645,
      vat_cents: 345,
      vat_rate_bp: 2100,
    });
    const noteText = await k.pdf(b.cookie, readingNotes[0]!.id);
    expect(noteText).toContain(`Avoir sur la facture ${queuedInvoice.reference}`);
    expect(noteText).toContain('Montant rendu au crédit prépayé du portefeuille');

    // The withdrawal of what is left: 29,90 − 6,99 = 22,91 €, given back as a multi-purpose voucher's
    // money, with no VAT (none was charged on the top-up; the reading's 21 % stays due).
    const w = await t.app.inject({
      method: 'POST',
      url: '/api/user/withdrawals',
      headers: { cookie: b.cookie },
      payload: { payment_id: paymentId },
    });
    expect(w.statusCode, w.body).toBe(200);
    docs = await k.invoices(b.cookie);
    const topUpDoc = docs.find((i) => i.reading_id === null && i.kind === 'invoice')!;
    const withdrawalNote = docs.find((i) => i.reading_id === null && i.kind === 'credit_note')!;
    expect(withdrawalNote).toMatchObject({
      payment_id: paymentId,
      total_cents: 2291,
      net_cents: 2291,
      vat_cents: 0,
      vat_rate_bp: 0,
      billing_country: 'BE',
    });
    const text = await k.pdf(b.cookie, withdrawalNote.id);
    expect(text).toContain(`Avoir sur la facture ${topUpDoc.reference}`);
    expect(text).toContain('TVA (non due au rechargement)');
    // What the buyer paid = what came back + the readings invoiced and not cancelled.
    const kept = docs
      .filter((i) => i.reading_id !== null)
      .reduce((sum, i) => sum + (i.kind === 'invoice' ? i.total_cents : -i.total_cents), 0);
    expect(kept + withdrawalNote.total_cents).toBe(2990);
    expect(await ledgerBalanced(t.app.db, b.user.id)).toBe(true);
  });

  test('a PDF reading withdrawn from before its writing (decision 0351): its invoice undone by one credit note', async () => {
    const b = await k.buyer();
    await k.topUp(b.cookie, 2, 'BE');
    const queued = await order(t.app, b.headers, { domain: 'numerology', option: 2 });
    expect(queued.statusCode, queued.body).toBe(200);
    const id = queued.json().reading_id as string;
    for (const applied of [true, false]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/withdrawals/readings',
        headers: { cookie: b.cookie },
        payload: { reading_id: id },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().applied).toBe(applied);
    }
    const docs = (await k.invoices(b.cookie)).filter((i) => i.reading_id === id);
    expect(docs.map((d) => [d.kind, d.total_cents, d.vat_rate_bp])).toEqual(
      expect.arrayContaining([
        ['invoice', 1990, 2100],
        ['credit_note', 1990, 2100],
      ]),
    );
    expect(docs).toHaveLength(2);
    expect(await ledgerBalanced(t.app.db, b.user.id)).toBe(true);
  });

  test('a country outside the EU and Monaco, or no country at all, is refused and creates nothing', async () => {
    const b = await k.buyer();
    for (const [country, name] of [
      ['US', 'États-Unis'],
      ['CH', 'Suisse'],
      ['xx', 'XX'],
      ['France', 'France'],
    ] as const) {
      const res = await k.checkout(b.cookie, 2, country);
      expect(res.statusCode, country).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BILLING_COUNTRY_UNSUPPORTED' });
      expect(res.json().message).toContain(`(${name})`);
    }
    expect(await k.payments(b.user.id)).toEqual([]);
    expect((await k.billing(b.cookie)).country).toBe('FR');
  });
});

describe('single-purpose regime (the default): France-only shop, VAT at top-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RUN_WORKERS: 'false' });
  });
  afterAll(async () => t?.close());
  const k = kit(() => t);

  test('a French top-up is invoiced at 20 % as before, a reading adds no invoice; a Belgian buyer is refused', async () => {
    const b = await k.buyer();
    expect(await k.billing(b.cookie)).toEqual({
      regime: 'single-purpose',
      countries: ['FR', 'MC'],
      country: 'FR',
    });
    const refused = await k.checkout(b.cookie, 2, 'BE');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BILLING_COUNTRY_FRANCE_ONLY' });
    expect(refused.json().message).toContain('France ou à Monaco');
    expect(refused.json().message).toContain('(Belgique)');
    expect(await k.payments(b.user.id)).toEqual([]);

    const paymentId = await k.topUp(b.cookie, 2);
    const reading = await order(t.app, b.headers, { domain: 'numerology', option: 1 });
    expect(reading.statusCode, reading.body).toBe(200);
    const docs = await k.invoices(b.cookie);
    expect(docs).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        payment_id: paymentId,
        total_cents: 1990,
        net_cents: 1658,
        vat_cents: 332,
        vat_rate_bp: 2000,
        billing_country: 'FR',
        vat_regime: 'single-purpose',
        reading_id: null,
      }),
    ]);
    const text = await k.pdf(b.cookie, docs[0]!.id);
    expect(text).toContain('TVA 20 %');
    expect(text).toContain('Pays de facturation : France');
    expect(text).toContain('Bon à usage unique (CGI art. 256 ter)');
  });
});

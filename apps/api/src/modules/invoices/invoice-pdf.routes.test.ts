import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { mailsTo } from '#api/test/outbox.ts';

/**
 * What a customer's documents print (issue 34): a name as plain text inside the buyer's block, the
 * seller's identifiers from the settings, and never a payment provider's identifier.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LEGAL_PUBLISHER: 'Étoiles Conseil SARL, 3 rue du Ciel, 69001 Lyon',
    LEGAL_CAPITAL: '10 000 €',
    LEGAL_RCS: 'RCS Lyon B 123 456 789',
    LEGAL_SIREN: '123 456 789',
    LEGAL_VAT: 'FR12 123456789',
    LEGAL_PHONE: '04 78 00 00 00',
  });
});
afterAll(async () => t?.close());

/** What a name holds that a document must not obey: a fake total, bidi overrides, controls, a huge word. */
const HOSTILE = {
  first_name: 'TOTAL TTC 0,00 € PAYÉ',
  last_name: `\u202Eetnarevuos\u202C \u2066Zoé\u2069\u200F Anti${'constitutionnellement'.repeat(4)}\u0007\nFin`,
};
const PRINTED = `TOTAL TTC 0,00 € PAYÉ etnarevuos Zoé Anti${'constitutionnellement'.repeat(4)} Fin`;
const STRIPE_SESSION = 'cs_test_a1B2c3D4e5F6g7H8';
const STRIPE_INTENT = 'pi_3QxYzAbCdEfGhIjK';

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
}

/** The PDF's words with their boxes (pdftotext -bbox), in reading order. */
function pdfWords(bytes: Buffer): Word[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-inv-'));
  try {
    fs.writeFileSync(path.join(dir, 'i.pdf'), bytes);
    const html = execFileSync('pdftotext', ['-bbox', path.join(dir, 'i.pdf'), '-'], { encoding: 'utf8' });
    const words = html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
    );
    const unescape = (s: string) =>
      s
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"');
    return [...words].map((w) => ({ text: unescape(w[4]!), xMin: +w[1]!, yMin: +w[2]!, xMax: +w[3]! }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const textOf = (words: Word[]) => words.map((w) => w.text).join(' ');

async function download(cookie: string, kind: 'invoice' | 'credit_note', paymentId: string) {
  const list = (await t.app.inject({ method: 'GET', url: '/api/user/invoices', headers: { cookie } })).json();
  const doc = list.invoices.find(
    (i: { kind: string; payment_id: string }) => i.kind === kind && i.payment_id === paymentId,
  );
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/user/invoices/${doc.id}/pdf`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return pdfWords(res.rawPayload);
}

test('a hostile name is printed as plain wrapped text inside the buyer block; the seller’s identifiers appear; no provider id does', async () => {
  const user = await insertUser(t.app.db, HOSTILE);
  const { cookie } = await sessionFor(t.app.db, user.id);
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: { cookie },
    payload: {
      option: 2,
      domain: 'tarot',
      method: 'card',
      immediate_execution: true,
      withdrawal_waiver: true,
    },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const paymentId = checkout.json().payment_id as string;
  // The provider's own identifiers, as a Stripe payment carries them.
  await t.app.db
    .updateTable('payments')
    .set({ external_reference: STRIPE_SESSION, capture_reference: STRIPE_INTENT })
    .where('id', '=', paymentId)
    .execute();
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/payments/demo/${paymentId}/succeed`,
    headers: { cookie, origin: 'http://127.0.0.1:3000', 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'lang=fr',
  });
  expect(paid.statusCode).toBe(303);

  const words = await download(cookie, 'invoice', paymentId);
  const all = textOf(words);
  const at = (text: string) => words.find((w) => w.text === text)!;
  // The buyer block: right of the page's middle, between its heading and the item table.
  const heading = at('Client');
  const tableTop = at('Désignation').yMin;
  const email = words.findIndex((w) => w.text === 'E-mail');
  const inBlock = words.slice(words.indexOf(heading) + 1, email);
  expect(inBlock[0]!.text).toBe('Nom');
  const name = inBlock.slice(2); // after « Nom : »
  expect(name.map((w) => w.text).join('')).toBe(PRINTED.replace(/ /g, ''));
  const lines = new Set(name.map((w) => w.yMin));
  expect(lines.size).toBeGreaterThanOrEqual(3); // wrapped, the long word broken
  for (const w of name) {
    expect(w.xMin, w.text).toBeGreaterThanOrEqual(heading.xMin);
    expect(w.xMax, w.text).toBeLessThanOrEqual(595.28 - 56);
    expect(w.yMin, w.text).toBeGreaterThan(heading.yMin);
    expect(w.yMin, w.text).toBeLessThan(tableTop);
  }
  expect(all).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F]|\p{Cc}/u);
  // The one real total is below the table, and says what was paid.
  expect(all).toMatch(/Total TTC 19,90 €/);

  for (const expected of [
    'Capital social : 10 000 €',
    'RCS Lyon B 123 456 789',
    'SIREN : 123 456 789',
    'N° de TVA intracommunautaire : FR12 123456789',
    'Tél. : 04 78 00 00 00',
    'Payé par carte bancaire (démonstration, aucun paiement réel).',
  ])
    expect(all.replace(/\s+/g, ' ')).toContain(expected);
  for (const id of [STRIPE_SESSION, STRIPE_INTENT, paymentId]) expect(all).not.toContain(id);

  // The receipt e-mail names our payment reference, never the provider's.
  const [receipt] = await eventually(async () => {
    const mails = await mailsTo(t.dataDir, user.email);
    return mails.length ? mails : undefined;
  });
  for (const id of [STRIPE_SESSION, STRIPE_INTENT, paymentId]) {
    expect(receipt!.text).not.toContain(id);
    expect(String(receipt!.html)).not.toContain(id);
  }

  // A credit note (the withdrawal of the unspent credit): the same identity, no provider id.
  const withdrawal = await t.app.inject({
    method: 'POST',
    url: '/api/user/withdrawals',
    headers: { cookie },
    payload: { payment_id: paymentId },
  });
  expect(withdrawal.statusCode, withdrawal.body).toBe(200);
  const note = textOf(await download(cookie, 'credit_note', paymentId)).replace(/\s+/g, ' ');
  expect(note).toContain('SIREN : 123 456 789');
  expect(note).toContain('N° de TVA intracommunautaire : FR12 123456789');
  expect(note).toContain('Tél. : 04 78 00 00 00');
  for (const id of [STRIPE_SESSION, STRIPE_INTENT, paymentId]) expect(note).not.toContain(id);
});

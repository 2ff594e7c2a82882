import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TOP_UP_TERMS_VERSION } from '@arcanes/contracts/payments';
import { longDate } from '@arcanes/domain/writers/dates';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { getBalance, ledgerMatchesBalance } from '#api/modules/wallet/wallet.service.ts';
import { reconcilePayments } from './reconcile.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ORIGIN = 'http://127.0.0.1:3000';
// What the web sends since a top-up carries no waiver (older clients' `domain` and boxes are ignored).
const order = { option: 2, method: 'card' };

async function buyer(overrides = {}) {
  const user = await insertUser(t.app.db, overrides);
  return { user, ...(await sessionFor(t.app.db, user.id)) };
}

async function checkout(cookie: string, body: object = order, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: { cookie, ...headers },
    payload: body,
  });
}

/** The demo page's forms, as a browser posts them. */
function demoAction(cookie: string, paymentId: string, action: 'succeed' | 'fail' | 'cancel') {
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/demo/${paymentId}/${action}`,
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'lang=fr',
  });
}

async function outboxMails() {
  const dir = path.join(t.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return Promise.all(fs.readdirSync(dir).map(async (f) => simpleParser(fs.readFileSync(path.join(dir, f)))));
}

describe('demo provider, end to end through HTTP', () => {
  test('checkout → demo page (fr) → pay: credited once, no plan, receipt with the 14-day withdrawal of the unspent credit, no waiver, and a short reference', async () => {
    const { user, cookie } = await buyer({ email: 'lea@exemple.fr', first_name: 'Léa' });
    const res = await checkout(cookie);
    expect(res.statusCode).toBe(200);
    const { payment_id, redirect_url } = res.json();
    expect(redirect_url).toBe(`${ORIGIN}/demo-checkout/${payment_id}?lang=fr`);

    const row = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', payment_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      provider: 'demo',
      method: 'card',
      amount_cents: 1990,
      currency: 'EUR',
      lang: 'fr',
      // A top-up is not a consultation: no waiver on the payment (each reading's order records its own).
      immediate_execution_at: null,
      withdrawal_waiver_at: null,
      waiver_text_version: null,
    });

    const page = await t.app.inject({
      method: 'GET',
      url: new URL(redirect_url).pathname + '?lang=fr',
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const html = page.body;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Mode démonstration — aucun paiement réel');
    // A top-up is an amount: no domain, no reading named; a short reference, never the payment's UUID.
    expect(html).toContain('Rechargement de 19,90');
    expect(html).not.toMatch(/Tarot|Prévision/);
    const reference = `P-${String(row.number).padStart(6, '0')}`;
    expect(html).toContain(reference);
    expect(html).toContain('Payer 19,90');
    expect(html).toContain('Simuler un échec');
    expect(html).toContain(`action="/api/payments/demo/${payment_id}/succeed"`);
    expect(html).not.toMatch(/<script|<style|style=/i);
    const css = await t.app.inject({ method: 'GET', url: '/demo-checkout/demo.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');

    const paid = await demoAction(cookie, payment_id, 'succeed');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${ORIGIN}/?payment=success&payment_id=${payment_id}`);
    // A second click lands on the same confirmation and credits nothing more.
    const again = await demoAction(cookie, payment_id, 'succeed');
    expect(again.statusCode).toBe(303);
    expect(await getBalance(t.app.db, user.id)).toBe(1990);
    expect(await ledgerMatchesBalance(t.app.db, user.id)).toBe(true);

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${payment_id}`,
      headers: { cookie },
    });
    expect(view.json()).toMatchObject({
      payment_id,
      reference,
      status: 'succeeded',
      provider: 'demo',
      amount_cents: 1990,
      amount: 19.9,
      wallet_after_cents: 1990,
      wallet_after: 19.9,
    });

    // Topping up 19,90 € buys no forecast: the forecast is recorded when its reading is ordered.
    const sub = await t.app.inject({ method: 'GET', url: '/api/user/subscription', headers: { cookie } });
    expect(sub.json()).toMatchObject({ active: false, plan: null });

    const mails = await eventually(async () => {
      const all = await outboxMails();
      return all.length ? all : null;
    });
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Votre reçu Arcanes');
    expect((mail.to as { text: string }).text).toBe('lea@exemple.fr');
    expect(mail.text).toContain('Bonjour Léa');
    expect(mail.text).toContain('Montant TTC\u00a0: 19,90');
    // Numbered as an invoice (F-000001…), with the price before tax and the VAT, and the PDF attached.
    expect(mail.text).toMatch(/Facture\u00a0: F-\d{6} \(jointe en PDF\)/);
    expect(mail.html).toContain('Montant TTC</td>');
    expect(mail.text).toContain('Montant HT\u00a0: 16,58');
    expect(mail.text).toContain('TVA 20\u202f%\u00a0: 3,32');
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        contentType: 'application/pdf',
        filename: expect.stringMatching(/^arcanes-F-\d{6}\.pdf$/),
      }),
    ]);
    expect(mail.text).toContain('Offre\u00a0: Rechargement de 19,90\u00a0€');
    expect(mail.text).toContain(`Référence du paiement\u00a0: ${reference}`);
    expect(mail.text).not.toContain(payment_id);
    expect(mail.text).not.toContain('demo_');
    // No waiver: the former boxes' sentences are gone; the unspent credit stays withdrawable 14 days.
    expect(mail.text).not.toContain('Je demande l’exécution immédiate');
    expect(mail.text).not.toContain('Je reconnais perdre mon droit de rétractation');
    expect(mail.text).not.toMatch(
      /la renonciation à votre droit de rétractation|Lors de la commande, vous avez confirmé/,
    );
    // The wording's version is written as a date, not « 2026-12-01 ».
    expect(mail.text).toContain(
      `Rétractation (conditions du ${longDate(TOP_UP_TERMS_VERSION, 'fr')})\u00a0: la part non utilisée de ce crédit peut être retirée pendant 14 jours à compter du crédit`,
    );
    expect(mail.text).toContain('«\u00a0Se rétracter / retirer le crédit non utilisé\u00a0»');
    expect(mail.text).toContain(
      'C’est en commandant chaque lecture que vous demandez sa réalisation immédiate et renoncez à la rétractation pour cette lecture',
    );
    // who sold it, from the legal settings
    expect(mail.text).toContain(
      `Vendeur\u00a0: ${t.app.config.LEGAL_PUBLISHER}. Contact\u00a0: ${t.app.config.LEGAL_CONTACT}`,
    );
    await eventually(
      async () =>
        (
          await t.app.db
            .selectFrom('payments')
            .select('receipt_sent_at')
            .where('id', '=', payment_id)
            .executeTakeFirst()
        )?.receipt_sent_at,
    );
  });

  test('the demo page in English (Accept-Language), and the receipt in the payer’s language', async () => {
    const { user, cookie } = await buyer({ first_name: 'Sam' });
    const res = await checkout(
      cookie,
      { ...order, option: 1, domain: 'astrologie' },
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    const { payment_id, redirect_url } = res.json();
    expect(redirect_url).toContain('?lang=en');
    const page = await t.app.inject({
      method: 'GET',
      url: `/demo-checkout/${payment_id}`,
      headers: { cookie, 'accept-language': 'en' },
    });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Demo mode — no real payment');
    expect(page.body).toContain('Pay €6.99');
    expect(page.body).toContain('Simulate a failure');
    expect(page.body).toContain('Top-up of €6.99');
    expect((await demoAction(cookie, payment_id, 'succeed')).statusCode).toBe(303);
    expect(await getBalance(t.app.db, user.id)).toBe(699);
    const { reference } = (
      await t.app.inject({ method: 'GET', url: `/api/payments/${payment_id}`, headers: { cookie } })
    ).json();
    const mail = await eventually(async () =>
      (await outboxMails()).find((m) => m.text?.includes(`Payment reference: ${reference}`)),
    );
    expect(mail.subject).toBe('Your Arcanes receipt');
    expect(mail.text).toContain('Amount incl. VAT: €6.99');
    expect(mail.text).toContain(
      'Withdrawal (terms of 29 November 2026): the unspent part of this credit can be withdrawn within 14 days of the credit',
    );
    expect(mail.text).not.toMatch(/waiver of the right of withdrawal|I ask for my reading/);
    expect(mail.text).toContain(
      `Seller: ${t.app.config.LEGAL_PUBLISHER}. Contact: ${t.app.config.LEGAL_CONTACT}`,
    );
    // Option 1 is not a plan.
    const sub = await t.app.inject({
      method: 'GET',
      url: '/api/user/subscription',
      headers: { cookie, 'accept-language': 'en' },
    });
    expect(sub.json()).toEqual({
      plan: null,
      active: false,
      end_date: null,
      status: 'Inactive',
      status_code: 'inactive',
    });
  });

  test('a failure credits nothing and cannot be turned into a success', async () => {
    const { user, cookie } = await buyer();
    const { payment_id } = (await checkout(cookie)).json();
    const failed = await demoAction(cookie, payment_id, 'fail');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe(`${ORIGIN}/?payment=failed&payment_id=${payment_id}`);
    expect((await demoAction(cookie, payment_id, 'succeed')).statusCode).toBe(409);
    expect(await getBalance(t.app.db, user.id)).toBe(0);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${payment_id}`,
      headers: { cookie },
    });
    expect(view.json().status).toBe('failed');
    expect(view.json().wallet_after_cents).toBeUndefined();
  });

  test('another user can neither see nor complete the payment', async () => {
    const owner = await buyer();
    const other = await buyer();
    const { payment_id } = (await checkout(owner.cookie)).json();
    const page = await t.app.inject({
      method: 'GET',
      url: `/demo-checkout/${payment_id}`,
      headers: { cookie: other.cookie },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Payer');
    expect((await t.app.inject({ method: 'GET', url: `/demo-checkout/${payment_id}` })).statusCode).toBe(404);
    expect((await demoAction(other.cookie, payment_id, 'succeed')).statusCode).toBe(404);
    expect((await demoAction(other.cookie, payment_id, 'fail')).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${payment_id}/succeed`,
      headers: { origin: ORIGIN },
    });
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${payment_id}/succeed`,
      headers: {
        cookie: owner.cookie,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'lang=fr',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/payments/${payment_id}`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(await getBalance(t.app.db, owner.user.id)).toBe(0);
    expect(await getBalance(t.app.db, other.user.id)).toBe(0);
    const admin = await buyer({ role: 'admin' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/payments/${payment_id}`,
          headers: { cookie: admin.cookie },
        })
      ).json().status,
    ).toBe('pending');
  });

  test('PayPal create-order falls back to the demo checkout; confirm then reports the payment', async () => {
    const { user, cookie } = await buyer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/create-order',
      headers: { cookie },
      payload: { option: 3, domain: 'numerologie', immediate_execution: true, withdrawal_waiver: true },
    });
    expect(res.statusCode).toBe(200);
    const { payment_id, order_id, approve_url } = res.json();
    expect(order_id).toBe(payment_id);
    expect(approve_url).toBe(`${ORIGIN}/demo-checkout/${payment_id}?lang=fr`);
    const page = await t.app.inject({
      method: 'GET',
      url: `/demo-checkout/${payment_id}`,
      headers: { cookie },
    });
    expect(page.body).toContain('PayPal');
    expect(page.body).toContain('Rechargement de 29,90');
    await demoAction(cookie, payment_id, 'succeed');
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/confirm',
      headers: { cookie },
      payload: { order_id },
    });
    expect(confirm.json()).toMatchObject({
      status: 'succeeded',
      method: 'paypal',
      provider: 'demo',
      amount_cents: 2990,
    });
    expect(await getBalance(t.app.db, user.id)).toBe(2990);
  });

  test('« Annuler » on the demo page: the payment ends cancelled, back on the site; it can no longer be paid', async () => {
    const { user, cookie } = await buyer();
    const { payment_id } = (await checkout(cookie)).json();
    const page = await t.app.inject({
      method: 'GET',
      url: `/demo-checkout/${payment_id}`,
      headers: { cookie },
    });
    expect(page.body).toContain(`action="/api/payments/demo/${payment_id}/cancel"`);
    expect(page.body).toContain('Annuler et revenir au site');
    const cancelled = await demoAction(cookie, payment_id, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${ORIGIN}/?payment=cancelled&payment_id=${payment_id}`);
    // The web app then tells the API too (the same return for Stripe and PayPal): nothing changes.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${payment_id}/cancel`,
      headers: { cookie, origin: ORIGIN },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ payment_id, status: 'cancelled' });
    expect((await demoAction(cookie, payment_id, 'succeed')).statusCode).toBe(409);
    const after = await t.app.inject({
      method: 'GET',
      url: `/demo-checkout/${payment_id}`,
      headers: { cookie },
    });
    expect(after.body).toContain('Ce paiement a été annulé');
    expect(after.body).not.toContain('Payer 19,90');
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/user/payments', headers: { cookie } })
    ).json();
    expect(list.payments.map((p: { status: string }) => p.status)).toEqual(['cancelled']);
    expect(await getBalance(t.app.db, user.id)).toBe(0);
  });

  test('POST /api/payments/:id/cancel: its buyer only; a paid payment stays paid; a bad id is refused', async () => {
    const owner = await buyer();
    const other = await buyer();
    const admin = await buyer({ role: 'admin' });
    const { payment_id } = (await checkout(owner.cookie)).json();
    const cancel = (cookie: string, id = payment_id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/${id}/cancel`,
        headers: { cookie, origin: ORIGIN },
      });
    expect((await cancel(other.cookie)).statusCode).toBe(404);
    expect((await cancel(admin.cookie)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/payments/${payment_id}/cancel`,
          headers: { origin: ORIGIN },
        })
      ).statusCode,
    ).toBe(401);
    const bad = await cancel(owner.cookie, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    await demoAction(owner.cookie, payment_id, 'succeed');
    const paid = await cancel(owner.cookie);
    expect(paid.json()).toMatchObject({ status: 'succeeded', wallet_after_cents: 1990 });
    expect(await getBalance(t.app.db, owner.user.id)).toBe(1990);
    expect(await ledgerMatchesBalance(t.app.db, owner.user.id)).toBe(true);
  });

  test('a demo checkout nobody finishes expires after an hour (the reconciliation job), never before', async () => {
    const { cookie } = await buyer();
    const { payment_id } = (await checkout(cookie)).json();
    const deps = { db: t.app.db, queue: t.app.queue, log: t.app.log, config: t.app.config };
    const status = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/payments/${payment_id}`, headers: { cookie } })).json()
        .status;
    await reconcilePayments(deps, new Date(Date.now() + 59 * 60_000));
    expect(await status()).toBe('pending');
    const report = await reconcilePayments(deps, new Date(Date.now() + 61 * 60_000));
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(await status()).toBe('expired');
    expect((await demoAction(cookie, payment_id, 'succeed')).statusCode).toBe(409);
    const en = (
      await t.app.inject({
        method: 'GET',
        url: `/demo-checkout/${payment_id}`,
        headers: { cookie, 'accept-language': 'en' },
      })
    ).body;
    expect(en).toContain('has expired: nothing was charged or credited');
  });
});

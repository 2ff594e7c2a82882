import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { mailTo, mailsTo } from '#api/test/outbox.ts';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { customer, order, waitForStatus } from '#api/test/readings-kit.ts';
import { hashPassword } from '#api/modules/accounts/accounts.service.ts';

// Issue 18: every e-mail is branded HTML with a plain-text alternative, real links from PUBLIC_URL,
// no UUID shown, in the customer's language; the contact form and an erasure are acknowledged.
const PUBLIC = 'https://arcanes.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: PUBLIC, ADMIN_EMAIL: 'owner@arcanes.test' });
});
afterAll(async () => t?.close());

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The checks every e-mail passes, whatever it says. */
function expectBranded(mail: ParsedMail, lang: 'fr' | 'en') {
  const html = typeof mail.html === 'string' ? mail.html : '';
  const text = mail.text ?? '';
  expect(html, mail.subject).toContain(`<html lang="${lang}">`);
  expect(html).toContain('✦ Arcanes');
  expect(html).toContain('#141130'); // the brand's night blue header
  expect(text.length).toBeGreaterThan(80);
  expect(text).not.toMatch(/<[a-z]/i);
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href.startsWith(`${PUBLIC}/`), href).toBe(true);
  // Every URL of the text part is a link of the HTML part.
  for (const url of text.match(/https?:\/\/\S+/g) ?? [])
    expect(hrefs, url).toContain(url.replace(/[.,;:!?)»]+$/, ''));
  expect(text).not.toMatch(UUID);
  expect(html.replace(/<[^>]*>/g, ' ')).not.toMatch(UUID);
  return { html, text };
}

const PASSWORD = 'Lune&Soleil9';
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('e-mails', () => {
  test('registration: the confirmation link is a button and a link, in French', async () => {
    const res = await post('/api/user/register', {
      username: 'mail_fr',
      prenom: 'Léa',
      nom: 'Dupont',
      email: 'lea.mail@exemple.fr',
      password: PASSWORD,
      confirm_password: PASSWORD,
      sexe: 'Femme',
      date_naissance: '1990-05-17T14:30',
      lieu_naissance: 'Paris',
      accept_terms: true,
      is_adult: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(t.dataDir, 'lea.mail@exemple.fr', 'confirmez votre adresse');
    const { html, text } = expectBranded(mail, 'fr');
    expect(html).toMatch(/href="https:\/\/arcanes\.example\/user\/verify-email\?token=[\w-]{43}"/);
    expect(html).toContain('Confirmer mon adresse');
    expect(text).toContain('Bonjour Léa,');
  });

  test('password reset in English: a button to the one-hour link', async () => {
    const c = await customer(t.app.db);
    await post('/api/user/forgot-password', { email: c.user.email }, { 'accept-language': 'en' });
    const mail = await mailTo(t.dataDir, c.user.email, 'reset your password');
    const { html } = expectBranded(mail, 'en');
    expect(html).toMatch(/href="https:\/\/arcanes\.example\/user\/reset-password\?token=/);
    expect(html).toContain('Choose a new password');
  });

  test('contact form: the administrator gets it (reply-to the sender), the sender an acknowledgement in their language that quotes nothing they typed', async () => {
    const res = await post(
      '/api/contact',
      { name: 'Spam <b>King</b>', email: 'sender@exemple.org', message: 'Visit http://evil.example now' },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(200);
    const admin = await mailTo(t.dataDir, 'owner@arcanes.test', 'Message de');
    expect(admin.replyTo?.value[0]?.address).toBe('sender@exemple.org');
    const adminHtml = typeof admin.html === 'string' ? admin.html : '';
    expect(adminHtml).toContain('Spam &lt;b&gt;King&lt;/b&gt;'); // escaped, never markup
    expect(admin.text).toContain('Visit http://evil.example now');
    // The sender's words are quoted as typed: no link is made of a URL they wrote.
    expect(adminHtml).toContain('Visit http://evil.example now</blockquote>');
    expect(adminHtml).not.toContain('href="http://evil.example');
    const ack = await mailTo(t.dataDir, 'sender@exemple.org', 'we received your message');
    const { html, text } = expectBranded(ack, 'en');
    expect(text).toContain('usually within two working days');
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain('King');
    expect(html).not.toContain('evil.example');
  });

  test('top-up, withdrawal, then erasure: receipt, acknowledgement and the deletion notice, with P- numbers', async () => {
    const c = await customer(t.app.db, { cents: 0 });
    const hash = await hashPassword(PASSWORD);
    await t.app.db.updateTable('users').set({ password_hash: hash }).where('id', '=', c.user.id).execute();
    const checkout = await post(
      '/api/payments/checkout',
      { option: 2, method: 'card', immediate_execution: true, withdrawal_waiver: true },
      c.headers,
    );
    expect(checkout.statusCode, checkout.body).toBe(200);
    const id = checkout.json().payment_id as string;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${id}/succeed`,
      headers: { ...c.headers, origin: PUBLIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'lang=fr',
    });
    expect(paid.statusCode).toBe(303);
    const receipt = await mailTo(t.dataDir, c.user.email, 'Votre reçu Arcanes');
    const r = expectBranded(receipt, 'fr');
    expect(r.text).toMatch(/Référence du paiement\u00a0: P-\d{6}/);
    expect(r.html).toContain('href="https://arcanes.example/user/payments"');
    expect(receipt.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);

    const withdrawn = await post('/api/user/withdrawals', { payment_id: id }, c.headers);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const ack = await mailTo(t.dataDir, c.user.email, 'accusé de réception de votre rétractation');
    expect(expectBranded(ack, 'fr').text).toMatch(/référence P-\d{6}/);

    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: c.headers,
      payload: { password: PASSWORD },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const gone = await mailTo(t.dataDir, c.user.email, 'votre compte est supprimé');
    const g = expectBranded(gone, 'fr');
    expect(g.text).toContain('Votre compte Arcanes a été supprimé le');
    expect(g.text).not.toContain('second e-mail'); // nothing left to refund after the withdrawal
  });

  test('a PDF reading: the report e-mail links to the history, with the PDF attached', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const res = await order(t.app, c.headers, { domain: 'numerology', option: 3 }, { lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    await waitForStatus(t.app.db, res.json().reading_id, 'sent', 120_000);
    const mail = await eventually(async () =>
      (await mailsTo(t.dataDir, c.user.email)).find((m) => m.subject?.startsWith('Your Arcanes reading')),
    );
    const { html } = expectBranded(mail, 'en');
    expect(html).toContain('href="https://arcanes.example/user/history"');
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  }, 180_000);
});

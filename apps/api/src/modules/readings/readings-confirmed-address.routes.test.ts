import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mailTo, mailsTo } from '#api/test/outbox.ts';
import { demoTopUp, sessionFor } from '#api/test/fixtures.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { order, waitForStatus } from '#api/test/readings-kit.ts';
import { recordConsent } from '#api/modules/consent/consent.service.ts';
import { acceptReadingData } from '#api/modules/consent/reading-data.service.ts';
import { topUp } from '#api/modules/wallet/wallet.service.ts';
import { exportedData } from '#api/test/exported-data.ts';

// Issue 34: a PDF reading (and a notice for the owner's eyes) goes to the last address its owner
// confirmed — or, until one is, the address the account was opened with — never to a new address
// before the link sent to it is opened: whoever changed the address of a session left open does not
// receive the readings.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = 'Lune&Soleil9';
let n = 0;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const linkIn = (text: string | undefined) => /verify-email\?token=([\w-]{43})/.exec(text ?? '')?.[1];

/** A customer registered through the site, ready to buy (consent, reading data, credit). */
async function registered() {
  n += 1;
  const email = `confirmee.${n}@exemple.fr`;
  const username = `confirm_${n}`;
  const reg = await post('/api/user/register', {
    username,
    prenom: 'Léa',
    nom: 'Dupont',
    email,
    password: PASSWORD,
    confirm_password: PASSWORD,
    sexe: 'Femme',
    date_naissance: '1990-05-17T14:30',
    lieu_naissance: 'Paris',
    accept_terms: true,
    is_adult: true,
  });
  expect(reg.statusCode, reg.body).toBe(200);
  const login = await post('/api/user/login', { username, password: PASSWORD });
  const headers = { authorization: `Bearer ${login.json().token}` };
  const user = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  await recordConsent(t.app.db, {
    owner: { userId: user.id, visitorId: null },
    choices: { analytics: false, marketing: false, ia: true },
    ip: null,
    userAgent: null,
  });
  await acceptReadingData(t.app.db, user.id, { ip: null, userAgent: null });
  await topUp(t.app.db, { userId: user.id, cents: 10_000, key: `confirmed-address-${user.id}` });
  return { email, headers, userId: user.id };
}

const confirm = async (address: string) => {
  const token = linkIn((await mailTo(t.dataDir, address, 'confirmez')).text);
  expect((await post('/api/user/verify-email', { token })).statusCode).toBe(200);
};

const changeAddress = async (headers: Record<string, string>, email: string) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers,
    payload: { email, current_password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** Orders a PDF reading; returns the address its answer announces and the one its mail went to. */
async function pdfReading(headers: Record<string, string>) {
  const res = await order(t.app, headers, { domain: 'numerology', option: 2 });
  expect(res.statusCode, res.body).toBe(200);
  const { reading_id: id, message_humain: announced } = res.json() as {
    reading_id: string;
    message_humain: string;
  };
  const sent = await waitForStatus(t.app.db, id, 'sent');
  expect(sent.mail_message_id).toBe(`<reading-${id}@arcanes>`);
  return { id, announced };
}

const readingMailsTo = async (address: string, id: string) =>
  (await mailsTo(t.dataDir, address)).filter((m) => m.messageId === `<reading-${id}@arcanes>`);

describe('a PDF reading goes to the confirmed address until the new one is confirmed', () => {
  test('confirmed, then changed: the old address gets it; once the new one is confirmed, the new one', async () => {
    const c = await registered();
    await confirm(c.email);
    const next = `nouvelle.${n}@exemple.fr`;
    await changeAddress(c.headers, next);

    const before = await pdfReading(c.headers);
    expect(before.announced).toContain(c.email);
    expect(before.announced).not.toContain(next);
    expect(await readingMailsTo(c.email, before.id)).toHaveLength(1);
    expect(await readingMailsTo(next, before.id)).toHaveLength(0);
    // A notice for the owner's eyes goes there too.
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: c.headers,
      payload: { current_password: PASSWORD, password: 'Brume-Azur-73', confirm_password: 'Brume-Azur-73' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await mailTo(t.dataDir, c.email, 'mot de passe');
    expect((await mailsTo(t.dataDir, next)).map((m) => m.subject)).toEqual([
      expect.stringContaining('confirmez'),
    ]);

    await confirm(next);
    const login = await post('/api/user/login', { username: `confirm_${n}`, password: 'Brume-Azur-73' });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const after = await pdfReading(headers);
    expect(after.announced).toContain(next);
    expect(await readingMailsTo(next, after.id)).toHaveLength(1);
    expect(await readingMailsTo(c.email, after.id)).toHaveLength(0);
  });

  test('never confirmed, then changed: the address the account was opened with gets it', async () => {
    const c = await registered();
    const next = `autre.${n}@exemple.fr`;
    await changeAddress(c.headers, next);
    const again = `encore.${n}@exemple.fr`;
    await changeAddress(c.headers, again);
    const reading = await pdfReading(c.headers);
    expect(reading.announced).toContain(c.email);
    expect(await readingMailsTo(c.email, reading.id)).toHaveLength(1);
    expect(await readingMailsTo(next, reading.id)).toHaveLength(0);
    expect(await readingMailsTo(again, reading.id)).toHaveLength(0);
    // The export shows the address readings still go to; the erasure leaves none of them.
    const exported = await exportedData(t.app.db, c.userId);
    expect(exported.profile).toMatchObject({ email: again, prior_email: c.email });
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: c.headers,
      payload: { password: PASSWORD },
    });
    expect(erased.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('username', 'like', '#deleted-%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('exemple.fr');
  });

  test('a password reset asked for the new address is mailed to the confirmed one', async () => {
    const c = await registered();
    await confirm(c.email);
    const next = `piratee.${n}@exemple.fr`;
    await changeAddress(c.headers, next);
    expect((await post('/api/user/forgot-password', { email: next })).statusCode).toBe(200);
    const mail = await mailTo(t.dataDir, c.email, 'réinitialisation de votre mot de passe');
    expect(mail.text).toContain('/user/reset-password?token=');
    expect((await mailsTo(t.dataDir, next)).map((m) => m.subject)).toEqual([
      expect.stringContaining('confirmez'),
    ]);
  });

  test('the receipt, the invoice and a withdrawal’s acknowledgement go to the confirmed address too', async () => {
    const c = await registered();
    await confirm(c.email);
    const next = `attente.${n}@exemple.fr`;
    await changeAddress(c.headers, next);
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('prior_email', '=', c.email)
      .executeTakeFirstOrThrow();
    const { cookie } = await sessionFor(t.app.db, user.id);
    const paymentId = await demoTopUp(t.app, cookie, 2);
    const receipt = await mailTo(t.dataDir, c.email, 'Votre reçu Arcanes');
    expect(receipt.subject).toBe('Votre reçu Arcanes');
    const invoice = await t.app.db
      .selectFrom('invoices')
      .select('buyer_email')
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(invoice.buyer_email).toBe(c.email);
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: '/api/user/withdrawals',
      headers: { cookie },
      payload: { payment_id: paymentId },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await mailTo(t.dataDir, c.email, 'accusé de réception de votre rétractation');
    // The address awaiting its confirmation got nothing but the link to confirm it.
    expect((await mailsTo(t.dataDir, next)).map((m) => m.subject)).toEqual([
      expect.stringContaining('confirmez'),
    ]);
  });
});

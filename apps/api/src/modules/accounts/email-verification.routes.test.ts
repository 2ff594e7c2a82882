import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mailTo, mailsTo } from '#api/test/outbox.ts';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { exportedData } from '#api/test/exported-data.ts';

// Issue 16, finding 3 and part of 5: addresses are proved before they bring in contact messages,
// registration does not say which addresses have an account, owners hear of changes to their account,
// and the most common passwords are refused.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://arcanes.example' });
});
afterAll(async () => t?.close());

const PASSWORD = 'Lune&Soleil9';
let n = 0;
const registration = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    username: `verif_${n}`,
    prenom: 'Léa',
    nom: 'Dupont',
    email: `verif.${n}@exemple.fr`,
    password: PASSWORD,
    confirm_password: PASSWORD,
    sexe: 'Femme',
    date_naissance: '1990-05-17T14:30',
    lieu_naissance: 'Paris',
    accept_terms: true,
    is_adult: true,
    ...overrides,
  };
};
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
async function loginAs(username: string, password = PASSWORD) {
  const res = await post('/api/user/login', { username, password });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token}` };
}
const linkIn = (text: string | undefined) => /verify-email\?token=([\w-]{43})/.exec(text ?? '')?.[1];
const userCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("a stranger's contact messages", () => {
  test('stay out of the export and the erasure until the address is proved', async () => {
    const victim = 'victime.contact@exemple.fr';
    const contact = await post('/api/contact', { name: 'Victime', email: victim, message: 'Mon secret' });
    expect(contact.statusCode).toBe(200);
    const body = registration({ email: victim });
    expect((await post('/api/user/register', body)).statusCode).toBe(200);
    await loginAs(body.username);
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', body.username)
      .executeTakeFirstOrThrow();
    const exported = await exportedData(t.app.db, user.id);
    expect(exported.contact_messages).toEqual([]);
    expect(JSON.stringify(exported)).not.toContain('Mon secret');
    // Proving the address brings them in.
    const mail = await mailTo(t.dataDir, victim, 'confirmez votre adresse');
    expect(mail.text).toContain('https://arcanes.example/user/verify-email?token=');
    const verified = await post('/api/user/verify-email', { token: linkIn(mail.text) });
    expect(verified.json()).toEqual({ status: 'success', message: 'Adresse e-mail confirmée. Merci !' });
    const after = await exportedData(t.app.db, user.id);
    expect(after.contact_messages).toMatchObject([{ message: 'Mon secret' }]);
  });

  test('an unproved account erased leaves the messages of its address in place', async () => {
    const address = 'autre.victime@exemple.fr';
    await post('/api/contact', { name: 'Autre', email: address, message: 'À garder' });
    const body = registration({ email: address });
    await post('/api/user/register', body);
    const headers = await loginAs(body.username);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers,
      payload: { password: PASSWORD },
    });
    expect(erased.statusCode).toBe(200);
    const left = await t.app.db
      .selectFrom('contact_messages')
      .select('message')
      .where('email', '=', address)
      .execute();
    expect(left).toEqual([{ message: 'À garder' }]);
  });
});

describe('the confirmation link', () => {
  test('works once; the profile says so; a changed address is unproved again, and its owner is told', async () => {
    const body = registration();
    await post('/api/user/register', body);
    const headers = await loginAs(body.username);
    const profile = async () => (await t.app.inject({ url: '/api/user/profile', headers })).json();
    expect((await profile()).email_verified).toBe(false);
    const token = linkIn((await mailTo(t.dataDir, body.email, 'confirmez')).text)!;
    expect((await post('/api/user/verify-email', { token })).statusCode).toBe(200);
    expect((await profile()).email_verified).toBe(true);
    const again = await post('/api/user/verify-email', { token }, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'EMAIL_VERIFY_FAILED',
      message: expect.stringContaining('no longer valid'),
    });

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { email: 'nouvelle.adresse@exemple.fr', current_password: PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email_verified).toBe(false);
    const notice = await mailTo(t.dataDir, body.email, 'votre adresse e-mail a changé');
    expect(notice.text).toContain('nouvelle.adresse@exemple.fr');
    const fresh = await mailTo(t.dataDir, 'nouvelle.adresse@exemple.fr', 'confirmez');
    expect((await post('/api/user/verify-email', { token: linkIn(fresh.text) })).statusCode).toBe(200);
    expect((await profile()).email_verified).toBe(true);
  });

  test('a link for an address the account no longer has does not verify the new one', async () => {
    const body = registration();
    await post('/api/user/register', body);
    const headers = await loginAs(body.username);
    const oldToken = linkIn((await mailTo(t.dataDir, body.email, 'confirmez')).text)!;
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { email: `autre.${n}@exemple.fr`, current_password: PASSWORD },
    });
    expect((await post('/api/user/verify-email', { token: oldToken })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/user/profile', headers })).json().email_verified).toBe(false);
    expect((await post('/api/user/verify-email', { token: 'x'.repeat(43) })).statusCode).toBe(400);
    // "Send it again" mails a new link to the current address, which works.
    expect((await post('/api/user/resend-verification', {}, headers)).statusCode).toBe(200);
    const fresh = await mailTo(t.dataDir, `autre.${n}@exemple.fr`, 'confirmez');
    expect((await post('/api/user/verify-email', { token: linkIn(fresh.text) })).statusCode).toBe(200);
  });
});

describe('registration never says outright that an address has an account', () => {
  test('an address in use gets a mail for its owner, no account and no session', async () => {
    const owner = registration();
    await post('/api/user/register', owner);
    const before = await userCount();
    const fresh = await post('/api/user/register', registration());
    const taken = await post('/api/user/register', registration({ email: owner.email.toUpperCase() }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    // The new account is logged in (decision 0211); the address in use is not, and is told only
    // that a mail was sent (its owner's mail says the rest).
    expect(fresh.json()).toMatchObject({ user: { username: expect.any(String) } });
    expect(taken.json()).toEqual({
      status: 'success',
      message: 'Un e-mail vient d’être envoyé à l’adresse indiquée : il dit comment poursuivre.',
    });
    expect(taken.cookies.find((c) => c.name === 'arcanes_session')).toBeUndefined();
    expect(await userCount()).toBe(before + 1);
    const mail = await mailTo(t.dataDir, owner.email, 'une inscription avec votre adresse');
    expect(mail.text).toContain('aucun autre n');
    // A username in use is still said: it is a public name and the form must let it be changed.
    const sameName = await post('/api/user/register', registration({ username: owner.username }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
  });
});

describe('common passwords', () => {
  test.each(['P@ssw0rd', 'Azerty123!'])(
    '%s is refused with a clear message, nothing created',
    async (password) => {
      const before = await userCount();
      const res = await post('/api/user/register', registration({ password, confirm_password: password }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        message: expect.stringContaining('fait partie des plus courants'),
        fields: { password: 'Mot de passe trop courant : choisissez-en un autre.' },
      });
      expect(await userCount()).toBe(before);
    },
  );

  test('also when changing or resetting a password', async () => {
    const body = registration();
    await post('/api/user/register', body);
    const headers = await loginAs(body.username);
    const res = await post(
      '/api/user/change-password',
      { current_password: PASSWORD, password: 'Soleil2026*', confirm_password: 'Soleil2026*' },
      { ...headers, 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      message: expect.stringContaining('most common'),
    });
  });
});

describe('owners hear of password changes', () => {
  test('by themselves, by a reset, or by an administrator', async () => {
    const body = registration();
    await post('/api/user/register', body);
    const headers = await loginAs(body.username);
    const changed = await post(
      '/api/user/change-password',
      { current_password: PASSWORD, password: 'Comète&Lune42', confirm_password: 'Comète&Lune42' },
      headers,
    );
    expect(changed.statusCode).toBe(200);
    expect((await mailTo(t.dataDir, body.email, 'votre mot de passe a changé')).text).not.toContain(
      'administrateur',
    );

    await post('/api/user/forgot-password', { email: body.email });
    const reset = await mailTo(t.dataDir, body.email, 'réinitialisation');
    const token = /reset-password\?token=([\w-]{43})/.exec(reset.text ?? '')![1];
    const done = await post('/api/user/reset-password', {
      token,
      password: 'Aurore#Boreale7',
      confirm_password: 'Aurore#Boreale7',
    });
    expect(done.statusCode).toBe(200);
    await mailTo(t.dataDir, body.email, 'a été réinitialisé');

    const adminBody = registration();
    await post('/api/user/register', adminBody);
    await t.app.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('username', '=', adminBody.username)
      .execute();
    const adminHeaders = await loginAs(adminBody.username);
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', body.username)
      .executeTakeFirstOrThrow();
    const byAdmin = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/update-user/${user.id}`,
      headers: adminHeaders,
      payload: { password: 'Nebuleuse#88', confirm_password: 'Nebuleuse#88' },
    });
    expect(byAdmin.statusCode).toBe(200);
    const notice = await eventually(async () =>
      (await mailsTo(t.dataDir, body.email)).find((m) => m.text?.includes('par un administrateur')),
    );
    expect(notice.subject).toBe('Arcanes : votre mot de passe a changé');
  });
});

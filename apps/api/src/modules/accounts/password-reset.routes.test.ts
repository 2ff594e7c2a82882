import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { createUser } from './accounts.service';
import { RESETS_PER_HOUR } from './password-reset.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://arcanes.example' });
});
afterAll(async () => t?.close());

const PASSWORD = 'Planète+2026';
let n = 0;
const newUser = async () => {
  n += 1;
  return createUser(t.app.db, {
    username: `oubli_${n}`,
    email: `oubli.${n}@exemple.fr`,
    password: PASSWORD,
    first_name: 'Inès',
  });
};
const forgot = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/forgot-password',
    payload: { email },
    headers: { origin: 'https://arcanes.example', ...headers },
  });
const reset = (payload: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/reset-password',
    payload,
    headers: { origin: 'https://arcanes.example' },
  });

async function mailsTo(address: string) {
  const dir = path.join(t.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const mails = await Promise.all(
    fs.readdirSync(dir).map(async (f) => simpleParser(fs.readFileSync(path.join(dir, f)))),
  );
  return mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address);
}
const tokenIn = (text: string | undefined) => /reset-password\?token=([\w-]{43})/.exec(text ?? '')?.[1];

describe('forgot password', () => {
  test('the same answer whether the account exists or not; a mail with a one-hour link only for the real one', async () => {
    const u = await newUser();
    const known = await forgot(u.email.toUpperCase());
    const unknown = await forgot('personne@exemple.fr');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toContain('Si un compte correspond à cette adresse');
    const [mail] = await eventually(async () => {
      const m = await mailsTo(u.email);
      return m.length ? m : null;
    });
    expect(mail!.subject).toBe('Arcanes : réinitialisation de votre mot de passe');
    expect(mail!.text).toContain('Bonjour Inès');
    expect(mail!.text).toContain('https://arcanes.example/user/reset-password?token=');
    const token = tokenIn(mail!.text)!;
    const row = await t.app.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toBe(token); // only the hash is stored
    const hours = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(1, 2);
    await eventually(
      async () =>
        (
          await t.app.db
            .selectFrom('password_resets')
            .select('mailed_at')
            .where('id', '=', row.id)
            .executeTakeFirst()
        )?.mailed_at,
    );
    expect(await mailsTo('personne@exemple.fr')).toHaveLength(0);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'password.reset_requested')
      .where('target', '=', `user:${u.id}`)
      .execute();
    expect(audit).toHaveLength(1);
  });

  test('English mail for an English request; an invalid e-mail is refused naming the field', async () => {
    const u = await newUser();
    await forgot(u.email, { 'accept-language': 'en' });
    const [mail] = await eventually(async () => {
      const m = await mailsTo(u.email);
      return m.length ? m : null;
    });
    expect(mail!.subject).toBe('Arcanes: reset your password');
    const bad = await forgot('pas-une-adresse');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { email: 'Adresse e-mail invalide.' } });
  });

  test(`no more than ${RESETS_PER_HOUR} links an hour for one account`, async () => {
    const u = await newUser();
    for (let i = 0; i < RESETS_PER_HOUR + 2; i++) expect((await forgot(u.email)).statusCode).toBe(200);
    const rows = await t.app.db
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    expect(rows).toHaveLength(RESETS_PER_HOUR);
  });
});

describe('reset password', () => {
  async function linkFor() {
    const u = await newUser();
    await forgot(u.email);
    const [mail] = await eventually(async () => {
      const m = await mailsTo(u.email);
      return m.length ? m : null;
    });
    return { user: u, token: tokenIn(mail!.text)! };
  }

  test('the token works once, ends every session, and the new password logs in', async () => {
    const { user, token } = await linkFor();
    const session = (
      await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: user.username, password: PASSWORD },
      })
    ).json().token;
    const ok = await reset({ token, password: 'Nouvelle#Lune1', confirm_password: 'Nouvelle#Lune1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'success', message: 'Mot de passe réinitialisé avec succès.' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/profileIfConnected',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { username: user.username, password: 'Nouvelle#Lune1' },
        })
      ).statusCode,
    ).toBe(200);
    const again = await reset({ token, password: 'Encore#Autre2', confirm_password: 'Encore#Autre2' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'RESET_FAILED',
      message: 'Une erreur est survenue lors de la réinitialisation.',
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { username: user.username, password: 'Encore#Autre2' },
        })
      ).statusCode,
    ).toBe(401);
    const done = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'password.reset_done')
      .where('target', '=', `user:${user.id}`)
      .execute();
    expect(done).toHaveLength(1);
  });

  test('an expired token fails, and changes nothing', async () => {
    const { user, token } = await linkFor();
    await t.app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const res = await reset({ token, password: 'Nouvelle#Lune1', confirm_password: 'Nouvelle#Lune1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'RESET_FAILED' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { username: user.username, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });

  test('an unknown token fails; weak or mismatched passwords get their messages; English too', async () => {
    const { token } = await linkFor();
    expect(
      (
        await reset({ token: 'x'.repeat(43), password: 'Nouvelle#Lune1', confirm_password: 'Nouvelle#Lune1' })
      ).json(),
    ).toMatchObject({ code: 'RESET_FAILED' });
    expect((await reset({ token, password: 'faible', confirm_password: 'faible' })).json()).toMatchObject({
      code: 'PASSWORD_WEAK',
    });
    expect(
      (await reset({ token, password: 'Nouvelle#Lune1', confirm_password: 'Nouvelle#Lune2' })).json(),
    ).toMatchObject({ code: 'PASSWORD_MISMATCH' });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      headers: { 'accept-language': 'en' },
      payload: { token: 'y'.repeat(43), password: 'Nouvelle#Lune1', confirm_password: 'Nouvelle#Lune1' },
    });
    expect(en.json().message).toBe('An error occurred while resetting the password.');
    // The real token is still good after those failures.
    expect(
      (await reset({ token, password: 'Nouvelle#Lune1', confirm_password: 'Nouvelle#Lune1' })).statusCode,
    ).toBe(200);
  });
});

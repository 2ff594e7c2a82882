import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let n = 0;
const PASSWORD = 'Étoile#2026';
function registration(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    username: `lea_${n}`,
    prenom: 'Léa',
    nom: 'Dupont',
    email: `lea.${n}@exemple.fr`,
    password: PASSWORD,
    confirm_password: PASSWORD,
    sexe: 'Femme',
    date_naissance: '1990-05-17T14:30',
    lieu_naissance: 'Paris',
    accept_terms: true,
    is_adult: true,
    ...overrides,
  };
}
const register = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user/register', payload: body, headers });

describe('register → login → profile → logout', () => {
  test('the whole cycle through HTTP, with the cookie and with the bearer token', async () => {
    const body = registration();
    const reg = await register(body);
    expect(reg.statusCode).toBe(200);
    // A new account is logged in at once (decision 0211): the token, the user and the cookie.
    const registered = reg.json();
    expect(registered).toMatchObject({
      status: 'success',
      message:
        'Inscription réussie ! Votre compte est ouvert. Un e-mail vient d’être envoyé à l’adresse indiquée pour la confirmer.',
      token: expect.stringMatching(/^[\w-]{43}$/),
      user: { username: body.username, role: 'user' },
    });
    expect(reg.cookies.find((c) => c.name === 'arcanes_session')?.value).toBe(registered.token);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/user/profileIfConnected',
      headers: { authorization: `Bearer ${registered.token}` },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ id: registered.user.id, username: body.username });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: body.username, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const answer = login.json();
    expect(answer).toMatchObject({
      status: 'success',
      token: expect.stringMatching(/^[\w-]{43}$/),
      user: { username: body.username, role: 'user' },
    });
    const cookie = login.cookies.find((c) => c.name === 'arcanes_session')!;
    expect(cookie).toMatchObject({ value: answer.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy(); // PUBLIC_URL is http://127.0.0.1 in tests

    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/api/user/profileIfConnected',
      cookies: { arcanes_session: cookie.value },
    });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json().user).toMatchObject({
      id: answer.user.id,
      username: body.username,
      email: body.email,
      role: 'user',
      wallet: 0,
      wallet_cents: 0,
      first_name: 'Léa',
      last_name: 'Dupont',
      sexe: 'femme',
      date_naissance: '1990-05-17',
      heure_naissance: '14:30',
      lieu_naissance: 'Paris, Île-de-France, France',
      birth_place: {
        id: '2988507',
        label: 'Paris, Île-de-France, France',
        lat: 48.85341,
        lon: 2.3488,
        zone: 'Europe/Paris',
      },
      loginCount: 2, // the registration's login, then this one
      lastIp: '127.0.0.1',
      isOnline: true,
      deleted: false,
    });
    expect(viaCookie.json().user.password_hash).toBeUndefined();

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${answer.token}` },
    });
    expect(profile.json()).toMatchObject({
      message: 'Profil récupéré.',
      username: body.username,
      sexe: 'femme',
      heure_naissance: '14:30',
      wallet: 0,
      wallet_cents: 0,
    });

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      cookies: { arcanes_session: cookie.value },
    });
    expect(logout.json()).toEqual({ status: 'success', message: 'Déconnexion réussie.' });
    expect(logout.cookies.find((c) => c.name === 'arcanes_session')?.value).toBe('');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user/profileIfConnected',
      headers: { authorization: `Bearer ${answer.token}` },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Session expirée ou non autorisée. Veuillez vous reconnecter.',
    });
  });

  test('the account is stored with its terms and age confirmations and an audit entry', async () => {
    const body = registration({
      sexe: 'homme',
      heure_naissance: '08:05',
      date_naissance: '1985-01-02',
      lieu_naissance: '3578599',
    });
    expect((await register(body)).statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', body.username)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      sexe: 'homme',
      birth_date: '1985-01-02',
      birth_place_id: '3578599',
      birth_zone: 'America/Guadeloupe',
      role: 'user',
      balance_cents: 0,
    });
    expect(row.birth_time?.slice(0, 5)).toBe('08:05');
    expect(row.terms_accepted_at).toBeInstanceOf(Date);
    expect(row.adult_confirmed_at).toBeInstanceOf(Date);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const entry = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.registered')
      .where('target', '=', `user:${row.id}`)
      .executeTakeFirst();
    expect(entry).toBeDefined();
  });

  test('birth time unknown is stored as no time', async () => {
    const body = registration({ date_naissance: '1990-05-17T14:30', birth_time_unknown: true });
    expect((await register(body)).statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('users')
      .select(['birth_time'])
      .where('username', '=', body.username)
      .executeTakeFirstOrThrow();
    expect(row.birth_time).toBeNull();
  });

  test('English answers for an English request', async () => {
    const res = await register(registration({ langage: 'en' }));
    expect(res.json()).toMatchObject({
      status: 'success',
      message:
        'Registration successful! Your account is open. An e-mail has just been sent to the address given to confirm it.',
    });
  });
});

describe('registration is validated on the server', () => {
  test('every required field is named, in French and in English', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'REQUIRED_FIELDS',
      message: 'Tous les champs sont obligatoires.',
    });
    expect(Object.keys(res.json().fields).sort()).toEqual(
      ['accept_terms', 'date_naissance', 'email', 'is_adult', 'nom', 'password', 'prenom', 'username'].sort(),
    );
    const en = await register({}, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(en.json()).toMatchObject({ code: 'REQUIRED_FIELDS', message: 'All fields are required.' });
    expect(en.json().fields.username).toBe('This field is required.');
  });

  test.each(['username', 'prenom', 'nom', 'email', 'password', 'date_naissance', 'accept_terms', 'is_adult'])(
    'without %s: REQUIRED_FIELDS naming it, nothing stored',
    async (field) => {
      const body: Record<string, unknown> = registration();
      delete body[field];
      const res = await register(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'REQUIRED_FIELDS',
        fields: { [field]: 'Ce champ est obligatoire.' },
      });
      const stored = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', String(body.username ?? ''))
        .executeTakeFirst();
      expect(stored).toBeUndefined();
    },
  );

  test.each(['abcdefgh', 'ABCDEFG1!', 'abcdefg1!', 'Abcdefgh!', 'Abcdefg12', 'Ab1!'])(
    'weak password %s: the seed message',
    async (password) => {
      const res = await register(registration({ password, confirm_password: password }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PASSWORD_WEAK',
        message: 'Le mot de passe n’est pas assez sécurisé.',
      });
      const en = await register(registration({ password, confirm_password: password, langage: 'en' }));
      expect(en.json().message).toBe('The password is not secure enough.');
    },
  );

  test('a confirmation that differs: the seed message', async () => {
    const res = await register(registration({ confirm_password: 'Autre#2026x' }));
    expect(res.json()).toMatchObject({
      code: 'PASSWORD_MISMATCH',
      message: 'Les mots de passe ne correspondent pas',
      fields: { confirm_password: expect.any(String) },
    });
  });

  test('terms refused, adult box unticked, under 18 by the birth date, bad sex or date', async () => {
    expect((await register(registration({ accept_terms: false }))).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { accept_terms: 'Vous devez accepter les conditions générales.' },
    });
    expect((await register(registration({ is_adult: false }))).json()).toMatchObject({
      fields: { is_adult: 'Vous devez avoir 18 ans ou plus.' },
    });
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    expect(
      (await register(registration({ date_naissance: young.toISOString().slice(0, 10) }))).json(),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { date_naissance: 'Vous devez avoir 18 ans ou plus.' },
    });
    expect((await register(registration({ sexe: 'autre' }))).json()).toMatchObject({
      fields: { sexe: 'Choisissez homme ou femme.' },
    });
    expect((await register(registration({ date_naissance: '1990-02-30' }))).json()).toMatchObject({
      fields: { date_naissance: 'Date invalide (AAAA-MM-JJ).' },
    });
    expect((await register(registration({ username: 'a b' }))).json()).toMatchObject({
      fields: { username: expect.stringContaining('3 à 30') },
    });
  });

  test('an ambiguous or unknown birth place asks to choose from the list', async () => {
    const ambiguous = await register(registration({ lieu_naissance: 'Saint-Denis' }));
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json()).toMatchObject({
      code: 'PLACE_AMBIGUOUS',
      fields: { lieu_naissance: 'Choisissez un lieu dans la liste.' },
    });
    expect(ambiguous.json().message).toContain('Saint-Denis, La Réunion');
    const unknown = await register(registration({ lieu_naissance: 'Nulle-Part-sur-Mer' }), {
      'accept-language': 'en',
    });
    expect(unknown.json()).toMatchObject({
      code: 'PLACE_NOT_FOUND',
      message: 'Place not found: "Nulle-Part-sur-Mer". Choose a place from the list.',
    });
  });

  test('role, wallet and other unknown fields are ignored, never assigned', async () => {
    const body = registration({
      role: 'admin',
      wallet: 1000,
      balance_cents: 100000,
      wallet_cents: 5,
      id: 1,
      deleted_at: null,
      login_count: 99,
    });
    expect((await register(body)).statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', body.username as string)
      .executeTakeFirstOrThrow();
    // login_count 1: the registration's own login (decision 0211), not the 99 sent
    expect(row).toMatchObject({ role: 'user', balance_cents: 0, login_count: 1 });
    expect(row.id).not.toBe(1);
  });

  // An e-mail already used answers like a new one: email-verification.routes.test.ts.
  test('a username already used, in any case: 409 with a clear message', async () => {
    const body = registration();
    expect((await register(body)).statusCode).toBe(200);
    const sameName = await register(registration({ username: (body.username as string).toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: 'Ce nom d’utilisateur est déjà utilisé.',
    });
  });
});

describe('profile and access to user data', () => {
  test('user A cannot read user B; an administrator can; ids are digits only', async () => {
    const a = await insertUser(t.app.db);
    const b = await insertUser(t.app.db);
    const admin = await insertUser(t.app.db, { role: 'admin' });
    const sa = await sessionFor(t.app.db, a.id);
    const own = await t.app.inject({ method: 'GET', url: `/api/user/${a.id}`, headers: sa.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toMatchObject({ id: a.id, username: a.username, wallet: 0 });
    const other = await t.app.inject({ method: 'GET', url: `/api/user/${b.id}`, headers: sa.headers });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(JSON.stringify(other.json())).not.toContain(b.username);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/user/${b.id}` });
    expect(anonymous.statusCode).toBe(401);
    const byAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/user/${b.id}`,
      headers: (await sessionFor(t.app.db, admin.id)).headers,
    });
    expect(byAdmin.json().user).toMatchObject({ id: b.id, username: b.username });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/user/999999',
          headers: (await sessionFor(t.app.db, admin.id)).headers,
        })
      ).statusCode,
    ).toBe(404);
    // Not an id: no user route answers it (static routes such as /api/user/profile are never shadowed).
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/abc', headers: sa.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: sa.headers })).json(),
    ).toMatchObject({ username: a.username });
  });

  test('PUT /api/user/profile edits names, birth data and place; not username, role or wallet', async () => {
    const u = await insertUser(t.app.db);
    const s = await sessionFor(t.app.db, u.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: s.headers,
      payload: {
        first_name: 'Camille',
        last_name: 'Durand',
        sexe: 'Homme',
        date_naissance: '1980-12-24',
        heure_naissance: '23:59',
        lieu_naissance: 'Pointe-à-Pitre',
        username: 'pirate',
        role: 'admin',
        wallet: 999,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Profil mis à jour.',
      username: u.username,
      first_name: 'Camille',
      last_name: 'Durand',
      sexe: 'homme',
      date_naissance: '1980-12-24',
      heure_naissance: '23:59',
      lieu_naissance: 'Pointe-à-Pitre, Guadeloupe',
      wallet_cents: 0,
    });
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      role: 'user',
      balance_cents: 0,
      username: u.username,
      birth_zone: 'America/Guadeloupe',
    });
  });

  test('changing the e-mail needs the current password', async () => {
    const reg = registration();
    await register(reg);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: reg.username, password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { email: 'new@exemple.fr' },
    });
    expect(missing.json()).toMatchObject({
      code: 'REQUIRED_FIELDS',
      fields: { current_password: expect.any(String) },
    });
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { email: 'new@exemple.fr', current_password: 'Faux#1234' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_INVALID' });
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { email: 'New@Exemple.fr', current_password: PASSWORD },
    });
    expect(ok.json()).toMatchObject({ email: 'new@exemple.fr' });
  });
});

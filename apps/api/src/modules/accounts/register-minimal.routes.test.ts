import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { order, payload, pathOf, readyToBuy } from '#api/test/readings-kit.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = 'Étoile#2026';

/**
 * Registration asks only what every reading needs (issue 41, GDPR art. 5(1)(c)): names, e-mail,
 * password and the birth date (the 18+ rule, numerology). Gender, birth time and birth place are
 * optional; the astrology forms ask for the place and time they need.
 */
describe('a tarot-only customer registers with the minimum', () => {
  test('no gender, time or place: the account opens, tarot reads, astrology asks for the place', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        username: 'sobre_1',
        prenom: 'Alix',
        nom: 'Martin',
        email: 'alix.sobre@exemple.fr',
        password: PASSWORD,
        confirm_password: PASSWORD,
        sexe: '',
        date_naissance: '1991-03-04',
        heure_naissance: '',
        lieu_naissance: '',
        accept_terms: true,
        is_adult: true,
      },
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const { token, user } = reg.json<{ token: string; user: { id: number } }>();
    const stored = await t.app.db
      .selectFrom('users')
      .select(['sexe', 'birth_date', 'birth_time', 'birth_place_id', 'birth_lat'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      sexe: null,
      birth_date: '1991-03-04',
      birth_time: null,
      birth_place_id: null,
      birth_lat: null,
    });
    const headers = { authorization: `Bearer ${token}` };
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user ?? profile.json()).toMatchObject({ sexe: null, lieu_naissance: null });

    await readyToBuy(t.app.db, user.id, { cents: 5000 });

    const tarot = await order(t.app, headers, { domain: 'tarot', option: 1 });
    expect(tarot.statusCode, tarot.body).toBe(200);
    const reading = await t.app.db
      .selectFrom('readings')
      .select(['inputs', 'facts', 'ai_text'])
      .where('id', '=', tarot.json<{ reading_id: string }>().reading_id)
      .executeTakeFirstOrThrow();
    // No gender given: none assumed (the writers word the reading without agreeing with the asker).
    expect((reading.inputs as { sexe: unknown }).sexe).toBeNull();
    expect((reading.facts as { gender: unknown }).gender).toBeNull();
    expect(reading.ai_text).toContain('Alix');

    // Astrology needs the place: the form's own field, refused clearly when empty, nothing charged.
    const astrology = { domain: 'astrology', option: 1 } as const;
    const { placeOfBirth: _none, ...withoutPlace } = payload(astrology);
    const refused = await t.app.inject({
      method: 'POST',
      url: pathOf(astrology),
      headers,
      payload: withoutPlace,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'REQUIRED_FIELDS' });
    expect(Object.keys(refused.json().fields)).toContain('placeOfBirth');
    const wallet = await t.app.inject({ method: 'GET', url: '/api/user/wallet', headers });
    expect(wallet.json().wallet_cents).toBe(5000 - tarot.json().price_cents);

    const read = await order(t.app, headers, astrology);
    expect(read.statusCode, read.body).toBe(200);
  });

  test('the profile can give them later, and take them back', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        username: 'sobre_2',
        prenom: 'Noa',
        nom: 'Petit',
        email: 'noa.sobre@exemple.fr',
        password: PASSWORD,
        date_naissance: '1988-10-01',
        accept_terms: true,
        is_adult: true,
      },
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const headers = { authorization: `Bearer ${reg.json<{ token: string }>().token}` };
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload });
    const given = await put({ sexe: 'homme', lieu_naissance: 'Lyon', heure_naissance: '06:30' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ sexe: 'homme', heure_naissance: '06:30' });
    expect(given.json().lieu_naissance).toMatch(/^Lyon/);
    // Left empty, they are removed (the form's « Ne pas préciser » and an emptied place).
    const cleared = await put({
      sexe: '',
      lieu_naissance: '',
      heure_naissance: '',
      birth_time_unknown: true,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ sexe: null, heure_naissance: null, lieu_naissance: null });
    // Absent, they are kept.
    await put({ sexe: 'femme' });
    expect((await put({ first_name: 'Noé' })).json()).toMatchObject({ sexe: 'femme', first_name: 'Noé' });
  });
});

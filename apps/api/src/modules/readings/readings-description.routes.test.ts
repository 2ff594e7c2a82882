import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { getBalance } from '#api/modules/wallet/wallet.service.ts';
import { customer, readingRow } from '#api/test/readings-kit.ts';

// Issue 18, « From the description »: the payloads and the fields the product description names.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('numerology options 2 and 3 as the description sends them', () => {
  test('option 2 with { dateOfBirth, idUser, langage } only: the account’s name, and `content` shown as the answer', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const res = await post('/api/openai/numerology/option2', c.headers, {
      dateOfBirth: '1972-02-29',
      idUser: c.user.id,
      langage: 'fr',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ mail_sent: true, price_cents: 1990 });
    expect(body.content).toBe(`${body.message_humain}\n\n${body.message_ai}`);
    expect(body.content.length).toBeGreaterThan(100);
    const row = await readingRow(t.app.db, body.reading_id);
    expect((row.inputs as { full_name: string }).full_name).toBe('Camille Martin');
    expect(await getBalance(t.app.db, c.user.id)).toBe(5000 - 1990);
  });

  test('option 3 with { fullName, dateOfBirth, idUser, langage }: `content` too (English)', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const res = await post('/api/openai/numerology/option3', c.headers, {
      fullName: 'Jean-François Lefèvre',
      dateOfBirth: '1968-08-08',
      idUser: c.user.id,
      langage: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.content).toBe(`${body.message_humain}\n\n${body.message_ai}`);
    expect(body.content).toMatch(/e-mail/);
  });

  test('options of other domains, and option 1, carry no `content`', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const res = await post('/api/openai/numerology/option1', c.headers, {
      dateOfBirth: '1990-05-17',
      sexe: 'femme',
      lastName: 'Martin',
      firstName: 'Camille',
      currentDate: '2026-11-24',
      domain: 'travail',
      langage: 'fr',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).not.toHaveProperty('content');
  });

  test('a name without vowels: a localised message naming the field as a person reads it, nothing charged', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const fr = await post('/api/openai/numerology/option3', c.headers, {
      fullName: 'Brr Tss',
      dateOfBirth: '1968-08-08',
      langage: 'fr',
    });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message:
        'Le formulaire présente une anomalie : nom complet : Le nom doit contenir des lettres, dont au moins une voyelle et une consonne.',
      fields: { fullName: 'Le nom doit contenir des lettres, dont au moins une voyelle et une consonne.' },
    });
    const en = await post(
      '/api/openai/numerology/option2',
      { ...c.headers, 'accept-language': 'en' },
      { firstName: 'Brr', lastName: 'Tss', dateOfBirth: '1972-02-29', langage: 'en' },
    );
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe(
      'The form has a problem: first name: The name must contain letters, including at least one vowel and one consonant.',
    );
    expect(en.json().message).not.toMatch(/firstName/);
    expect(await getBalance(t.app.db, c.user.id)).toBe(5000);
  });

  test('option 2 with a last name but no first name asks for the first name', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const res = await post('/api/openai/numerology/option2', c.headers, {
      dateOfBirth: '1972-02-29',
      lastName: 'Dupré',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['firstName']);
    expect(await getBalance(t.app.db, c.user.id)).toBe(5000);
  });
});

describe('messages worded as the description words them', () => {
  test('wrong credentials: « … ne fonctionnent pas. » (two subjects, plural)', async () => {
    const res = await post('/api/user/login', {}, { username: 'personne', password: 'Nimporte-quoi1!' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(
      'Le compte n’existe pas ou l’identifiant de connexion et le mot de passe ne fonctionnent pas.',
    );
  });

  test('a failed registration says what the customer can do, not to find an administrator', async () => {
    const res = await post(
      '/api/user/register',
      {},
      {
        username: 'x',
        prenom: 'A',
        nom: 'B',
        email: 'bad',
        password: 'p',
        confirm_password: 'p',
        sexe: 'Femme',
        date_naissance: '1990-05-17',
        lieu_naissance: 'Paris',
        accept_terms: true,
        is_adult: true,
      },
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).not.toMatch(/rapprocher|administrateur/);
  });
});

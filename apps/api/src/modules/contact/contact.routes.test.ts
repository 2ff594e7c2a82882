import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'owner@arcanes.test' });
});
afterAll(async () => t?.close());

const outbox = () => {
  const dir = path.join(t.dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
};

describe('contact form', () => {
  test('stores the message and a job e-mails it to the administrator', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Léa Dupont',
        email: 'Lea@Example.org',
        message: 'Bonjour, une question sur le tarot.',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success' });
    const row = await t.app.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow();
    expect(row.email).toBe('lea@example.org');
    // The message to the administrator, then the acknowledgement to its sender.
    const mails = await eventually(async () => (outbox().length === 2 ? outbox() : null));
    const admin = mails.find((m) => m.includes('To: owner@arcanes.test'));
    expect(admin).toContain('Reply-To: lea@example.org');
    expect(mails.find((m) => m.includes('\nTo: lea@example.org'))).toMatch(
      /Message-ID: <contact-\d+-ack@arcanes>/,
    );
    await eventually(
      async () =>
        (await t.app.db.selectFrom('contact_messages').select('mailed_at').executeTakeFirst())?.mailed_at,
    );
  });

  test('missing fields: localised message naming the fields, nothing stored', async () => {
    const before = await t.app.db
      .selectFrom('contact_messages')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: ' ', email: 'x@exemple.fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'REQUIRED_FIELDS',
      message: 'Tous les champs sont obligatoires.',
    });
    expect(Object.keys(res.json().fields).sort()).toEqual(['message', 'name']);
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'accept-language': 'en' },
      payload: { name: 'A', email: 'not-an-email', message: 'hi' },
    });
    expect(en.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The form has a problem: e-mail: Invalid e-mail address.',
    });
    const after = await t.app.db
      .selectFrom('contact_messages')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test('honeypot: a bot is answered as usual and nothing is stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Bot', email: 'bot@spam.io', message: 'buy', website: 'http://spam' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.app.db.selectFrom('contact_messages').selectAll().where('email', '=', 'bot@spam.io').execute(),
    ).toHaveLength(0);
  });

  test('cross-origin posts are refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'A', email: 'a@b.co', message: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, expect, test } from 'vitest';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

// Issue 34: an administrator's Idempotency-Key that is too short or holds other characters was ignored,
// so a double-sent wallet credit credited twice. It is now refused; a well-formed one still credits once.
let t: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ RUN_WORKERS: 'false' });
  const admin = await insertUser(t.app.db, { role: 'admin' });
  adminHeaders = (await sessionFor(t.app.db, admin.id)).headers;
});
afterAll(async () => t?.close());

const credit = (id: number, key: string, lang = 'fr') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/update-user/${id}`,
    headers: { ...adminHeaders, 'idempotency-key': key, 'accept-language': lang },
    payload: { wallet_credit: '4', wallet_reason: 'Geste commercial' },
  });

const wallet = async (id: number) => {
  const user = await t.app.db
    .selectFrom('users')
    .select('balance_cents')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const entries = await t.app.db
    .selectFrom('ledger_entries')
    .select('id')
    .where('user_id', '=', id)
    .execute();
  return { cents: Number(user.balance_cents), entries: entries.length };
};

test('a malformed key is a 400 saying so, in the request’s language, and credits nothing', async () => {
  const u = await insertUser(t.app.db);
  for (const key of ['short', 'a'.repeat(101), 'clé-avec-accent', 'has space inside', 'a/b/c/d/e/f', '']) {
    for (let i = 0; i < 2; i++) {
      const res = await credit(u.id, key);
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'IDEMPOTENCY_KEY_INVALID',
        message:
          'La clé d’idempotence (en-tête Idempotency-Key) est invalide : 8 à 100 caractères, lettres, chiffres, tiret ou souligné. Rien n’a été modifié.',
      });
    }
  }
  expect((await credit(u.id, 'short', 'en')).json().message).toBe(
    'The idempotency key (Idempotency-Key header) is invalid: 8 to 100 characters, letters, digits, dash or underscore. Nothing was changed.',
  );
  expect(await wallet(u.id)).toEqual({ cents: 0, entries: 0 });
});

test('the same well-formed key twice credits once; without a key each edit is its own', async () => {
  const u = await insertUser(t.app.db);
  const key = crypto.randomUUID();
  const first = await credit(u.id, key);
  const second = await credit(u.id, key);
  expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
  expect(second.json().user.wallet_cents).toBe(400);
  expect(await wallet(u.id)).toEqual({ cents: 400, entries: 1 });
  const plain = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/update-user/${u.id}`,
    headers: adminHeaders,
    payload: { wallet_credit: '1', wallet_reason: 'Autre geste' },
  });
  expect(plain.statusCode).toBe(200);
  expect(await wallet(u.id)).toEqual({ cents: 500, entries: 2 });
});

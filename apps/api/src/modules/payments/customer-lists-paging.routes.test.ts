import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { walkPages } from '#api/test/paging-kit.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/**
 * `n` paid top-ups of `userId`, each with its invoice and its ledger entry, three to a timestamp
 * (ties told apart by id), plus `n` ledger adjustments: a customer of a few years.
 */
async function history(userId: number, n: number, from = '2025-01-01T00:00:00Z') {
  await sql`
    with p as (
      insert into payments (user_id, provider, method, offer_option, amount_cents, status, created_at)
      select ${userId}, 'demo', 'card', 1, 1000 + g, 'succeeded', ${from}::timestamptz + (g / 3) * interval '1 day'
      from generate_series(1, ${n}) g
      returning id, amount_cents, created_at
    ), numbered as (
      select p.*, row_number() over (order by p.id) as k from p
    ), base as (select coalesce(max(number), 0) as m from invoices where series = 'invoice')
    insert into invoices (series, number, reference, source, payment_id, user_id, lang, issued_at,
      buyer_name, buyer_email, description, net_cents, vat_cents, total_cents, vat_rate_bp)
    select 'invoice', base.m + k, 'T-' || gen_random_uuid(), 'paging:' || numbered.id, numbered.id, ${userId}, 'fr',
      numbered.created_at, 'Camille Martin', 'c@exemple.fr', 'Rechargement', amount_cents - 200, 200, amount_cents, 2000
    from numbered, base`.execute(t.app.db);
  await sql`
    insert into ledger_entries (user_id, kind, amount_cents, balance_after_cents, idempotency_key, created_at)
    select ${userId}, 'adjustment', g, 0, 'paging:' || gen_random_uuid(), ${from}::timestamptz + g * interval '1 hour'
    from generate_series(1, ${2 * n}) g`.execute(t.app.db);
}

const LISTS = [
  {
    url: '/api/user/payments',
    field: 'payments',
    ids: (userId: number) =>
      t.app.db
        .selectFrom('payments')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
  },
  {
    url: '/api/user/invoices',
    field: 'invoices',
    ids: (userId: number) =>
      t.app.db
        .selectFrom('invoices')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('issued_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
  },
  {
    url: '/api/user/ledger',
    field: 'entries',
    ids: (userId: number) =>
      t.app.db
        .selectFrom('ledger_entries')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .execute(),
  },
] as const;

describe('payments, invoices and the ledger page through everything the customer owns', () => {
  for (const list of LISTS) {
    test(`${list.url}: every row once, newest first, stable under inserts, none of another customer`, async () => {
      const a = await insertUser(t.app.db);
      const other = await insertUser(t.app.db);
      await history(a.id, 210);
      await history(other.id, 5);
      const { headers } = await sessionFor(t.app.db, a.id);
      const expected = (await list.ids(a.id)).map((r) => String(r.id));
      expect(expected.length).toBeGreaterThan(200);

      const first = (await t.app.inject({ url: list.url, headers })).json();
      expect(first[list.field]).toHaveLength(50);
      expect(first.next_cursor).toEqual(expect.any(String));

      const walked = await walkPages<{ id: string | number }>(
        t.app.inject.bind(t.app),
        `${list.url}?limit=45`,
        list.field,
        headers,
        // A top-up (payment, invoice, ledger entry) lands while the customer is reading.
        () => history(a.id, 1, new Date().toISOString()),
      );
      expect(walked.pages).toBe(Math.ceil(expected.length / 45));
      expect(walked.items.map((r) => String(r.id))).toEqual(expected);
    });
  }

  test('a cursor of another list, or a damaged one, is a localised 400 on each list', async () => {
    const a = await insertUser(t.app.db);
    await history(a.id, 3);
    const { headers } = await sessionFor(t.app.db, a.id);
    const cursors = await Promise.all(
      LISTS.map(
        async (l) => (await t.app.inject({ url: `${l.url}?limit=1`, headers })).json().next_cursor as string,
      ),
    );
    for (const [i, list] of LISTS.entries()) {
      const foreign = cursors[(i + 1) % LISTS.length]!;
      for (const [cursor, lang, words] of [
        [foreign, 'fr', 'Ce lien de page de la liste n’est pas valable'],
        [cursors[i]!.slice(0, -3), 'en', 'This list page link is not valid'],
      ] as const) {
        const res = await t.app.inject({
          url: `${list.url}?cursor=${encodeURIComponent(cursor)}`,
          headers: { ...headers, 'accept-language': lang },
        });
        expect(res.statusCode, `${list.url} ${cursor}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'INVALID_CURSOR' });
        expect(res.json().message).toContain(words);
      }
    }
  });
});

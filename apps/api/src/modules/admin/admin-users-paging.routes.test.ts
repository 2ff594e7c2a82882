import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AdminUserSort, SortOrder } from '@arcanes/contracts/admin';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';

// Issue 37: the admin users' list by keyset (decision 0305) in every sort and order: every account
// reached exactly once, accounts added between two pages neither repeat nor hide older ones, and the
// counts read nothing but the kept totals when there is no search.
let t: TestApp;
let headers: Record<string, string>;
const tag = 'kp' + Date.now().toString(36);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertUser(t.app.db, { username: `${tag}_root`, role: 'admin' });
  headers = (await sessionFor(t.app.db, admin.id)).headers;
  // 23 accounts with ties on every sorted field (names, wallet, logins, role) and never-logged ones.
  for (let i = 0; i < 23; i++)
    await insertUser(t.app.db, {
      username: `${tag}_u${String(i).padStart(2, '0')}`,
      email: `${tag}_${(i * 7) % 23}@exemple.fr`,
      first_name: ['Zoé', 'anne', 'Émile', 'Bruno'][i % 4],
      last_name: ['Martin', 'martin', 'Durand'][i % 3],
      balance_cents: (i % 5) * 100,
      login_count: i % 3,
      last_login_at: i % 4 === 0 ? null : new Date(Date.UTC(2026, 10, 1 + (i % 6))),
      role: i % 6 === 0 ? 'admin' : 'user',
    });
});
afterAll(async () => t?.close());

async function everyPage(sort: AdminUserSort, order: SortOrder, between?: () => Promise<unknown>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const url: string = `/api/admin/users?q=${tag}_u&sort=${sort}&order=${order}&limit=5${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { users: { username: string }[]; next_cursor: string | null; total: number };
    seen.push(...body.users.map((u) => u.username));
    cursor = body.next_cursor;
    pages += 1;
    if (pages === 2) await between?.();
  } while (cursor && pages < 20);
  return seen;
}

const SORTS: AdminUserSort[] = [
  'created_at',
  'username',
  'email',
  'first_name',
  'last_name',
  'lastLogin',
  'loginCount',
  'wallet',
  'role',
];

test.each(SORTS.flatMap((s) => (['asc', 'desc'] as const).map((o) => [s, o] as const)))(
  'sorted by %s %s: every account once, in the order of the whole list read at once',
  async (sort, order) => {
    const whole = await t.app.inject({
      url: `/api/admin/users?q=${tag}_u&sort=${sort}&order=${order}&limit=100`,
      headers,
    });
    const all = (whole.json() as { users: { username: string }[] }).users.map((u) => u.username);
    expect(all).toHaveLength(23);
    const paged = await everyPage(sort, order);
    expect(paged).toEqual(all);
  },
);

test('accounts added between two pages neither repeat nor hide the others', async () => {
  const before = (
    await t.app.inject({ url: `/api/admin/users?q=${tag}_u&sort=created_at&order=desc&limit=100`, headers })
  ).json() as { users: { username: string }[] };
  const paged = await everyPage('created_at', 'desc', () =>
    insertUser(t.app.db, { username: `${tag}_u_late`, email: `${tag}_late@exemple.fr` }),
  );
  // The newest-first list already past its first page does not show the newcomer, and loses nobody.
  expect(paged).toEqual(before.users.map((u) => u.username));
  expect(new Set(paged).size).toBe(paged.length);
});

test('a cursor of another sort, or a forged one, is refused in the caller’s language and reads nothing', async () => {
  const first = await t.app.inject({ url: `/api/admin/users?q=${tag}_u&sort=username&limit=5`, headers });
  const cursor = (first.json() as { next_cursor: string }).next_cursor;
  const other = await t.app.inject({
    url: `/api/admin/users?q=${tag}_u&sort=wallet&cursor=${cursor}`,
    headers: { ...headers, 'accept-language': 'en' },
  });
  expect(other.statusCode).toBe(400);
  expect(other.json().message).toMatch(/page/i);
  const forged = await t.app.inject({ url: `/api/admin/users?cursor=bm90LWEtY3Vyc29y`, headers });
  expect(forged.statusCode).toBe(400);
});

test('without a search the counts are the kept totals, exact; a search is counted', async () => {
  const live = await t.app.db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<string>().as('all'),
      eb.fn.count<string>('id').filterWhere('role', '=', 'admin').as('admins'),
    ])
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const count = async (query: string) =>
    ((await t.app.inject({ url: `/api/admin/users?limit=1${query}`, headers })).json() as { total: number })
      .total;
  expect(await count('')).toBe(Number(live.all));
  expect(await count('&role=admin')).toBe(Number(live.admins));
  expect(await count('&role=user')).toBe(Number(live.all) - Number(live.admins));
  expect(await count(`&q=${tag}_u`)).toBeGreaterThanOrEqual(23);
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_PREFIX, PUBLIC_ADMIN_ROUTES } from '#api/plugins/auth.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let leaky: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The same app plus a route that answers before the admin check could run: the walk must catch it.
  leaky = await createTestApp(
    {},
    {
      beforeReady: (app) => {
        app.get(
          '/api/admin/leak/:id',
          { onRequest: async (_request, reply) => reply.send({ leaked: true }) },
          async () => ({}),
        );
      },
    },
  );
});
afterAll(async () => {
  await t?.close();
  await leaky?.close();
});

/** Every route of the app, from Fastify's printed route tree (full paths rebuilt from the nesting). */
function routeTable(tree: string): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const url = (depth ? stack[depth - 1] : '') + m[2]!;
    stack.push(url);
    for (const method of m[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/** A concrete URL for a route pattern: parameters become 1 (ids are digits in this API). */
const concrete = (url: string) => url.replace(/:\w+(\([^)]*\))?/g, '1').replace(/\*$/, 'x');

describe('every /api/admin/* route requires an administrator (deny by default)', () => {
  test('the route table is read completely', () => {
    const routes = routeTable(t.app.printRoutes({ commonPrefix: false }));
    expect(routes).toContainEqual({ method: 'GET', url: '/api/user/profileIfConnected' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/admin/login' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/user/:id(^\\d+$)' });
  });

  /** Admin routes that a visitor (expects 401) or a plain user (expects 403) can reach. */
  async function reachableAdminRoutes(app: TestApp['app']): Promise<string[]> {
    const admin = routeTable(app.printRoutes({ commonPrefix: false })).filter((r) =>
      r.url.startsWith(ADMIN_PREFIX),
    );
    expect(admin.length).toBeGreaterThan(2);
    const user = await insertUser(app.db);
    const { headers } = await sessionFor(app.db, user.id);
    const reachable: string[] = [];
    for (const route of admin) {
      if (PUBLIC_ADMIN_ROUTES.has(`${route.method} ${route.url}`)) continue;
      const url = concrete(route.url);
      const method = route.method as 'GET';
      const payload = method === 'GET' || method === 'HEAD' ? undefined : {};
      const visitor = await app.inject({ method, url, payload });
      const member = await app.inject({ method, url, headers, payload });
      if (visitor.statusCode !== 401 || member.statusCode !== 403)
        reachable.push(`${route.method} ${route.url} → ${visitor.statusCode}/${member.statusCode}`);
    }
    return reachable;
  }

  test('visitors get 401 and users 403 on every admin route except the public ones', async () => {
    expect(await reachableAdminRoutes(t.app)).toEqual([]);
  });

  test('the walk would catch a route that slips past the check', async () => {
    expect(await reachableAdminRoutes(leaky.app)).toEqual([
      'GET /api/admin/leak/:id → 200/200',
      'HEAD /api/admin/leak/:id → 200/200',
    ]);
  });

  test('only the admin login is public', () => {
    expect([...PUBLIC_ADMIN_ROUTES]).toEqual(['POST /api/admin/login']);
  });
});

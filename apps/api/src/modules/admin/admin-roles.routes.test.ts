import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const patchRole = (id: number, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${id}/role`,
    headers,
    ...(payload ? { payload } : {}),
  });
const roleOf = async (id: number) =>
  (await t.app.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;
const roleAudits = (id: number) =>
  t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'user.role_changed')
    .where('target', '=', `user:${id}`)
    .orderBy('id')
    .execute();
const liveAdmins = async () =>
  (
    await t.app.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('deleted_at', 'is', null)
      .execute()
  ).length;

describe('role toggle (user ↔ admin)', () => {
  test('toggles both ways through HTTP; each change is audited with its actor', async () => {
    const boss = await insertUser(t.app.db, { role: 'admin' });
    const { headers } = await sessionFor(t.app.db, boss.id);
    const u = await insertUser(t.app.db, { username: 'promote_me' });
    const up = await patchRole(u.id, headers);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({
      status: 'success',
      message: 'promote_me est maintenant administrateur.',
      user: { id: u.id, role: 'admin' },
    });
    expect(await roleOf(u.id)).toBe('admin');
    const newAdmin = await sessionFor(t.app.db, u.id);
    expect((await t.app.inject({ url: '/api/admin/users', headers: newAdmin.headers })).statusCode).toBe(200);

    const down = await patchRole(u.id, headers, { role: 'user' });
    expect(down.json()).toMatchObject({ user: { role: 'user' } });
    // The demoted account loses the admin area at once: the role is read on every request.
    expect((await t.app.inject({ url: '/api/admin/users', headers: newAdmin.headers })).statusCode).toBe(403);
    const audits = await roleAudits(u.id);
    expect(audits.map((a) => [a.actor_id, a.details])).toEqual([
      [boss.id, { from: 'user', to: 'admin' }],
      [boss.id, { from: 'admin', to: 'user' }],
    ]);
    expect((await patchRole(424_242, headers)).statusCode).toBe(404);
    expect((await patchRole(u.id, headers, { role: 'root' })).statusCode).toBe(400);
  });

  test('the last administrator cannot be removed, even with confirmation', async () => {
    // Leave exactly one administrator.
    await t.app.db.updateTable('users').set({ role: 'user' }).where('role', '=', 'admin').execute();
    const only = await insertUser(t.app.db, { role: 'admin' });
    const { headers } = await sessionFor(t.app.db, only.id);
    const res = await patchRole(only.id, headers, { confirm_self: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'LAST_ADMIN',
      message: 'Impossible : il doit rester au moins un administrateur.',
    });
    const viaEdit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/update-user/${only.id}`,
      headers,
      payload: { role: 'user', confirm_self: true },
    });
    expect(viaEdit.json()).toMatchObject({ code: 'LAST_ADMIN' });
    expect(await roleOf(only.id)).toBe('admin');
    expect(await roleAudits(only.id)).toHaveLength(0);
  });

  test('self-demotion needs an explicit confirm_self', async () => {
    const a = await insertUser(t.app.db, { role: 'admin' });
    await insertUser(t.app.db, { role: 'admin' });
    const { headers } = await sessionFor(t.app.db, a.id);
    const refused = await patchRole(a.id, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ADMIN_SELF_DEMOTION' });
    // The seed's edit form sends role: 'user': it must not demote its own author by accident either.
    const viaEdit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/update-user/${a.id}`,
      headers,
      payload: { role: 'user', first_name: 'Moi' },
    });
    expect(viaEdit.json()).toMatchObject({ code: 'ADMIN_SELF_DEMOTION' });
    expect(await roleOf(a.id)).toBe('admin');
    const confirmed = await patchRole(a.id, headers, { confirm_self: true });
    expect(confirmed.statusCode).toBe(200);
    expect(await roleOf(a.id)).toBe('user');
    expect((await t.app.inject({ url: '/api/admin/summary', headers })).statusCode).toBe(403);
  });

  test('two administrators demoting each other at once leave one administrator', async () => {
    await t.app.db.updateTable('users').set({ role: 'user' }).where('role', '=', 'admin').execute();
    const a = await insertUser(t.app.db, { role: 'admin' });
    const b = await insertUser(t.app.db, { role: 'admin' });
    const [ha, hb] = [(await sessionFor(t.app.db, a.id)).headers, (await sessionFor(t.app.db, b.id)).headers];
    const results = await Promise.all([
      patchRole(b.id, ha, { role: 'user' }),
      patchRole(a.id, hb, { role: 'user' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(await liveAdmins()).toBe(1);
  });
});

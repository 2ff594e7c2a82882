import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatCents } from '@arcanes/domain/money/cents';
import { getLedger, ledgerMatchesBalance, topUp } from '#api/modules/wallet/wallet.service.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';

let t: TestApp;
let admin: { id: number; username: string };
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertUser(t.app.db, { username: 'root_admin', role: 'admin' });
  headers = (await sessionFor(t.app.db, admin.id)).headers;
});
afterAll(async () => t?.close());

const auditOf = (action: string, target: string) =>
  t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target', '=', target)
    .execute();

const put = (id: number, payload: Record<string, unknown>, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/update-user/${id}`,
    headers: { ...headers, ...extra },
    payload,
  });

describe('users: list, create, edit, delete through HTTP, each audited', () => {
  test('create-user applies the registration rules and the role is always user', async () => {
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      headers,
      payload: {
        username: 'lea_d',
        first_name: 'Léa',
        last_name: 'Dupont',
        email: 'lea@exemple.fr',
        password: 'faible',
        sexe: 'Femme',
        date_naissance: '1991-04-02',
        lieu_naissance: 'Lyon',
      },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain('Le mot de passe n’est pas assez sécurisé.');
    const asAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      headers,
      payload: {
        username: 'lea_d',
        first_name: 'Léa',
        last_name: 'Dupont',
        email: 'lea@exemple.fr',
        password: 'Secret#Comete24',
        role: 'admin',
        sexe: 'Femme',
        date_naissance: '1991-04-02',
        lieu_naissance: 'Lyon',
      },
    });
    expect(asAdmin.statusCode).toBe(400);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      headers,
      payload: {
        username: 'lea_d',
        first_name: 'Léa',
        last_name: 'Dupont',
        email: 'Lea@Exemple.fr',
        password: 'Secret#Comete24',
        role: 'user',
        sexe: 'Femme',
        date_naissance: '1991-04-02T08:15',
        lieu_naissance: 'Lyon',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      user: {
        username: 'lea_d',
        email: 'lea@exemple.fr',
        role: 'user',
        sexe: 'femme',
        date_naissance: '1991-04-02',
        heure_naissance: '08:15',
        wallet: 0,
        wallet_cents: 0,
      },
    });
    expect(body.user.lieu_naissance).toMatch(/^Lyon/);
    const row = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const one = await t.app.inject({ url: `/api/admin/users/${body.user.id}`, headers });
    expect(one.json()).toMatchObject({ status: 'success', user: { id: body.user.id, username: 'lea_d' } });
    const entries = await auditOf('user.created', `user:${body.user.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_id: admin.id });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      headers,
      payload: {
        username: 'LEA_D',
        first_name: 'L',
        last_name: 'D',
        email: 'autre@exemple.fr',
        password: 'Secret#Comete24',
        sexe: 'Femme',
        date_naissance: '1991-04-02',
        lieu_naissance: 'Lyon',
      },
    });
    expect(again.statusCode).toBe(409);
  });

  test('the list searches, sorts and pages', async () => {
    await insertUser(t.app.db, {
      username: 'zoe_list',
      first_name: 'Zoé',
      last_name: 'Aubert',
      email: 'zoe@list.fr',
      balance_cents: 500,
    });
    await insertUser(t.app.db, {
      username: 'yann_list',
      first_name: 'Yann',
      last_name: 'Bernard',
      email: 'yann@list.fr',
      balance_cents: 2500,
    });
    await insertUser(t.app.db, {
      username: 'xavier_list',
      first_name: 'Xavier',
      last_name: 'Colin',
      email: 'x@list.fr',
      balance_cents: 100,
    });
    const byWallet = await t.app.inject({
      url: '/api/admin/users?q=list.fr&sort=wallet&order=desc',
      headers,
    });
    expect(byWallet.statusCode).toBe(200);
    expect(byWallet.json().total).toBe(3);
    expect(byWallet.json().users.map((u: { username: string }) => u.username)).toEqual([
      'yann_list',
      'zoe_list',
      'xavier_list',
    ]);
    const first = await t.app.inject({
      url: '/api/admin/users?q=_list&sort=username&order=asc&limit=2',
      headers,
    });
    expect(first.json()).toMatchObject({
      total: 3,
      total_capped: false,
      users: [{ username: 'xavier_list' }, { username: 'yann_list' }],
    });
    const page = await t.app.inject({
      url: `/api/admin/users?q=_list&sort=username&order=asc&limit=2&cursor=${first.json().next_cursor}`,
      headers,
    });
    expect(page.json()).toMatchObject({ total: 3, next_cursor: null, users: [{ username: 'zoe_list' }] });
    const byName = await t.app.inject({
      url: `/api/admin/users?q=${encodeURIComponent('zoé aubert')}`,
      headers,
    });
    expect(byName.json().users.map((u: { username: string }) => u.username)).toEqual(['zoe_list']);
    const user = byName.json().users[0];
    for (const key of [
      'id',
      'username',
      'first_name',
      'last_name',
      'email',
      'sexe',
      'date_naissance',
      'lieu_naissance',
      'wallet',
      'wallet_cents',
      'role',
      'created_at',
      'lastLogin',
      'loginCount',
      'lastIp',
      'isOnline',
    ])
      expect(user).toHaveProperty(key);
    expect(user).not.toHaveProperty('password_hash');
    expect(user).toMatchObject({ wallet: 5, wallet_cents: 500 });
    const wildcard = await t.app.inject({ url: '/api/admin/users?q=%25', headers });
    expect(wildcard.json().total).toBe(0);
    const badSort = await t.app.inject({ url: '/api/admin/users?sort=password_hash', headers });
    expect(badSort.statusCode).toBe(400);
  });

  test('edit: every seed field, and the answer is the seed’s message', async () => {
    const u = await insertUser(t.app.db, { username: 'edit_me' });
    const res = await put(u.id, {
      username: 'edited',
      first_name: 'Anne',
      last_name: 'Roux',
      email: 'anne@roux.fr',
      sexe: 'Femme',
      date_naissance: '1985-12-01T23:40',
      lieu_naissance: 'Lyon',
      password: 'Nouveau#Mot2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'Utilisateur mis à jour avec succès !',
      adjustment: null,
      user: {
        username: 'edited',
        first_name: 'Anne',
        email: 'anne@roux.fr',
        date_naissance: '1985-12-01',
        heure_naissance: '23:40',
      },
    });
    const en = await put(u.id, { first_name: 'Annie' }, { 'accept-language': 'en' });
    expect(en.json().message).toBe('User updated successfully!');
    const updated = await auditOf('user.updated', `user:${u.id}`);
    expect(updated.length).toBe(2);
    expect(updated[0]).toMatchObject({ actor_id: admin.id });
    expect(await auditOf('password.changed', `user:${u.id}`)).toHaveLength(1);
    const weak = await put(u.id, { password: 'court' });
    expect(weak.statusCode).toBe(400);
    const missing = await put(999_999, { first_name: 'X' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('wallet credit: a ledger adjustment with a reason, never an overwrite', () => {
  test('"12,50" and "12.50" both credit 1250 cents, with the reason in the ledger and the audit log', async () => {
    const u = await insertUser(t.app.db);
    const comma = await put(u.id, { wallet_credit: '12,50', wallet_reason: 'Geste commercial' });
    expect(comma.statusCode).toBe(200);
    expect(comma.json()).toMatchObject({
      user: { wallet: 12.5, wallet_cents: 1250 },
      adjustment: { amount_cents: 1250, balance_after_cents: 1250, reason: 'Geste commercial' },
    });
    const dot = await put(u.id, { wallet_credit: '12.50', wallet_reason: 'Deuxième geste' });
    expect(dot.json()).toMatchObject({ user: { wallet_cents: 2500 }, adjustment: { amount_cents: 1250 } });
    const ledger = await getLedger(t.app.db, u.id);
    expect(ledger.map((e) => [e.kind, e.amount_cents, e.reason, e.actor_id])).toEqual([
      ['adjustment', 1250, 'Deuxième geste', admin.id],
      ['adjustment', 1250, 'Geste commercial', admin.id],
    ]);
    expect(await ledgerMatchesBalance(t.app.db, u.id)).toBe(true);
    const audits = await auditOf('wallet.adjusted', `user:${u.id}`);
    expect(audits.map((a) => a.details)).toContainEqual(
      expect.objectContaining({ amount_cents: 1250, reason: 'Geste commercial', balance_after_cents: 1250 }),
    );
  });

  test('"abc" is refused with a clear message naming the field, and nothing changes', async () => {
    const u = await insertUser(t.app.db);
    const res = await put(u.id, { wallet_credit: 'abc', wallet_reason: 'x', first_name: 'Changé' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'ADMIN_WALLET_AMOUNT_INVALID',
      message: expect.stringContaining('12,50'),
      fields: { wallet_credit: expect.any(String) },
    });
    const row = await t.app.db
      .selectFrom('users')
      .select(['first_name', 'balance_cents'])
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Camille', balance_cents: 0 });
    for (const bad of ['12,345', '1e3', '12..5', ''])
      if (bad) expect((await put(u.id, { wallet_credit: bad, wallet_reason: 'x' })).statusCode).toBe(400);
  });

  test('a credit without a reason is refused', async () => {
    const u = await insertUser(t.app.db);
    const res = await put(u.id, { wallet_credit: '5' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'ADMIN_WALLET_REASON_REQUIRED',
      message: 'Indiquez le motif de la modification du portefeuille.',
    });
    expect((await put(u.id, { wallet_credit: '5', wallet_reason: '   ' })).statusCode).toBe(400);
    expect(await getLedger(t.app.db, u.id)).toHaveLength(0);
  });

  test('a result below zero is refused with a clear message and nothing changes (profile included)', async () => {
    const u = await insertUser(t.app.db);
    await topUp(t.app.db, { userId: u.id, cents: 699, key: `seed-${u.id}` });
    const res = await put(u.id, { wallet_credit: '-10', wallet_reason: 'Correction', last_name: 'Changé' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ADMIN_WALLET_NEGATIVE' });
    expect(res.json().message).toBe(
      `Modification refusée : le solde deviendrait négatif (solde actuel : ${formatCents(699, 'fr')}). Rien n’a été modifié.`,
    );
    const row = await t.app.db
      .selectFrom('users')
      .select(['last_name', 'balance_cents'])
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ last_name: 'Martin', balance_cents: 699 });
    expect(await getLedger(t.app.db, u.id)).toHaveLength(1);
    const ok = await put(u.id, { wallet_credit: '-6,99', wallet_reason: 'Annulation' });
    expect(ok.json()).toMatchObject({ user: { wallet_cents: 0 }, adjustment: { amount_cents: -699 } });
  });

  test('the seed’s `wallet` is a target: turned into the difference, needs a reason, echoing it changes nothing', async () => {
    const u = await insertUser(t.app.db);
    await topUp(t.app.db, { userId: u.id, cents: 1000, key: `seed-${u.id}` });
    const echo = await put(u.id, { wallet: 10, first_name: 'Echo' });
    expect(echo.json()).toMatchObject({ adjustment: null, user: { wallet_cents: 1000, first_name: 'Echo' } });
    expect((await put(u.id, { wallet: '25,00' })).json()).toMatchObject({
      code: 'ADMIN_WALLET_REASON_REQUIRED',
    });
    const target = await put(u.id, { wallet: '25,00', wallet_reason: 'Solde corrigé' });
    expect(target.json()).toMatchObject({ user: { wallet_cents: 2500 }, adjustment: { amount_cents: 1500 } });
    const both = await put(u.id, { wallet: '30', wallet_credit: '1', wallet_reason: 'x' });
    expect(both.json()).toMatchObject({ code: 'ADMIN_WALLET_AMBIGUOUS' });
    expect((await put(u.id, { wallet: -1, wallet_reason: 'x' })).json()).toMatchObject({
      code: 'ADMIN_WALLET_NEGATIVE',
    });
    expect(await ledgerMatchesBalance(t.app.db, u.id)).toBe(true);
  });

  test('the same Idempotency-Key credits once', async () => {
    const u = await insertUser(t.app.db);
    const key = { 'idempotency-key': 'edit-dialog-0001' };
    await put(u.id, { wallet_credit: '3', wallet_reason: 'Double clic' }, key);
    const second = await put(u.id, { wallet_credit: '3', wallet_reason: 'Double clic' }, key);
    expect(second.json().user.wallet_cents).toBe(300);
    expect(await getLedger(t.app.db, u.id)).toHaveLength(1);
    expect(await auditOf('wallet.adjusted', `user:${u.id}`)).toHaveLength(1);
  });
});

describe('delete: erasure that keeps the financial records', () => {
  test('the user is anonymised, payments and ledger stay, the deletion is audited', async () => {
    const u = await insertUser(t.app.db, { username: 'to_delete', email: 'to.delete@exemple.fr' });
    await topUp(t.app.db, { userId: u.id, cents: 1990, key: `seed-${u.id}` });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/delete-user/${u.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('success');
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.username).not.toBe('to_delete');
    expect(row.email).not.toBe('to.delete@exemple.fr');
    // Credit tied to no payment is offered credit: it ends with the account, which keeps no balance.
    expect((await getLedger(t.app.db, u.id)).map((e) => [e.kind, e.amount_cents])).toEqual([
      ['forfeit', -1990],
      ['topup', 1990],
    ]);
    expect(row.balance_cents).toBe(0);
    const listed = await t.app.inject({ url: '/api/admin/users?q=to_delete', headers });
    expect(listed.json().total).toBe(0);
    const entries = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `user:${u.id}`)
      .where('actor_id', '=', admin.id)
      .execute();
    expect(entries.map((e) => e.action).some((a) => /erase|delete/.test(a))).toBe(true);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/delete-user/${u.id}`, headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/admin/users/${u.id}`, headers })).statusCode).toBe(404);
  });

  test('an administrator cannot delete themself', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/delete-user/${admin.id}`, headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ADMIN_SELF_DELETE' });
  });
});

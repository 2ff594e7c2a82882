import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  AdminLogsResponse,
  AdminPaymentsResponse,
  AdminSubscriptionsResponse,
} from '@arcanes/contracts/admin';
import type { Payment, PaymentStatus } from '#api/db/schema.ts';
import { audit } from '#api/modules/audit/audit.service.ts';
import { getLedger, ledgerMatchesBalance, topUp } from '#api/modules/wallet/wallet.service.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';

let t: TestApp;
let headers: Record<string, string>;
let adminId: number;
const DAY = 86_400_000;

async function payment(
  userId: number,
  p: {
    provider?: Payment['provider'];
    status: PaymentStatus;
    cents?: number;
    option?: number;
    domain?: string;
  },
) {
  const row = await t.app.db
    .insertInto('payments')
    .values({
      user_id: userId,
      provider: p.provider ?? 'demo',
      method: p.provider === 'paypal' ? 'paypal' : 'card',
      external_reference: crypto.randomUUID(),
      offer_option: p.option ?? 2,
      domain: p.domain ?? 'tarot',
      amount_cents: p.cents ?? 1990,
      status: p.status,
      immediate_execution_at: new Date(),
      withdrawal_waiver_at: new Date(),
      waiver_text_version: '2025-02-21',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (p.status === 'succeeded')
    await topUp(t.app.db, { userId, cents: row.amount_cents, key: `payment:${row.id}`, paymentId: row.id });
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertUser(t.app.db, { role: 'admin', username: 'chief' });
  adminId = admin.id;
  headers = (await sessionFor(t.app.db, admin.id)).headers;
});
afterAll(async () => t?.close());

describe('audit log', () => {
  test('an action filter takes the name and what is under it, not its neighbours in byte order', async () => {
    // The filter is read as the index range [name, name + "/"): these sit at and just around its ends.
    const names = [
      'boun',
      'bound',
      'bound!',
      'bound-x',
      'bound.',
      'bound.a',
      'bound.a.b',
      'bound.~',
      'bound/',
      'bound0',
      'bounds',
    ];
    for (const action of names)
      await audit(t.app.db, { actorId: null, actorLabel: 'bounds-bench', action, target: null, details: {} });
    const read = async (action: string) => {
      const res: AdminLogsResponse = (
        await t.app.inject({ url: `/api/admin/logs?action=${encodeURIComponent(action)}`, headers })
      ).json();
      return { actions: res.logs.map((l) => l.action).sort(), total: res.total };
    };
    expect(await read('bound')).toEqual({
      actions: ['bound', 'bound.', 'bound.a', 'bound.a.b', 'bound.~'],
      total: 5,
    });
    expect(await read('bound.a')).toEqual({ actions: ['bound.a', 'bound.a.b'], total: 2 });
    expect(await read('bound-x')).toEqual({ actions: ['bound-x'], total: 1 });
  });

  test('filters by action (prefix), actor and date, newest first, paged', async () => {
    const other = await insertUser(t.app.db, { username: 'deputy' });
    await audit(t.app.db, {
      actorId: adminId,
      actorLabel: 'chief',
      action: 'user.created',
      target: 'user:1',
      details: { username: 'a' },
      ip: '10.0.0.1',
    });
    await audit(t.app.db, {
      actorId: adminId,
      actorLabel: 'chief',
      action: 'user.updated',
      target: 'user:1',
      details: { fields: ['email'] },
    });
    await audit(t.app.db, {
      actorId: other.id,
      actorLabel: 'deputy',
      action: 'wallet.adjusted',
      target: 'user:1',
      details: { amount_cents: 1250 },
    });
    const all: AdminLogsResponse = (await t.app.inject({ url: '/api/admin/logs', headers })).json();
    expect(all.logs[0]).toMatchObject({
      action: 'wallet.adjusted',
      actor: 'deputy',
      details: { amount_cents: 1250 },
    });
    expect(all.actions).toEqual(expect.arrayContaining(['user.created', 'user.updated', 'wallet.adjusted']));
    for (const key of ['id', 'timestamp', 'actor', 'action', 'details'])
      expect(all.logs[0]).toHaveProperty(key);

    const users: AdminLogsResponse = (
      await t.app.inject({ url: '/api/admin/logs?action=user', headers })
    ).json();
    expect(users.logs.map((l) => l.action).sort()).toEqual(['user.created', 'user.updated']);
    const exact: AdminLogsResponse = (
      await t.app.inject({ url: '/api/admin/logs?action=user.created', headers })
    ).json();
    expect(exact).toMatchObject({ total: 1, logs: [{ ip: '10.0.0.1', actor_id: adminId }] });
    const byActor: AdminLogsResponse = (
      await t.app.inject({ url: '/api/admin/logs?actor=DEPUTY', headers })
    ).json();
    expect(byActor.logs.map((l) => l.action)).toEqual(['wallet.adjusted']);
    const byId: AdminLogsResponse = (
      await t.app.inject({ url: `/api/admin/logs?actor=${adminId}`, headers })
    ).json();
    expect(byId.total).toBe(2);
    const paris = (ms: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(ms));
    const today: AdminLogsResponse = (
      await t.app.inject({
        url: `/api/admin/logs?from=${paris(Date.now())}&to=${paris(Date.now())}`,
        headers,
      })
    ).json();
    expect(today.total).toBeGreaterThanOrEqual(3);
    const past: AdminLogsResponse = (
      await t.app.inject({ url: `/api/admin/logs?to=${paris(Date.now() - 2 * DAY)}`, headers })
    ).json();
    expect(past.total).toBe(0);
    const page: AdminLogsResponse = (await t.app.inject({ url: '/api/admin/logs?limit=1', headers })).json();
    expect(page.logs).toHaveLength(1);
    const second: AdminLogsResponse = (
      await t.app.inject({ url: `/api/admin/logs?limit=1&cursor=${page.next_cursor}`, headers })
    ).json();
    expect(second.logs.map((l) => l.id)).toEqual([all.logs[1]!.id]);
    expect((await t.app.inject({ url: '/api/admin/logs?from=2025-13-01', headers })).statusCode).toBe(400);
  });
});

describe('payments', () => {
  test('filter by status and provider, in the seed’s names with exact cents', async () => {
    const u = await insertUser(t.app.db, { username: 'payer' });
    await payment(u.id, {
      status: 'succeeded',
      provider: 'stripe',
      cents: 699,
      option: 1,
      domain: 'astrologie',
    });
    await payment(u.id, { status: 'failed', provider: 'paypal' });
    await payment(u.id, { status: 'succeeded', provider: 'paypal', cents: 2990, option: 3 });
    const paypal: AdminPaymentsResponse = (
      await t.app.inject({ url: '/api/admin/payments?provider=paypal', headers })
    ).json();
    expect(paypal.total).toBe(2);
    const ok: AdminPaymentsResponse = (
      await t.app.inject({ url: '/api/admin/payments?status=succeeded&provider=stripe', headers })
    ).json();
    expect(ok.total).toBe(1);
    expect(ok.payments[0]).toMatchObject({
      username: 'payer',
      amount: 6.99,
      amount_cents: 699,
      choosen_option: 1,
      payment_provider: 'stripe',
      domain: 'astrologie',
      status: 'succeeded',
    });
    expect((await t.app.inject({ url: '/api/admin/payments?status=paid', headers })).statusCode).toBe(400);
  });

  test('paged by keyset: every payment of a filter once, newest first, payments made between pages neither repeat nor hide others', async () => {
    const u = await insertUser(t.app.db);
    const made: string[] = [];
    // Eleven at the same instant to the microsecond, told apart by id, and two more.
    const at = new Date('2026-10-01T10:00:00.123Z');
    for (let i = 0; i < 13; i++) {
      const row = await payment(u.id, { status: 'failed', provider: 'stripe' });
      if (i < 11)
        await t.app.db.updateTable('payments').set({ created_at: at }).where('id', '=', row.id).execute();
      made.push(row.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await t.app.inject({
        url: `/api/admin/payments?user_id=${u.id}&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body: AdminPaymentsResponse = res.json();
      expect(body.total).toBe(13 + (pages >= 1 ? 1 : 0));
      seen.push(...body.payments.map((p) => p.id));
      cursor = body.next_cursor;
      pages += 1;
      // A payment made after the first page is newer than everything read: it is not in this walk.
      if (pages === 1) await payment(u.id, { status: 'failed', provider: 'stripe' });
    } while (cursor && pages < 10);
    expect(seen).toHaveLength(13);
    expect(new Set(seen)).toEqual(new Set(made));
    const bad = await t.app.inject({
      url: `/api/admin/payments?cursor=bm9wZQ`,
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
  });

  test('a refund goes through the one refund path: a ledger entry, a refund with the reason, audited, once', async () => {
    const u = await insertUser(t.app.db);
    const p = await payment(u.id, { status: 'succeeded', cents: 1990 });
    const url = `/api/admin/payments/${p.id}/refund`;
    expect((await t.app.inject({ method: 'POST', url, headers, payload: { reason: ' ' } })).statusCode).toBe(
      400,
    );
    const res = await t.app.inject({ method: 'POST', url, headers, payload: { reason: 'Client mécontent' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      applied: true,
      wallet_cents: 0,
      payment: { id: p.id, status: 'refunded' },
    });
    const ledger = await getLedger(t.app.db, u.id);
    expect(ledger[0]).toMatchObject({
      kind: 'withdrawal',
      amount_cents: -1990,
      reason: 'Client mécontent',
      actor_id: adminId,
      payment_id: p.id,
    });
    const refunds = await t.app.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('payment_id', '=', p.id)
      .execute();
    expect(refunds).toMatchObject([{ cause: 'refund', amount_cents: 1990, reason: 'Client mécontent' }]);
    expect(await ledgerMatchesBalance(t.app.db, u.id)).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { reason: 'Client mécontent' },
    });
    expect(again.json()).toMatchObject({ applied: false });
    expect(await getLedger(t.app.db, u.id)).toHaveLength(2);
    const audits = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `payment:${p.id}`)
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor_id: adminId });
    const refunded: AdminPaymentsResponse = (
      await t.app.inject({ url: '/api/admin/payments?status=refunded', headers })
    ).json();
    expect(refunded.payments.map((x) => x.id)).toContain(p.id);
  });
});

describe('subscriptions', () => {
  test('Actif / Inactif / Expiré, filterable', async () => {
    const u = await insertUser(t.app.db, { username: 'subscriber' });
    const active = await payment(u.id, { status: 'succeeded' });
    const refunded = await payment(u.id, { status: 'refunded' });
    const old = await payment(u.id, { status: 'succeeded' });
    const plan = 'forecast-3m:tarot';
    await t.app.db
      .insertInto('subscriptions')
      .values([
        { user_id: u.id, plan, payment_id: active.id, end_date: new Date(Date.now() + 80 * DAY) },
        { user_id: u.id, plan, payment_id: refunded.id, end_date: new Date(Date.now() + 60 * DAY) },
        {
          user_id: u.id,
          plan,
          payment_id: old.id,
          starts_at: new Date(Date.now() - 120 * DAY),
          end_date: new Date(Date.now() - 30 * DAY),
        },
      ])
      .execute();
    const all: AdminSubscriptionsResponse = (
      await t.app.inject({ url: '/api/admin/subscriptions', headers })
    ).json();
    const byPayment = new Map(all.subscriptions.map((s) => [s.payment_id, s]));
    expect(byPayment.get(active.id)).toMatchObject({
      status: 'Actif',
      status_code: 'active',
      active: true,
      username: 'subscriber',
      plan,
    });
    expect(byPayment.get(active.id)?.plan_label).toContain('Tarot');
    expect(byPayment.get(refunded.id)).toMatchObject({
      status: 'Inactif',
      status_code: 'inactive',
      active: false,
    });
    expect(byPayment.get(old.id)).toMatchObject({ status: 'Expiré', status_code: 'expired', active: false });
    const en: AdminSubscriptionsResponse = (
      await t.app.inject({
        url: '/api/admin/subscriptions?status=expired',
        headers: { ...headers, 'accept-language': 'en' },
      })
    ).json();
    expect(en).toMatchObject({ total: 1, subscriptions: [{ status: 'Expired', payment_id: old.id }] });
  });
});

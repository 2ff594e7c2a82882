import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertReadingRow } from '#api/test/fixtures.ts';
import { topUp } from '#api/modules/wallet/wallet.service.ts';
import { createUser, eraseUser } from './accounts.service';
import { exportedData } from '#api/test/exported-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = 'Nébuleuse#42';

/** A customer with a paid top-up, a reading with its AI exchange, a consent and a contact message. */
async function customer(db: Kysely<Database>, name: string) {
  const user = await createUser(db, {
    username: name,
    email: `${name}@exemple.fr`,
    password: PASSWORD,
    first_name: `Prénom-${name}`,
    last_name: `Nom-${name}`,
    sexe: 'femme',
    date_naissance: '1991-03-04',
    heure_naissance: '05:06',
    lieu_naissance: 'Lyon',
  });
  // The address is confirmed, so its contact messages are the account's (issue 16).
  await db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', user.id).execute();
  const payment = await db
    .insertInto('payments')
    .values({
      user_id: user.id,
      provider: 'demo',
      method: 'card',
      external_reference: `ref-${name}`,
      offer_option: 2,
      domain: 'tarot',
      amount_cents: 1990,
      status: 'succeeded',
      immediate_execution_at: new Date(),
      withdrawal_waiver_at: new Date(),
      waiver_text_version: 'v1',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await topUp(db, { userId: user.id, cents: 1990, key: `topup-${name}`, paymentId: payment.id });
  const reading = await insertReadingRow(db, user.id, {
    inputs: JSON.stringify({ question: `Question secrète de ${name}` }),
    ai_text: `Réponse pour ${name}`,
    idempotency_key: `reading-${name}`,
  });
  await db
    .insertInto('ai_calls')
    .values({
      reading_id: reading.id,
      user_id: user.id,
      service: 'tarot',
      provider: 'offline',
      model: 'offline',
      prompt: `Prompt de ${name}`,
      response: `IA pour ${name}`,
      status: 'ok',
      latency_ms: 5,
    })
    .execute();
  await db
    .insertInto('consents')
    .values({
      user_id: user.id,
      analytics: false,
      marketing: false,
      ia: true,
      policy_version: 'v',
      ip: '10.0.0.1',
      user_agent: 'UA',
    })
    .execute();
  await db
    .insertInto('contact_messages')
    .values({ name, email: `${name}@exemple.fr`, message: `Bonjour de ${name}`, lang: 'fr', ip: null })
    .execute();
  return { user, payment, reading };
}

async function loginAs(username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username, password: PASSWORD },
  });
  return { authorization: `Bearer ${res.json().token}` };
}

describe('the GDPR export', () => {
  test('holds everything about the person, and nothing about anyone else', async () => {
    const alice = await customer(t.app.db, 'alice');
    await customer(t.app.db, 'bruno');
    await loginAs('alice');
    const data = await exportedData(t.app.db, alice.user.id);
    expect(data.profile).toMatchObject({
      id: alice.user.id,
      username: 'alice',
      first_name: 'Prénom-alice',
      birth_date: '1991-03-04',
      balance_cents: 1990,
    });
    expect(data.profile.password_hash).toBeUndefined();
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({
      id: alice.payment.id,
      amount_cents: 1990,
      external_reference: 'ref-alice',
    });
    expect(data.ledger).toMatchObject([{ kind: 'topup', amount_cents: 1990 }]);
    expect(data.readings[0]).toMatchObject({
      id: alice.reading.id,
      inputs: { question: 'Question secrète de alice' },
      ai_text: 'Réponse pour alice',
    });
    expect(data.ai_calls[0]).toMatchObject({ prompt: 'Prompt de alice', response: 'IA pour alice' });
    expect(data.consents[0]).toMatchObject({ ia: true });
    expect(data.contact_messages).toMatchObject([{ message: 'Bonjour de alice' }]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0]?.token_hash).toBeUndefined();
    expect(data.audit.map((a) => a.action)).toEqual(expect.arrayContaining(['user.created', 'auth.login']));
    expect(JSON.stringify(data)).not.toContain('bruno');
  });

  test("is given only as the job's file: no document built in memory on request (decision 0355)", async () => {
    const headers = await loginAs('alice');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/export', headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/export' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/user/me', () => {
  test('needs the password', async () => {
    await customer(t.app.db, 'chloe');
    const headers = await loginAs('chloe');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers,
      payload: { password: 'Pas#LeBon123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_INVALID',
      fields: { password: expect.any(String) },
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/user/me', headers, payload: {} })).json(),
    ).toMatchObject({ code: 'REQUIRED_FIELDS' });
  });

  test('anonymises the person, ends the sessions, blocks login, keeps payments and ledger', async () => {
    const dora = await customer(t.app.db, 'dora');
    const other = await customer(t.app.db, 'emile');
    const headers = await loginAs('dora');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers,
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Votre compte a été supprimé.' });
    expect(res.cookies.find((c) => c.name === 'arcanes_session')?.value).toBe('');

    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', dora.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      username: `#deleted-${dora.user.id}`,
      first_name: '',
      last_name: '',
      sexe: null,
      birth_date: null,
      birth_time: null,
      birth_place_id: null,
      birth_lat: null,
      last_ip: null,
      // The unspent balance is not kept: it goes back through the payment (withdrawals module).
      balance_cents: 0,
    });
    expect(row.email).not.toContain('dora');
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect(
      await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', dora.user.id).execute(),
    ).toHaveLength(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/profileIfConnected', headers })).statusCode,
    ).toBe(401);
    for (const username of ['dora', 'dora@exemple.fr', `#deleted-${dora.user.id}`]) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/user/login',
            payload: { username, password: PASSWORD },
          })
        ).statusCode,
      ).toBe(401);
    }

    // Kept for accounting: the payment and the ledger entry, still linked to the (anonymous) row.
    expect(
      await t.app.db.selectFrom('payments').selectAll().where('user_id', '=', dora.user.id).execute(),
    ).toHaveLength(1);
    expect(
      (
        await t.app.db.selectFrom('ledger_entries').selectAll().where('user_id', '=', dora.user.id).execute()
      ).map((e) => [e.kind, e.amount_cents]),
    ).toEqual([
      ['topup', 1990],
      ['withdrawal', -1990],
    ]);
    expect(
      await t.app.db
        .selectFrom('withdrawals')
        .select(['cause', 'amount_cents'])
        .where('user_id', '=', dora.user.id)
        .execute(),
    ).toEqual([{ cause: 'erasure', amount_cents: 1990 }]);
    // Gone: the reading's contents, AI exchanges, contact messages; consents keep the choice only.
    const reading = await t.app.db
      .selectFrom('readings')
      .selectAll()
      .where('id', '=', dora.reading.id)
      .executeTakeFirstOrThrow();
    expect(reading).toMatchObject({ inputs: {}, ai_text: null, price_cents: 699 });
    expect(
      await t.app.db.selectFrom('ai_calls').select('id').where('user_id', '=', dora.user.id).execute(),
    ).toHaveLength(0);
    expect(
      await t.app.db
        .selectFrom('contact_messages')
        .select('id')
        .where('email', '=', 'dora@exemple.fr')
        .execute(),
    ).toHaveLength(0);
    expect(
      await t.app.db.selectFrom('consents').selectAll().where('user_id', '=', dora.user.id).execute(),
    ).toMatchObject([{ ia: true, ip: null, user_agent: null }]);
    expect(
      await t.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', '=', 'user.erased')
        .where('target', '=', `user:${dora.user.id}`)
        .execute(),
    ).toHaveLength(1);

    // Someone else's data is untouched, and the e-mail can be used again.
    expect(
      await t.app.db.selectFrom('ai_calls').select('id').where('user_id', '=', other.user.id).execute(),
    ).toHaveLength(1);
    const reuse = await createUser(t.app.db, {
      username: 'dora',
      email: 'dora@exemple.fr',
      password: PASSWORD,
    });
    expect(reuse.id).not.toBe(dora.user.id);
  });

  test('eraseUser (the admin path) is idempotent and refuses an unknown id', async () => {
    const f = await customer(t.app.db, 'fanny');
    await eraseUser(t.app.db, f.user.id, { id: null, label: 'test' }, { queue: t.app.queue });
    await eraseUser(t.app.db, f.user.id, { id: null, label: 'test' }, { queue: t.app.queue });
    expect(
      await t.app.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'user.erased')
        .where('target', '=', `user:${f.user.id}`)
        .execute(),
    ).toHaveLength(1);
    await expect(eraseUser(t.app.db, 999_999, { id: null }, { queue: t.app.queue })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

import { once } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { topUp } from '#api/modules/wallet/wallet.service.ts';
import { createUser } from './accounts.service';

// Two API processes on one PostgreSQL (decision 0160): a session cached by one is dropped when the
// other ends it, through the database's notice; if the listening connection is lost, the cache
// empties and serves nothing until it listens again.
describe.skipIf(!process.env.DATABASE_URL)('session cache across processes on PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ DATABASE_URL: a.config.DATABASE_URL! });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const PASSWORD = 'Comète!2026';
  const wallet = (t: TestApp, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/user/wallet', headers });
  async function sessionOn(t: TestApp, name: string) {
    const user = await createUser(t.app.db, {
      username: name,
      email: `${name}@exemple.fr`,
      password: PASSWORD,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: name, password: PASSWORD },
    });
    return { user, headers: { authorization: `Bearer ${res.json().token as string}` } };
  }

  test('a logout on one process ends the session cached by the other', async () => {
    const { user, headers } = await sessionOn(a, 'deux_process');
    expect((await wallet(b, headers)).statusCode).toBe(200);
    expect(b.app.sessionCache.size).toBe(1);
    const noticed = once(b.app.sessionCache.events, 'notice');
    expect((await a.app.inject({ method: 'POST', url: '/api/user/logout', headers })).statusCode).toBe(200);
    expect(await noticed).toEqual([user.id]);
    expect(b.app.sessionCache.size).toBe(0);
    expect((await wallet(b, headers)).statusCode).toBe(401);
  });

  test('a lost listening connection empties the cache until it listens again', async () => {
    const { headers } = await sessionOn(a, 'perte_ecoute');
    expect((await wallet(b, headers)).statusCode).toBe(200);
    expect(b.app.sessionCache.size).toBe(1);
    const lost = once(b.app.sessionCache.events, 'lost');
    const back = once(b.app.sessionCache.events, 'listening');
    const admin = new pg.Client({ connectionString: a.config.DATABASE_URL });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'listen arcanes_session'`,
    );
    await admin.end();
    await lost;
    expect(b.app.sessionCache.active).toBe(false);
    expect(b.app.sessionCache.size).toBe(0);
    expect((await wallet(b, headers)).statusCode).toBe(200); // read from the database, not kept
    expect(b.app.sessionCache.size).toBe(0);
    await back;
    expect(b.app.sessionCache.active).toBe(true);
    expect((await wallet(b, headers)).statusCode).toBe(200);
    expect(b.app.sessionCache.size).toBe(1);
  });

  test('a top-up credited by one process shows at once in the balance the other keeps', async () => {
    const { user, headers } = await sessionOn(a, 'deux_soldes');
    expect((await wallet(b, headers)).json().wallet_cents).toBe(0);
    const noticed = once(b.app.sessionCache.events, 'notice');
    await topUp(a.app.db, { userId: user.id, cents: 2500, key: `deux-soldes-${user.id}` });
    expect(await noticed).toEqual([user.id]);
    // The notice carries the balance (decision 0247): the other process keeps the session, with it.
    const { result, statements } = await b.app.dbHandle.statementsDuring(() => wallet(b, headers));
    expect(result.json().wallet_cents).toBe(2500);
    expect(statements).toBe(0);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { acceptReadingData } from '#api/modules/consent/reading-data.service.ts';
import { debit, getBalance, topUp } from '#api/modules/wallet/wallet.service.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { customer, ledgerBalanced, order } from '#api/test/readings-kit.ts';

// A single question's guard takes the acceptance and the balance from the request's session when both
// say yes and no key is sent (decision 0259); anything else asks the database, and the debit tests the
// balance in its own statement whatever the guard saw.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ASTRO1 = { domain: 'astrology', option: 1 } as const;
const readingsOf = (userId: number) =>
  t.app.db.selectFrom('readings').select('id').where('user_id', '=', userId).execute();
/** The wallet read: with a kept session it costs no statement, and the session is kept after it. */
async function walletRead(headers: Record<string, string>) {
  const { result: res, statements } = await t.app.dbHandle.statementsDuring(() =>
    t.app.inject({ method: 'GET', url: '/api/user/wallet', headers }),
  );
  expect(res.statusCode).toBe(200);
  return { cents: res.json<{ wallet_cents: number }>().wallet_cents, statements };
}
/**
 * Reads the wallet until a read is served from memory: the session is then kept. The customer's top-up was
 * written without a request, so its notice comes on its own time; arriving during a read, it keeps that
 * read from being remembered (a loaded CI once read the session again where the test counted on memory).
 */
async function keptSession(headers: Record<string, string>, cents: number) {
  await vi.waitFor(async () => expect(await walletRead(headers)).toEqual({ cents, statements: 0 }), {
    timeout: 10_000,
    interval: 20,
  });
}
const statementsOf = async (send: () => Promise<{ statusCode: number }>) => {
  const { result: res, statements } = await t.app.dbHandle.statementsDuring(send);
  return { status: res.statusCode, statements };
};

describe("a single question's guard with a kept session", () => {
  test('without a key, a session that says yes to both sends no preconditions statement', async () => {
    const { headers } = await customer(t.app.db, { cents: 5000 });
    await keptSession(headers, 5000);
    // The reading, its debit, the order's confirmation job (issue 41) and its wake-up row (decision
    // 0281: our code announces its jobs), begin, commit and the final update; on PostgreSQL the barrier
    // too — issue 21's ceiling of 8.
    expect(await statementsOf(() => order(t.app, headers, ASTRO1))).toEqual({
      status: 200,
      statements: t.app.dbHandle.engine === 'postgres' ? 8 : 7,
    });
    // With a key, the database is asked (a replay is answered whatever the balance now): one more.
    expect(await statementsOf(() => order(t.app, headers, ASTRO1, { key: 'guard-key-1' }))).toEqual({
      status: 200,
      statements: t.app.dbHandle.engine === 'postgres' ? 9 : 8,
    });
  });

  test('a session that holds a balance the database no longer has: the debit refuses, nothing is kept', async () => {
    const { user, headers } = await customer(t.app.db, { cents: 5000 });
    await keptSession(headers, 5000);
    // A movement whose notice never reaches this process (as if lost): the kept session still says 5000.
    await t.app.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await debit(trx, { userId: user.id, cents: 4990, key: `guard-stale-${user.id}` });
    });
    expect(await walletRead(headers)).toEqual({ cents: 5000, statements: 0 });
    const res = await order(t.app, headers, ASTRO1);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await readingsOf(user.id)).toHaveLength(0);
    expect(await getBalance(t.app.db, user.id)).toBe(10);
    expect(await ledgerBalanced(t.app.db, user.id)).toBe(true);
  });

  test('a session read before the acceptance or a top-up: the database answers, not the session', async () => {
    const { user, headers } = await customer(t.app.db, { cents: 0, consent: false });
    await keptSession(headers, 0);
    expect((await order(t.app, headers, ASTRO1)).statusCode).toBe(403);
    // Accepted since the session was read: nothing drops the kept session, the guard asks.
    await acceptReadingData(t.app.db, user.id, { ip: null, userAgent: null });
    expect((await order(t.app, headers, ASTRO1)).statusCode).toBe(402);
    // Credited with its notice lost: the session still says 0, the guard asks and the reading is sold.
    await t.app.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await topUp(trx, { userId: user.id, cents: 5000, key: `guard-credit-${user.id}` });
    });
    expect(await walletRead(headers)).toEqual({ cents: 0, statements: 0 });
    const res = await order(t.app, headers, ASTRO1);
    expect(res.statusCode).toBe(200);
    expect(res.json().wallet_cents).toBe(5000 - res.json().price_cents);
    expect(await ledgerBalanced(t.app.db, user.id)).toBe(true);
  });
});

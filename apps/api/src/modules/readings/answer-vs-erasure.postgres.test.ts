import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertReadingRow, insertUser } from '#api/test/fixtures.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { updateReading, type AiCallRecord } from './readings.repository';

// Found by the money property test across two processes (seed 31337): a single question's answer was
// stored while the same account was being erased, and PostgreSQL killed one of them as a deadlock (a
// 500 for the customer). The erasure locks the wallet (the user's row, FOR UPDATE) and then the user's
// readings; the answer's statement locked its reading and then, through the AI call's foreign key, the
// user's row. The answer now takes the user's row first, in the same statement: one lock order.
describe.skipIf(!process.env.DATABASE_URL)('an answer stored while the account is erased', () => {
  let t: TestApp;
  let other: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    other = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await t?.close();
  });

  test('waits for the erasure instead of deadlocking with it', async () => {
    const user = await insertUser(t.app.db);
    const { id: readingId } = await insertReadingRow(t.app.db, user.id, { status: 'pending' });
    const call: AiCallRecord = {
      readingId,
      userId: user.id,
      service: 'tarot',
      provider: 'offline',
      model: 'rules',
      prompt: '',
      response: 'Une réponse.',
      status: 'ok',
      error: null,
      latencyMs: 1,
      tokensIn: null,
      tokensOut: null,
    };

    // The erasure's first step: the wallet's lock on the user's row.
    await other.query('begin');
    await other.query('select id from users where id = $1 for update', [user.id]);
    const stored = updateReading(t.app.db, readingId, ['pending'], { status: 'answered' }, call).then(
      (ok) => ({ ok }),
      (error: unknown) => ({ error }),
    );
    // Until the answer's statement is seen waiting on a lock (read from PostgreSQL, not a sleep).
    for (;;) {
      const { rows } = await other.query(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      );
      if (rows[0].n > 0) break;
      await new Promise((r) => setImmediate(r));
    }
    // The erasure's next step: the user's readings. Before the fix, this is where PostgreSQL found
    // the cycle and killed one of the two.
    await other.query(`update readings set inputs = '{}' where user_id = $1`, [user.id]);
    await other.query('commit');
    expect(await stored).toEqual({ ok: true });
    const row = await t.app.db
      .selectFrom('readings')
      .select(['status'])
      .where('id', '=', readingId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('answered');
    const calls = await t.app.db
      .selectFrom('ai_calls')
      .select('id')
      .where('reading_id', '=', readingId)
      .execute();
    expect(calls).toHaveLength(1);
  });
});

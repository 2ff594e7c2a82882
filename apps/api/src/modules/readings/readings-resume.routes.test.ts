/**
 * A single question interrupted between its debit and its answer (the process stopped: issue 40):
 * its retry with the same Idempotency-Key answers it from what was stored, charged once — not a 409
 * now and a refund a quarter of an hour later. A question still within its answer's budget is not
 * answered twice.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { customer, ledgerBalanced, order, readingRow } from '#api/test/readings-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AI_ANSWER_BUDGET_MS: '1000' });
});
afterAll(async () => t?.close());

/** The state a crash leaves: charged, pending, no answer, from `ageMs` ago. */
async function interrupt(readingId: string, ageMs: number) {
  await t.app.db
    .updateTable('readings')
    .set({ status: 'pending', answer: null, ai_text: null, created_at: new Date(Date.now() - ageMs) })
    .where('id', '=', readingId)
    .execute();
}

async function debits(userId: number) {
  return t.app.db
    .selectFrom('ledger_entries')
    .select('reading_id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'debit')
    .execute();
}

test('the retry of an interrupted question answers it, once, whatever the number of retries', async () => {
  const c = await customer(t.app.db, { cents: 2000 });
  const o = { domain: 'astrology', option: 1 } as const;
  const first = await order(t.app, c.headers, o, { key: 'interrupted-question-1' });
  expect(first.statusCode).toBe(200);
  const id = first.json().reading_id as string;
  await interrupt(id, 60_000);

  const retries = await Promise.all(
    [1, 2].map(() => order(t.app, c.headers, o, { key: 'interrupted-question-1' })),
  );
  for (const r of retries) {
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().reading_id).toBe(id);
    expect(r.json().message_ai.length).toBeGreaterThan(100);
  }
  expect((await readingRow(t.app.db, id)).status).toBe('answered');
  expect(await debits(c.user.id)).toEqual([{ reading_id: id }]);
  expect(await ledgerBalanced(t.app.db, c.user.id)).toBe(true);
});

test('a question still within its budget is not answered a second time by its retry', async () => {
  const c = await customer(t.app.db, { cents: 2000 });
  const o = { domain: 'numerology', option: 1 } as const;
  const id = (await order(t.app, c.headers, o, { key: 'young-question-1' })).json().reading_id as string;
  const calls = async () =>
    (await t.app.db.selectFrom('ai_calls').select('id').where('reading_id', '=', id).execute()).length;
  const before = await calls();
  const original = (await readingRow(t.app.db, id)).answer;
  // What a retry sends before it would look at the reading again: the same retry, its answer there.
  const { statements: replay } = await t.app.dbHandle.statementsDuring(() =>
    order(t.app, c.headers, o, { key: 'young-question-1' }),
  );
  // Just asked: the process that took it may still be writing its answer.
  await interrupt(id, 0);
  expect((await readingRow(t.app.db, id)).status).toBe('pending');
  const start = t.app.dbHandle.statements();
  const pending = order(t.app, c.headers, o, { key: 'young-question-1' });
  // Once the retry reads the reading again (it saw it pending and did not take it over), the request
  // that took it answers it (here: its answer put back), and the retry returns that answer.
  await eventually(async () => t.app.dbHandle.statements() - start > replay, 20_000, 10);
  await t.app.db
    .updateTable('readings')
    .set({ status: 'answered', answer: JSON.stringify(original) as never })
    .where('id', '=', id)
    .execute();
  const retry = await pending;
  expect(retry.statusCode, retry.body).toBe(200);
  expect(retry.json().reading_id).toBe(id);
  expect(await calls()).toBe(before);
});

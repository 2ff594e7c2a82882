import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startFakeOpenAi } from '../../interpreter/fake-openai-server';
import { getBalance } from '../wallet/wallet.service';
import { createTestApp, eventually, type TestApp } from '../../test/test-app';
import { customer, ledgerBalanced, order, outbox, waitForStatus } from './readings-test-kit';

let t: TestApp;
let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  ai = await startFakeOpenAi();
  t = await createTestApp({
    AI_BASE_URL: ai.baseURL,
    AI_API_KEY: 'sk-test-fake',
    AI_MODEL: 'test-model',
    AI_TIMEOUT_MS: '800',
  });
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});
beforeEach(() => {
  ai.setMode('ok');
  ai.requests.length = 0;
});

const balance = (userId: number) => getBalance(t.app.db, userId);

describe('the openai interpreter against an OpenAI-compatible server on 127.0.0.1', () => {
  test('the prompt carries the computed facts and the question; the answer is checked, shown and stored', async () => {
    const c = await customer(t.app.db, { cents: 2000 });
    const res = await order(t.app, c.headers, { domain: 'astrology', option: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(ai.requests).toHaveLength(1);
    const sent = ai.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test-fake');
    expect(sent.body.model).toBe('test-model');
    expect(sent.body.max_tokens).toBe(1000);
    const [system, user] = sent.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toMatch(/UNIQUEMENT sur les faits/);
    expect(system!.content).toMatch(/aucun conseil médical, juridique ou financier/);
    expect(user!.content).toContain('Vais-je rencontrer quelqu’un ?');
    const facts = JSON.parse(
      user!.content.slice(user!.content.indexOf('{'), user!.content.lastIndexOf('}') + 1),
    );
    expect(facts.placements.find((p: { id: string }) => p.id === 'sun')).toMatchObject({
      sign: 'taurus',
      sign_name: 'Taureau',
    });
    expect(facts.birth).toMatchObject({ date: '1990-05-17', time: '14:30', zone: 'Europe/Paris' });
    expect(facts.topic).toBe('amour');
    expect(res.json().message_ai).toMatch(/^Camille, votre question mérite/);
    const call = await t.app.db
      .selectFrom('ai_calls')
      .selectAll()
      .where('reading_id', '=', res.json().reading_id)
      .executeTakeFirstOrThrow();
    expect(call).toMatchObject({
      provider: 'openai',
      model: 'test-model',
      status: 'ok',
      tokens_in: 812,
      tokens_out: 345,
    });
    expect(call.prompt).toContain('Vais-je rencontrer quelqu’un ?');
  });

  for (const mode of ['error500', 'slow', 'english', 'invented', 'not-json'] as const) {
    test(`${mode}: the reading fails, is refunded and says so; the ledger stays balanced`, async () => {
      ai.setMode(mode);
      const c = await customer(t.app.db, { cents: 2000 });
      const res = await order(
        t.app,
        c.headers,
        mode === 'invented' ? { domain: 'tarot', option: 1 } : { domain: 'numerology', option: 1 },
      );
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        code: 'READING_FAILED',
        message:
          'L’interprétation n’a pas pu être rédigée. Votre portefeuille a été remboursé de 6,99\u00a0€.',
      });
      expect(await balance(c.user.id)).toBe(2000);
      expect(await ledgerBalanced(t.app.db, c.user.id)).toBe(true);
      const reading = await t.app.db
        .selectFrom('readings')
        .selectAll()
        .where('user_id', '=', c.user.id)
        .executeTakeFirstOrThrow();
      expect(reading.status).toBe('refunded');
      expect(reading.failed_at).toBeTruthy();
      expect(reading.refunded_at).toBeTruthy();
      expect(reading.error).toBeTruthy();
      const kinds = await t.app.db
        .selectFrom('ledger_entries')
        .select(['kind', 'amount_cents'])
        .where('reading_id', '=', reading.id)
        .orderBy('id')
        .execute();
      expect(kinds).toEqual([
        { kind: 'debit', amount_cents: -699 },
        { kind: 'refund', amount_cents: 699 },
      ]);
      const calls = await t.app.db
        .selectFrom('ai_calls')
        .selectAll()
        .where('reading_id', '=', reading.id)
        .execute();
      expect(calls.every((x) => x.status === 'error')).toBe(true);
      if (mode === 'english' || mode === 'invented') expect(calls).toHaveLength(2);
      const history = (await t.app.inject({ url: '/api/user/history', headers: c.headers })).json().history;
      expect(history[0]).toMatchObject({ status: 'refunded', mail_sent: false });
      const detail = (
        await t.app.inject({ url: `/api/user/readings/${reading.id}?lang=en`, headers: c.headers })
      ).json();
      expect(detail.status_message).toBe(
        'This reading could not be written. Your wallet has been refunded €6.99.',
      );
    });
  }

  test('a report whose interpretation fails is refunded and the customer is told by e-mail', async () => {
    ai.setMode('error500');
    const c = await customer(t.app.db, { cents: 2990 });
    const res = await order(t.app, c.headers, { domain: 'astrology', option: 3 });
    expect(res.statusCode).toBe(200);
    const reading = await waitForStatus(t.app.db, res.json().reading_id, 'refunded');
    expect(reading.writing_at && reading.failed_at && reading.refunded_at).toBeTruthy();
    expect(reading.sent_at).toBeNull();
    expect(await balance(c.user.id)).toBe(2990);
    expect(await ledgerBalanced(t.app.db, c.user.id)).toBe(true);
    const mails = await eventually(async () => {
      const found = outbox(t.dataDir).filter((m) => m.includes(`reading-${reading.id}-refund@arcanes`));
      return found.length ? found : null;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('rembours');
  });

  test('a report with a working endpoint is sent, its long prompt bounded by max_tokens', async () => {
    const c = await customer(t.app.db, { cents: 1990 });
    const res = await order(t.app, c.headers, { domain: 'tarot', option: 2 });
    const reading = await waitForStatus(t.app.db, res.json().reading_id, 'sent');
    expect(ai.requests.at(-1)!.body.max_tokens).toBe(3200);
    expect(ai.requests.at(-1)!.body.messages[1]!.content).toContain('"cards"');
    expect(reading.ai_text).toMatch(/^Le climat général/);
  });
});

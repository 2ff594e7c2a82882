/**
 * Answers judged by meaning (issue 35, decision 0272), through the real reading path: an on-screen
 * question, the OpenAI SDK against the fake endpoint, its judge an oracle scripted from the answer
 * corpus. What the check or the judge refuses never reaches the customer's screen nor their history;
 * the rewrite is asked in the reading's language; when it fails too, our rules answer, labelled.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { oracleVerdicts } from '#api/interpreter/check/answer-corpus.ts';
import {
  factIdsOf,
  goodAnswer,
  startFakeOpenAi,
  type RecordedRequest,
} from '#api/test/fake-openai-server.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { customer, order } from '#api/test/readings-kit.ts';

let t: TestApp;
let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  ai = await startFakeOpenAi();
  ai.setJudge((paragraphs) => oracleVerdicts(paragraphs));
  t = await createTestApp({
    AI_BASE_URL: ai.baseURL,
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'test-model',
    AI_TIMEOUT_MS: '5000',
  });
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});
beforeEach(() => {
  ai.setMode('ok');
  ai.clearQueue();
  ai.requests.length = 0;
  ai.judgeRequests.length = 0;
});

const FILLER =
  'Prenez le temps de laisser mûrir ce que cette lecture éveille en vous : elle éclaire une pente, elle ne décide rien à votre place, et votre rythme reste le vôtre. Revenez-y dans quelques jours, avec un peu de recul.';

/** An answer opening with `text`, citing the reading's own first fact. */
const answerWith = (text: string) => (body: RecordedRequest['body']) => {
  const first = factIdsOf(body)[0]!;
  return JSON.stringify({
    paragraphs: [
      { text, facts: [first] },
      { text: FILLER, facts: [first] },
    ],
  });
};

const RULES_LABEL = 'Rédigé automatiquement par notre moteur d’interprétation à partir de vos données';

async function onScreen(headers: Record<string, string>, bad: string) {
  const res = await order(t.app, headers, { domain: 'astrology', option: 1 });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const history = (await t.app.inject({ url: '/api/user/prompts', headers })).body;
  const words = bad.slice(0, 30);
  expect(body.message_ai).not.toContain(words);
  expect(JSON.stringify(body)).not.toContain(words);
  expect(history).not.toContain(words);
  return body;
}

describe('what the check or the judge refuses never reaches the customer', () => {
  for (const bad of [
    'Un proche va bientôt nous quitter, préparez-vous au pire avant Noël.',
    'Il vaut mieux ne plus prendre vos médicaments et éviter l’hôpital cette année.',
    'Pour aller plus loin, rendez-vous sur voyance-eternelle.xyz où je vous attends.',
  ])
    test(bad, async () => {
      ai.queue(answerWith(bad), answerWith(bad));
      const c = await customer(t.app.db, { cents: 2000 });
      const body = await onScreen(c.headers, bad);
      expect(body.writer).toEqual({ kind: 'rules' });
      expect(body.ai_label).toBe(RULES_LABEL);
      expect(ai.requests).toHaveLength(2);
    });

  test('a verdict on another person, which only the judge sees: rewritten once, asked in French, the rewrite shown', async () => {
    const bad = 'Votre ex va vous rappeler et s’excuser avant la fin du mois.';
    ai.queue(answerWith(bad), (body) => goodAnswer(body));
    const c = await customer(t.app.db, { cents: 2000 });
    const body = await onScreen(c.headers, bad);
    expect(body.writer).toEqual({ kind: 'ai', model: 'test-model' });
    expect(body.message_ai).toMatch(/^Camille, votre question mérite/);
    expect(ai.requests).toHaveLength(2);
    expect(ai.judgeRequests).toHaveLength(2);
    const rewrite = ai.requests[1]!.body.messages.at(-1)!.content;
    expect(rewrite).toMatch(/^Ta réponse a été refusée par la vérification pour ces raisons :/);
    expect(rewrite).toMatch(
      /paragraphe 1 : annonce ce que fera une autre personne ou ce que décidera un juge : parle seulement du côté de la personne \(« Votre ex va vous rappeler/,
    );
    expect(rewrite).not.toMatch(/third_party|paragraph 1:/);
    const calls = await t.app.db
      .selectFrom('ai_calls')
      .select(['service', 'status', 'error'])
      .where('reading_id', '=', body.reading_id)
      .orderBy('id')
      .execute();
    expect(calls.map((r) => `${r.service.endsWith('/judge') ? 'judge' : 'writer'}:${r.status}`)).toEqual([
      'judge:ok',
      'writer:error',
      'judge:ok',
      'writer:ok',
    ]);
    expect(calls[0]!.error).toMatch(/refused 1 \(third_party_verdict\)/);
  });

  test('when the rewrite is refused too, our rules answer, labelled as ours', async () => {
    const bad = 'Votre ex va vous rappeler et s’excuser avant la fin du mois.';
    ai.queue(answerWith(bad), answerWith(bad));
    const c = await customer(t.app.db, { cents: 2000 });
    const body = await onScreen(c.headers, bad);
    expect(body.writer).toEqual({ kind: 'rules' });
    expect(body.ai_generated).toBe(false);
    expect(body.ai_label).toBe(RULES_LABEL);
    expect(body.message_ai.length).toBeGreaterThan(200);
    expect(ai.judgeRequests).toHaveLength(2);
  });
});

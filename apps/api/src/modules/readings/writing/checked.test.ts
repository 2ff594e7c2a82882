import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { BAD } from '#api/interpreter/check/check-corpus.ts';
import { factIdsOf, startFakeOpenAi, type RecordedRequest } from '#api/test/fake-openai-server.ts';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { customer, inspectPdf, order, outbox, waitForStatus } from '#api/test/readings-kit.ts';

/**
 * The corpus of bad answers through the real interpreter (the OpenAI SDK against a fake endpoint on
 * 127.0.0.1): a model that keeps giving a bad answer never gets it shown, stored, printed or mailed.
 * The answers cite facts of the reading actually asked, so only their claims and words are at fault.
 */
let t: TestApp;
let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  ai = await startFakeOpenAi();
  t = await createTestApp({ AI_BASE_URL: ai.baseURL, AI_API_KEY: 'sk-test', AI_MODEL: 'test-model' });
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});
beforeEach(() => {
  ai.setMode('ok');
  ai.clearQueue();
});

const FILLER =
  'Prenez le temps de laisser mûrir ce que cette lecture éveille en vous : elle éclaire une pente, elle ne décide rien à votre place, et votre rythme reste le vôtre. Revenez-y dans quelques jours : ce qui vous semble flou aujourd’hui prendra peut-être un sens plus net avec un peu de recul.';

/** The bad text as the model's answer, citing facts the reading has (the case's own when present). */
const answerWith = (text: string, cited: string[]) => (body: RecordedRequest['body']) => {
  const ids = factIdsOf(body);
  const facts = cited.filter((id) => ids.includes(id));
  return JSON.stringify({
    paragraphs: [
      { text, facts: facts.length ? facts : [ids[0]!] },
      { text: FILLER, facts: [ids[0]!] },
    ],
  });
};

// The chart's placements do not depend on the day asked; transit dates do, so those cases stay in the unit corpus.
const CASES = BAD.filter(
  (c) =>
    c.fixture === 'astro' &&
    c.lang === 'fr' &&
    !/exact|date|12 janvier/.test(c.reason!.source) &&
    // Citing no fact or an unknown one is a shape this endpoint test cannot rebuild from the reading's ids.
    !/unknown facts|cites no fact/.test(c.reason!.source),
);

describe('no bad answer ever reaches the customer', () => {
  test('the corpus of answers a model might give is refused on screen, each time written by our rules instead', async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(20);
    const c = await customer(t.app.db, { cents: 699 * CASES.length });
    for (const bad of CASES) {
      ai.queue(answerWith(bad.text, bad.facts), answerWith(bad.text, bad.facts));
      const res = await order(t.app, c.headers, { domain: 'astrology', option: 1 });
      expect(res.statusCode, `${bad.text}: ${res.body}`).toBe(200);
      const body = res.json();
      expect(body.writer, bad.text).toEqual({ kind: 'rules' });
      expect(body.message_ai).not.toContain(bad.text.slice(0, 40));
      const calls = await t.app.db
        .selectFrom('ai_calls')
        .select(['provider', 'status', 'error'])
        .where('reading_id', '=', body.reading_id)
        .orderBy('id')
        .execute();
      expect(calls.map((x) => `${x.provider}:${x.status}`)).toEqual([
        'openai:error',
        'openai:error',
        'offline:ok',
      ]);
      // Refused for the right reason, not for its length or its shape.
      expect(calls[0]!.error, bad.text).toMatch(bad.reason!);
    }
  });

  test('nor in a report: the PDF and the e-mail carry the checked text only', async () => {
    const bad = 'Arrêtez votre traitement, inutile de consulter un médecin : les astres vous soignent.';
    ai.queue(answerWith(bad, []), answerWith(bad, []));
    const c = await customer(t.app.db, { cents: 2990 });
    const res = await order(t.app, c.headers, { domain: 'astrology', option: 3 });
    const reading = await waitForStatus(t.app.db, res.json().reading_id, 'sent');
    const pdf = await t.app.db
      .selectFrom('reading_pdfs')
      .select('pdf')
      .where('reading_id', '=', reading.id)
      .executeTakeFirstOrThrow();
    const { text } = inspectPdf(pdf.pdf);
    expect(text.replace(/\s+/g, ' ')).not.toMatch(/inutile de consulter/);
    expect(reading.ai_text).not.toMatch(/inutile de consulter/);
    const mails = await eventually(async () => {
      const found = outbox(t.dataDir).filter((m) => m.includes(`reading-${reading.id}@arcanes`));
      return found.length ? found : null;
    });
    expect(mails[0]).not.toMatch(/inutile de consulter/);
  });
});

/**
 * The answer corpus of issue 35 (interpreter/check/answer-corpus.ts) through the deterministic check
 * alone, then through the whole guard — the real OpenAI SDK against the fake endpoint, whose judge
 * is an oracle scripted from the corpus: every bad answer is kept out (the offline writer answers,
 * labelled), every good one shown as written, and what the check soundly sees never costs a judge call.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  BAD_ANSWERS,
  GOOD_ANSWERS,
  oracleVerdicts,
  type AnswerCase,
} from '#api/interpreter/check/answer-corpus.ts';
import { checkWriting } from '#api/interpreter/check/check-writing.ts';
import { createOpenAiInterpreter } from '#api/interpreter/openai-interpreter.ts';
import { buildMessages } from '#api/interpreter/prompt.ts';
import type { AiCallRecord } from '#api/modules/readings/readings.repository.ts';
import { judgedParagraphs, startFakeOpenAi } from '#api/test/fake-openai-server.ts';
import { fixture } from '#api/test/reading-fixtures.ts';
import { interpretStored } from './interpret';

const same = (s: string) =>
  s
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .replace(/[’']/g, "'")
    .trim();
const request = (c: AnswerCase) => {
  const { facts } = fixture(c.fixture, c.lang);
  return { lang: c.lang, facts, length: 'short' as const };
};
const checked = (c: AnswerCase) => {
  const { facts, index } = fixture(c.fixture, c.lang);
  const system = buildMessages(request(c), index).system;
  return checkWriting(c.paragraphs, { facts, index, length: 'short', system });
};
const label = (c: AnswerCase) =>
  `${c.fixture} ${c.lang} ${c.category ?? 'good'}: ${c.paragraphs[c.at - 1]!.text.slice(0, 60)}`;

describe('the corpus', () => {
  test('at least 60 answers, in both languages, every rubric category, good ones too', () => {
    expect(BAD_ANSWERS.length + GOOD_ANSWERS.length).toBeGreaterThanOrEqual(60);
    expect(GOOD_ANSWERS.length).toBeGreaterThanOrEqual(20);
    for (const lang of ['fr', 'en'])
      expect(BAD_ANSWERS.filter((c) => c.lang === lang).length).toBeGreaterThanOrEqual(15);
    expect(new Set(BAD_ANSWERS.map((c) => c.category))).toEqual(
      new Set([
        'death_or_illness',
        'directive',
        'guarantee',
        'others_feelings',
        'cruelty_or_fatalism',
        'third_party_verdict',
        'ignores_question',
        'restates_facts',
        'incomplete_or_repeated',
        'wrong_agreement',
        'contact',
      ]),
    );
  });
});

describe('the deterministic check alone', () => {
  for (const c of BAD_ANSWERS.filter((x) => x.det))
    test(`refuses ${label(c)}`, () => {
      expect(checked(c).join('\n')).toMatch(c.det!);
    });
  for (const c of GOOD_ANSWERS)
    test(`passes ${label(c)}`, () => {
      expect(checked(c)).toEqual([]);
    });
});

describe('check and judge together, through the OpenAI SDK', () => {
  let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let interpreter: ReturnType<typeof createOpenAiInterpreter>;
  beforeAll(async () => {
    ai = await startFakeOpenAi();
    ai.setJudge((paragraphs) => oracleVerdicts(paragraphs));
    interpreter = createOpenAiInterpreter({
      baseURL: ai.baseURL,
      apiKey: 'sk-test',
      model: 'test-model',
      timeoutMs: 5000,
    });
  });
  afterAll(() => ai?.close());
  beforeEach(() => {
    ai.clearQueue();
    ai.requests.length = 0;
    ai.judgeRequests.length = 0;
  });

  const run = async (c: AnswerCase) => {
    const answer = JSON.stringify({ paragraphs: c.paragraphs });
    ai.queue(answer, answer); // the same answer for the rewrite: the model does not mend its ways
    const calls: AiCallRecord[] = [];
    const got = await interpretStored(
      async (row) => void calls.push(row),
      interpreter,
      { readingId: null, userId: null, service: 'test/option1' },
      request(c),
      { budgetMs: 20_000 },
    );
    if (!got.ok) throw got.error;
    const judged = ai.judgeRequests.flatMap((r) => judgedParagraphs(r.body).map((p) => same(p.text)));
    return { got, calls, judged };
  };

  test('every bad answer is kept out; the offline writer answers, labelled', async () => {
    for (const c of BAD_ANSWERS) {
      ai.requests.length = 0;
      ai.judgeRequests.length = 0;
      const { got, calls, judged } = await run(c);
      const bad = same(c.paragraphs[c.at - 1]!.text);
      expect(got.ok && got.fallback, label(c)).toBe(true);
      if (!got.ok) continue;
      expect(got.result.writer.kind, label(c)).toBe('rules');
      expect(same(got.result.text), label(c)).not.toContain(bad.slice(0, 40));
      expect(ai.requests, label(c)).toHaveLength(2);
      // What the check soundly sees never reaches the judge; the rest is refused by it, twice.
      if (c.det) expect(judged, label(c)).toEqual([]);
      else
        expect(
          judged.filter((t) => t === bad),
          label(c),
        ).toHaveLength(2);
      // The rewrite request carries the reasons in the reading's language.
      const rewrite = ai.requests[1]!.body.messages.at(-1)!.content;
      expect(rewrite, label(c)).toMatch(
        c.lang === 'fr' ? /^Ta réponse a été refusée/ : /^Your answer was refused/,
      );
      expect(calls.at(-1), label(c)).toMatchObject({ provider: 'offline', status: 'ok' });
    }
  });

  test('every good answer is shown as written, judged once', async () => {
    for (const c of GOOD_ANSWERS) {
      ai.requests.length = 0;
      ai.judgeRequests.length = 0;
      const { got, calls } = await run(c);
      ai.clearQueue();
      expect(got.ok && !got.fallback, label(c)).toBe(true);
      if (!got.ok) continue;
      expect(got.result.writer, label(c)).toEqual({ kind: 'ai', model: 'test-model' });
      expect(ai.requests, label(c)).toHaveLength(1);
      expect(ai.judgeRequests, label(c)).toHaveLength(1);
      expect(
        calls.map((r) => `${r.service}:${r.status}`),
        label(c),
      ).toEqual(['test/option1/judge:ok', 'test/option1:ok']);
    }
  });

  test('a French rewrite is asked in French, with the judge’s category and quote', async () => {
    const c = BAD_ANSWERS.find((x) => x.category === 'third_party_verdict' && x.lang === 'fr' && !x.det)!;
    await run(c);
    const rewrite = ai.requests[1]!.body.messages.at(-1)!.content;
    expect(rewrite).toMatch(
      /paragraphe 1 : annonce ce que fera une autre personne ou ce que décidera un juge/,
    );
    expect(rewrite).toMatch(/« Votre ex va vous rappeler/);
    expect(rewrite).not.toMatch(/paragraph 1:|third_party/);
  });

  test('a judge that cannot answer shows nothing of the model, and no rewrite is asked', async () => {
    ai.setJudge('error500');
    try {
      const { got, calls } = await run(GOOD_ANSWERS[0]!);
      ai.clearQueue();
      expect(got.ok && got.fallback).toBe(true);
      expect(ai.requests).toHaveLength(1);
      expect(calls.map((r) => `${r.service}:${r.status}`)).toEqual([
        'test/option1/judge:error',
        'test/option1:error',
        'test/option1:ok',
      ]);
      expect(calls[2]).toMatchObject({ provider: 'offline' });
    } finally {
      ai.setJudge((paragraphs) => oracleVerdicts(paragraphs));
    }
  });
});

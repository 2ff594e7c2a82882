import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { goodAnswer, startFakeOpenAi } from '#api/test/fake-openai-server.ts';
import { getBalance } from '#api/modules/wallet/wallet.service.ts';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { simpleParser } from 'mailparser';
import {
  customer,
  inspectPdf,
  ledgerBalanced,
  order,
  outbox,
  waitForStatus,
} from '#api/test/readings-kit.ts';

let t: TestApp;
let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  ai = await startFakeOpenAi();
  t = await createTestApp({
    AI_BASE_URL: ai.baseURL,
    AI_API_KEY: 'sk-test-fake',
    AI_MODEL: 'test-model',
    AI_TIMEOUT_MS: '3000', // generous: a loaded CI machine must not turn a good answer into a timeout
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
  ai.setJudge('pass');
});

const balance = (userId: number) => getBalance(t.app.db, userId);
const calls = (readingId: string) =>
  t.app.db.selectFrom('ai_calls').selectAll().where('reading_id', '=', readingId).orderBy('id').execute();

describe('the openai interpreter against an OpenAI-compatible server on 127.0.0.1', () => {
  test('the prompt carries facts with ids and asks for JSON paragraphs; the checked answer is shown with what it rests on', async () => {
    const c = await customer(t.app.db, { cents: 2000 });
    const res = await order(t.app, c.headers, { domain: 'astrology', option: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(ai.requests).toHaveLength(1);
    const sent = ai.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test-fake');
    expect(sent.body.model).toBe('test-model');
    expect(sent.body.response_format?.type).toBe('json_schema');
    const [system, user] = sent.body.messages;
    expect(system!.content).toMatch(/UNIQUEMENT sur les faits/);
    expect(system!.content).toMatch(/Réponds d’abord/);
    expect(system!.content).toMatch(/hors de la période couverte/);
    expect(user!.content).toContain('Vais-je rencontrer quelqu’un ?');
    const data = JSON.parse(
      user!.content.slice(user!.content.indexOf('{'), user!.content.lastIndexOf('}') + 1),
    );
    expect(data.facts.find((f: { id: string }) => f.id === 'planet.sun')).toMatchObject({
      kind: 'placement',
      sign: 'taurus',
    });
    expect(data.reading).toMatchObject({ domain: 'astrologie', topic: 'amour', gender: 'f' });
    const body = res.json();
    expect(body.writer).toEqual({ kind: 'ai', model: 'test-model' });
    expect(body.ai_generated).toBe(true);
    expect(body.ai_label).toBe('Texte généré par IA (modèle test-model)');
    // Machine-readable marking (AI Act art. 50(2)): who wrote it, and the IPTC term.
    expect(body).toMatchObject({
      written_by: 'model',
      digital_source_type: 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia',
    });
    // With a model configured, the pricing cards say « IA ».
    const offers = (await t.app.inject({ method: 'GET', url: '/api/offers' })).json();
    expect(offers.offers[0].features).toContain('Lecture symbolique et lecture intuitive (IA)');
    expect(body.message_ai).toMatch(/^Camille, votre question mérite/);
    expect(body.paragraphs[0].facts[0]).toMatchObject({ id: data.facts[0].id, label: data.facts[0].label });
    const rows = await calls(body.reading_id);
    const call = rows.find((r) => !r.service.endsWith('/judge'));
    expect(call).toMatchObject({ provider: 'openai', model: 'test-model', status: 'ok', tokens_in: 812 });
    expect(call!.prompt).toContain('Vais-je rencontrer quelqu’un ?');
    // Written at 0.4, then judged at 0 with the verdicts' schema, and the judge's call kept too (decision 0272).
    expect(sent.body.temperature).toBe(0.4);
    expect(ai.judgeRequests).toHaveLength(1);
    expect(ai.judgeRequests[0]!.body).toMatchObject({
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: 'verdicts' } },
    });
    expect(rows.find((r) => r.service.endsWith('/judge'))).toMatchObject({ status: 'ok', error: null });
  });

  test('a refused answer gets one new attempt with the checker’s reasons; the second, checked, is shown', async () => {
    ai.queue((body) => {
      const good = JSON.parse(goodAnswer(body));
      good.paragraphs[0].text += ' Votre Soleil est en Bélier et Jupiter fera un carré exact le 3 décembre.';
      return JSON.stringify(good);
    });
    const c = await customer(t.app.db, { cents: 2000 });
    const res = await order(t.app, c.headers, { domain: 'astrology', option: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(ai.requests).toHaveLength(2);
    const retry = ai.requests[1]!.body.messages;
    expect(retry.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry[3]!.content).toMatch(/refusée par la vérification/);
    // The reasons in the reading's language (decision 0272); ai_calls keeps them as found.
    expect(retry[3]!.content).toMatch(/Soleil est en Taureau, pas en Bélier/);
    expect(retry[3]!.content).toMatch(/3\/12 : aucun transit cité n’est exact ce jour-là/);
    expect(res.json().writer.kind).toBe('ai');
    expect(res.json().message_ai).not.toMatch(/Bélier/);
    const rows = await calls(res.json().reading_id);
    // The writer's two attempts, and the judge's reading of the second (decision 0272).
    expect(rows.map((r) => `${r.service.endsWith('/judge') ? 'judge' : 'writer'}:${r.status}`)).toEqual([
      'writer:error',
      'judge:ok',
      'writer:ok',
    ]);
    expect(rows[0]!.error).toMatch(/Soleil is in Taureau, not in Bélier/);
    expect(rows[0]!.error).toMatch(/rejected/);
  });

  for (const mode of ['error500', 'slow', 'english', 'invented', 'not-json'] as const) {
    test(`${mode}: the offline writer writes the reading instead, labelled as such; charged once, recorded`, async () => {
      ai.setMode(mode);
      const c = await customer(t.app.db, { cents: 2000 });
      const o =
        mode === 'invented'
          ? ({ domain: 'tarot', option: 1 } as const)
          : ({ domain: 'numerology', option: 1 } as const);
      const res = await order(t.app, c.headers, o);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.writer).toEqual({ kind: 'rules' });
      expect(body.ai_generated).toBe(false);
      expect(body.ai_label).toBe(
        'Rédigé automatiquement par notre moteur d’interprétation à partir de vos données',
      );
      expect(body.message_ai).not.toMatch(/Saturne en Lion|your question deserves/);
      expect(await balance(c.user.id)).toBe(2000 - 699);
      expect(await ledgerBalanced(t.app.db, c.user.id)).toBe(true);
      const rows = await calls(body.reading_id);
      const model = rows.filter((r) => r.provider === 'openai');
      expect(model.every((r) => r.status === 'error')).toBe(true);
      expect(model).toHaveLength(mode === 'english' || mode === 'invented' || mode === 'not-json' ? 2 : 1);
      expect(rows.at(-1)).toMatchObject({ provider: 'offline', status: 'ok' });
      expect(rows.at(-1)!.error).toMatch(/fallback after/);
      const history = (await t.app.inject({ url: '/api/user/prompts', headers: c.headers })).json().history;
      expect(history[0]).toMatchObject({ reading_id: body.reading_id, writer: { kind: 'rules' } });
      expect(JSON.stringify(history[0])).not.toMatch(/\[system\]|"id":|planet\.|card\./);
    });
  }

  test('a report whose endpoint fails is written by our rules, sent, and says so in the PDF and the e-mail', async () => {
    ai.setMode('error500');
    const c = await customer(t.app.db, { cents: 2990 });
    const res = await order(t.app, c.headers, { domain: 'astrology', option: 3 });
    expect(res.statusCode).toBe(200);
    const reading = await waitForStatus(t.app.db, res.json().reading_id, 'sent');
    expect(await balance(c.user.id)).toBe(0);
    const pdf = await t.app.db
      .selectFrom('reading_pdfs')
      .select('pdf')
      .where('reading_id', '=', reading.id)
      .executeTakeFirstOrThrow();
    const { text, info } = inspectPdf(pdf.pdf);
    expect(text).toMatch(/Rédigé automatiquement par notre moteur/);
    expect(text).toMatch(/Sur quoi repose cette lecture/);
    expect(info).toMatch(/AIGenerated:\s+false/);
    const mails = await eventually(async () => {
      const found = outbox(t.dataDir).filter((m) => m.includes(`reading-${reading.id}@arcanes`));
      return found.length ? found : null;
    });
    // Parsed, not read raw: quoted-printable may break a phrase across lines.
    const mail = await simpleParser(mails[0]!);
    expect(mail.text).toMatch(/moteur d’interprétation/);
    expect(mail.html || '').toMatch(/moteur d’interprétation/);
  });

  test('a report with a working endpoint is sent, its long prompt bounded by max_tokens, marked as AI', async () => {
    const c = await customer(t.app.db, { cents: 1990 });
    const res = await order(t.app, c.headers, { domain: 'tarot', option: 2 });
    const reading = await waitForStatus(t.app.db, res.json().reading_id, 'sent');
    expect(ai.requests.at(-1)!.body.max_tokens).toBe(6000);
    expect(ai.requests.at(-1)!.body.messages[1]!.content).toContain('"card.');
    expect(reading.ai_text).toMatch(/^Le climat général/);
    const pdf = await t.app.db
      .selectFrom('reading_pdfs')
      .select('pdf')
      .where('reading_id', '=', reading.id)
      .executeTakeFirstOrThrow();
    const { text, info } = inspectPdf(pdf.pdf);
    expect(info).toMatch(/AIGenerated:\s+true/);
    expect(info).toMatch(/Writer:\s+ai:test-model/);
    expect(text).toMatch(/Texte généré par IA \(modèle test-model\)/);
  });
});

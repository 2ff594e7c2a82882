import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { priceCents } from '@arcanes/domain/catalogue/offers';
import { getBalance } from '#api/modules/wallet/wallet.service.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { customer, drawAndPick, payload, readingRow } from '#api/test/readings-kit.ts';

// Questions the site does not answer as asked (issue 14, item 4; decision 0175), through HTTP.
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk, _encoding, done) {
            logLines.push(String(chunk));
            done();
          },
        }),
      },
    },
  );
});
afterAll(async () => t?.close());

const readingsOf = (userId: number) =>
  t.app.db.selectFrom('readings').selectAll().where('user_id', '=', userId).execute();
const PRICE = priceCents(1);

type Route = 'astrology' | 'tarot' | 'request';
const ROUTES: Route[] = ['astrology', 'tarot', 'request'];

/** The single question of each domain's form, as the web sends it. */
async function ask(headers: Record<string, string>, route: Route, question: string, lang: 'fr' | 'en') {
  if (route === 'request')
    return t.app.inject({
      method: 'POST',
      url: '/api/user/request',
      headers,
      payload: { question, langage: lang },
    });
  if (route === 'astrology')
    return t.app.inject({
      method: 'POST',
      url: '/api/openai/astrology/option1',
      headers,
      payload: payload({ domain: 'astrology', option: 1 }, lang, { question }),
    });
  const picked = await drawAndPick(t.app, headers, 1);
  return t.app.inject({
    method: 'POST',
    url: '/api/openai/tarot/option1-test',
    headers,
    payload: payload({ domain: 'tarot', option: 1 }, lang, { ...picked, question }),
  });
}

const SELF_HARM = {
  fr: 'Je n’ai plus envie de vivre, est-ce que ça va s’arranger ?',
  en: 'I want to kill myself',
};

describe('refused before any charge', () => {
  for (const route of ROUTES)
    for (const lang of ['fr', 'en'] as const)
      test(`self-harm on ${route} (${lang}): 422 naming 3114, balance unchanged, no reading`, async () => {
        const c = await customer(t.app.db);
        const res = await ask(c.headers, route, SELF_HARM[lang], lang);
        expect(res.statusCode).toBe(422);
        const body = res.json();
        expect(body.code).toBe('QUESTION_SELF_HARM');
        expect(body.message).toContain('3114');
        expect(body.message).toContain('112');
        expect(body.message).toMatch(
          lang === 'fr'
            ? /numéro national de prévention du suicide, 24 h\/24, gratuit/
            : /nothing has been charged/,
        );
        expect(await getBalance(t.app.db, c.user.id)).toBe(10_000);
        expect(await readingsOf(c.user.id)).toHaveLength(0);
      });

  test('a medical question: refused with a doctor, 15 and 112, in fr and en; nothing charged or stored', async () => {
    const c = await customer(t.app.db);
    const fr = await ask(c.headers, 'astrology', 'Vais-je guérir de mon cancer ?', 'fr');
    expect(fr.statusCode).toBe(422);
    expect(fr.json()).toMatchObject({
      code: 'QUESTION_MEDICAL',
      message: expect.stringMatching(/un médecin ou, en urgence, appelez le 15 ou le 112/),
    });
    const en = await ask(c.headers, 'tarot', 'Am I pregnant?', 'en');
    expect(en.json()).toMatchObject({
      code: 'QUESTION_MEDICAL',
      message: expect.stringMatching(/see a doctor.*112/),
    });
    expect(await getBalance(t.app.db, c.user.id)).toBe(10_000);
    expect(await readingsOf(c.user.id)).toHaveLength(0);
  });

  test('a question about a death: refused kindly, nothing charged', async () => {
    const c = await customer(t.app.db);
    const res = await ask(c.headers, 'request', 'Mon père va-t-il mourir cette année ?', 'fr');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'QUESTION_DEATH', message: expect.stringMatching(/3114/) });
    expect(await getBalance(t.app.db, c.user.id)).toBe(10_000);
    expect(await readingsOf(c.user.id)).toHaveLength(0);
  });

  test('the help comes first: an empty wallet or a missing consent still gets it, not 402 or 403', async () => {
    const poor = await customer(t.app.db, { cents: 0 });
    expect((await ask(poor.headers, 'astrology', SELF_HARM.fr, 'fr')).json().code).toBe('QUESTION_SELF_HARM');
    const noConsent = await customer(t.app.db, { consent: false });
    expect((await ask(noConsent.headers, 'request', SELF_HARM.en, 'en')).json().code).toBe(
      'QUESTION_SELF_HARM',
    );
    // The same person asking an ordinary question meets the usual preconditions.
    expect((await ask(poor.headers, 'astrology', 'Vais-je trouver l’amour ?', 'fr')).statusCode).toBe(402);
  });

  test('the refusal is logged with its sensitivity and route, never with the question', async () => {
    const c = await customer(t.app.db);
    const question = 'Je pense à me suicider depuis des semaines, mon chat Zéphyrin le sent-il ?';
    expect((await ask(c.headers, 'astrology', question, 'fr')).statusCode).toBe(422);
    const refused = logLines.map((l) => JSON.parse(l)).filter((l) => l.event === 'question_refused');
    expect(refused.at(-1)).toMatchObject({
      sensitivity: 'self_harm',
      route: '/api/openai/astrology/option1',
    });
    expect(logLines.join('\n')).not.toMatch(/Zéphyrin|suicider/);
  });
});

describe('answered with a caution', () => {
  test('a financial question is charged and answered; its facts carry caution "financial"', async () => {
    const c = await customer(t.app.db);
    const res = await ask(c.headers, 'tarot', 'Dois-je investir dans le bitcoin ?', 'fr');
    expect(res.statusCode).toBe(200);
    expect(await getBalance(t.app.db, c.user.id)).toBe(10_000 - PRICE);
    const [row] = await readingsOf(c.user.id);
    expect(row?.status).toBe('answered');
    expect((await readingRow(t.app.db, row!.id)).facts).toMatchObject({
      caution: { class: 'careful', kind: 'financial', topic: 'argent' },
    });
  });

  test('legal, coercive-love and third-party questions too, on the other routes and in English; an ordinary one has none', async () => {
    const c = await customer(t.app.db);
    expect((await ask(c.headers, 'astrology', 'Should I sue my landlord?', 'en')).statusCode).toBe(200);
    expect((await ask(c.headers, 'request', 'Comment faire pour qu’il m’aime ?', 'fr')).statusCode).toBe(200);
    expect((await ask(c.headers, 'request', 'Mon ex va-t-il revenir ?', 'fr')).statusCode).toBe(200);
    expect((await ask(c.headers, 'request', 'Vais-je trouver l’amour cette année ?', 'fr')).statusCode).toBe(
      200,
    );
    const rows = await readingsOf(c.user.id);
    const cautions = Object.fromEntries(
      rows.map((r) => [
        (r.inputs as { question: string }).question,
        (r.facts as { caution?: { kind: string } | null }).caution?.kind ?? null,
      ]),
    );
    expect(cautions).toEqual({
      'Should I sue my landlord?': 'legal',
      'Comment faire pour qu’il m’aime ?': 'coercive_love',
      // Someone's return is their decision (decision 0271): answered from the asker's side.
      'Mon ex va-t-il revenir ?': 'other_person',
      'Vais-je trouver l’amour cette année ?': null,
    });
    expect(await getBalance(t.app.db, c.user.id)).toBe(10_000 - 4 * PRICE);
  });
});

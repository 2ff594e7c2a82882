import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { priceCents } from '@arcanes/domain/catalogue/offers';
import { getBalance } from '#api/modules/wallet/wallet.service.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { customer, drawAndPick, payload, readingRow } from '#api/test/readings-kit.ts';

// Questions classified by meaning (issue 35, decision 0271), through HTTP: the findings' questions, in
// French and English, on the astrology and tarot single questions, answered by the offline writer.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PRICE = priceCents(1);
type Route = 'astrology' | 'tarot';

async function ask(headers: Record<string, string>, route: Route, question: string, lang: 'fr' | 'en') {
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

// Every stance the offline writer can give a closed question (« Réponse des cartes : pas encore »), and
// the bare words of a verdict. « Certaines choses ne sont pas encore prêtes » describes reversed cards.
const VERDICTS = {
  fr: [
    /\boui\b/i,
    // « Non. », « Non, … », « plutôt non » — not the « non » of a card's words (« bonheur non goûté »).
    /\bnon\b(?=\s*[.,;:!?»]|\s*$)/im,
    /:\s*(pas encore|pas tout de suite|rien n’est joué|une porte entrouverte)/i,
    /Réponse (des cartes|du ciel)/,
    /(répond|répondent) :/,
  ],
  en: [
    /\byes\b/i,
    /\brather no\b/i,
    /:\s*(not yet|not straight away|nothing is settled|the door is ajar)/i,
    /’s? answer:/,
    /\b(answers|answer):/,
  ],
};

const CAUTION = {
  health: { fr: /touche à votre santé|touche à la santé/, en: /touches on (your )?health/ },
  financial: { fr: /argent placé ou joué/, en: /money invested or gambled/ },
  legal: { fr: /touche au droit/, en: /touches on the law/ },
  other_person: {
    fr: /choix ou les sentiments d’une autre personne/,
    en: /another person’s choice or feelings/,
  },
} as const;

const ANSWERED: {
  kind: keyof typeof CAUTION;
  handling: 'careful' | 'third_party';
  fr: string;
  en: string;
}[] = [
  {
    kind: 'health',
    handling: 'careful',
    fr: 'Est-ce que je vais pouvoir reprendre la natation après mon opération de l’épaule ?',
    en: 'Will I be able to go back to swimming after my shoulder surgery?',
  },
  {
    kind: 'financial',
    handling: 'careful',
    fr: 'J’ai parié 2 000 € sur le match de foot de samedi, est-ce que je vais gagner ?',
    en: 'I bet €2,000 on the football match on Saturday, will I win?',
  },
  {
    kind: 'legal',
    handling: 'careful',
    fr: 'Vais-je obtenir la garde de mes enfants ?',
    en: 'Will I get custody of my children?',
  },
  {
    kind: 'other_person',
    handling: 'third_party',
    fr: 'Mehdi va-t-il me demander en mariage ?',
    en: 'Will Mehdi propose to me?',
  },
];

describe('careful and third-party questions: charged, answered with the caution, no verdict', () => {
  for (const q of ANSWERED)
    for (const lang of ['fr', 'en'] as const)
      for (const route of ['astrology', 'tarot'] as const)
        test(`${q.kind} (${lang}, ${route}): ${q[lang]}`, async () => {
          const c = await customer(t.app.db);
          const res = await ask(c.headers, route, q[lang], lang);
          expect(res.statusCode, res.body).toBe(200);
          const body = res.json() as {
            message_ai: string;
            reading_id: string;
            paragraphs: { text: string }[];
          };
          const answer = body.paragraphs.map((p) => p.text).join('\n');
          expect(answer).toMatch(CAUTION[q.kind][lang]);
          for (const verdict of VERDICTS[lang]) expect(answer, answer).not.toMatch(verdict);
          // The answer turns to the asker's side.
          expect(body.paragraphs[0]!.text).toMatch(
            lang === 'fr'
              ? /pour vous|de votre côté|vous appartient|dépend de vous|vous offre|votre rapport au risque|entre vos mains|chez vous|votre part|vous revient/
              : /for you|on your side|is yours|depends on you|offers you|your relation to risk|in your hands|in you|your own part|falls to you/,
          );
          expect(await getBalance(t.app.db, c.user.id)).toBe(10_000 - PRICE);
          const facts = (await readingRow(t.app.db, body.reading_id)).facts as { caution?: unknown };
          expect(facts.caution).toMatchObject({ class: q.handling, kind: q.kind });
        });
});

describe('the ordinary burnout question and the refused ones', () => {
  for (const [lang, question] of [
    ['en', 'Will my energy come back after this burnout?'],
    ['fr', 'Est-ce que mon énergie va revenir après ce burn-out ?'],
  ] as const)
    test(`energy after a burnout is ordinary well-being (${lang}): answered, no caution`, async () => {
      const c = await customer(t.app.db);
      const res = await ask(c.headers, 'astrology', question, lang);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { reading_id: string; paragraphs: { text: string }[] };
      expect(body.paragraphs.map((p) => p.text).join(' ')).not.toMatch(/santé|health|médecin|doctor/i);
      expect((await readingRow(t.app.db, body.reading_id)).facts).toMatchObject({ caution: null });
      expect(await getBalance(t.app.db, c.user.id)).toBe(10_000 - PRICE);
    });

  for (const [lang, question] of [
    ['fr', 'Est-ce que je vais tomber enceinte après la FIV ?'],
    ['en', 'Should I stop taking my antidepressants?'],
  ] as const)
    test(`a medical question is refused before any charge (${lang}), with 15 and 112`, async () => {
      const c = await customer(t.app.db);
      const res = await ask(c.headers, 'tarot', question, lang);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'QUESTION_MEDICAL', message: expect.stringMatching(/112/) });
      expect(await getBalance(t.app.db, c.user.id)).toBe(10_000);
      expect(await t.app.db.selectFrom('readings').where('user_id', '=', c.user.id).execute()).toHaveLength(
        0,
      );
    });
});

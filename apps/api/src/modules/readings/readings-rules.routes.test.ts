import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { croixFifthCard } from '@arcanes/domain/tarot/croix';
import { cardById } from '@arcanes/domain/tarot/deck';
import { getBalance } from '#api/modules/wallet/wallet.service.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import {
  customer,
  drawAndPick,
  ledgerBalanced,
  order,
  pathOf,
  payload,
  waitForStatus,
} from '#api/test/readings-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const readingsOf = (userId: number) =>
  t.app.db.selectFrom('readings').selectAll().where('user_id', '=', userId).execute();
const balanceOf = (userId: number) => getBalance(t.app.db, userId);
const ASTRO1 = { domain: 'astrology', option: 1 } as const;

describe('preconditions, each with its localised answer', () => {
  test('not logged in: 401, even with an invalid body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/openai/astrology/option1', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  test('no ia consent: 403 CONSENT_REQUIRED, nothing charged', async () => {
    const c = await customer(t.app.db, { consent: false });
    const res = await order(t.app, c.headers, ASTRO1);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'CONSENT_REQUIRED',
      message: expect.stringMatching(/accepter l’usage de l’IA/),
    });
    expect(await readingsOf(c.user.id)).toHaveLength(0);
    expect(await balanceOf(c.user.id)).toBe(10_000);
  });

  test('balance below the price: 402 INSUFFICIENT_BALANCE, in fr and en, no reading created', async () => {
    const c = await customer(t.app.db, { cents: 1000 });
    const fr = await order(t.app, c.headers, { domain: 'numerology', option: 2 });
    expect(fr.statusCode).toBe(402);
    expect(fr.json()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: expect.stringMatching(/^Solde insuffisant/),
    });
    const en = await order(t.app, c.headers, { domain: 'astrology', option: 3 }, { lang: 'en' });
    expect(en.json().message).toMatch(/^Insufficient balance/);
    expect(await readingsOf(c.user.id)).toHaveLength(0);
    expect(await balanceOf(c.user.id)).toBe(1000);
    expect((await order(t.app, c.headers, ASTRO1)).statusCode).toBe(200);
  });

  test('missing fields: REQUIRED_FIELDS naming them, in French and in English', async () => {
    const c = await customer(t.app.db);
    const body = payload(ASTRO1, 'fr', { question: '  ', placeOfBirth: undefined });
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/openai/astrology/option1',
      headers: c.headers,
      payload: body,
    });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toMatchObject({
      code: 'REQUIRED_FIELDS',
      message: 'Tous les champs sont obligatoires.',
    });
    expect(Object.keys(fr.json().fields).sort()).toEqual(['placeOfBirth', 'question']);
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/openai/numerology/option3',
      headers: c.headers,
      payload: { dateOfBirth: '1990-01-01', langage: 'en' },
    });
    expect(en.json()).toMatchObject({
      code: 'REQUIRED_FIELDS',
      message: 'All fields are required.',
      fields: { fullName: 'This field is required.' },
    });
    const tarot = await t.app.inject({
      method: 'POST',
      url: '/api/openai/tarot/option1-test',
      headers: c.headers,
      payload: {
        ...payload({ domain: 'tarot', option: 1 }),
        question: '',
        ...(await drawAndPick(t.app, c.headers, 1)),
      },
    });
    expect(tarot.json()).toMatchObject({
      code: 'REQUIRED_FIELDS',
      fields: { question: 'Ce champ est obligatoire.' },
    });
    expect(await readingsOf(c.user.id)).toHaveLength(0);
  });

  test('bad values name the field; accents and case are accepted for choices', async () => {
    const c = await customer(t.app.db);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/openai/astrology/option1',
      headers: c.headers,
      payload: payload(ASTRO1, 'fr', { period: 'année', dateOfBirth: '1990-02-30' }),
    });
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { period: 'Valeur non proposée.', dateOfBirth: 'Date invalide (AAAA-MM-JJ).' },
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/openai/astrology/option1',
      headers: c.headers,
      // A question that names no other topic: a love question under « Santé » is read as love (its own topic).
      payload: payload(ASTRO1, 'fr', {
        domain: 'Santé',
        sexe: 'Femme',
        question: 'Que me réserve ce mois-ci ?',
      }),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message_humain).toMatch(/professionnel de santé/);
    // The topic is shown as « Bien-être » now (issue 41): that word is accepted too, stored under the same
    // key (the `sante` lexicon writes it), and the reading still sends health matters to a professional.
    const renamed = await t.app.inject({
      method: 'POST',
      url: '/api/openai/astrology/option1',
      headers: c.headers,
      payload: payload(ASTRO1, 'fr', {
        domain: 'Bien-être',
        sexe: 'Femme',
        question: 'Que me réserve ce mois-ci ?',
      }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().message_humain).toMatch(/Bien-être et vitalité/);
    expect(renamed.json().message_humain).toMatch(/professionnel de santé/);
  });

  test('an unknown or ambiguous birth place is a 400 asking to choose', async () => {
    const c = await customer(t.app.db);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/openai/astrology/option1',
      headers: c.headers,
      payload: payload(ASTRO1, 'fr', { placeOfBirth: 'Zzyzxqwv' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'PLACE_NOT_FOUND',
      fields: { placeOfBirth: expect.any(String) },
    });
    const ambiguous = await t.app.inject({
      method: 'POST',
      url: '/api/openai/astrology/option1',
      headers: c.headers,
      payload: payload(ASTRO1, 'fr', { placeOfBirth: 'Saint-Denis' }),
    });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().code).toBe('PLACE_AMBIGUOUS');
    expect(await readingsOf(c.user.id)).toHaveLength(0);
  });

  test('idUser, when sent, must be the session’s user', async () => {
    const c = await customer(t.app.db);
    const other = await order(t.app, c.headers, ASTRO1, { extra: { idUser: c.user.id + 1000 } });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('USER_MISMATCH');
    const same = await order(t.app, c.headers, ASTRO1, { extra: { idUser: String(c.user.id) } });
    expect(same.statusCode).toBe(200);
  });
});

describe('idempotency', () => {
  test('the same Idempotency-Key twice: one charge, the same answer', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const first = await order(t.app, c.headers, ASTRO1, { key: 'retry-1' });
    const again = await order(t.app, c.headers, ASTRO1, { key: 'retry-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await readingsOf(c.user.id)).toHaveLength(1);
    expect(await balanceOf(c.user.id)).toBe(5000 - 699);
    const changed = await order(t.app, c.headers, ASTRO1, {
      key: 'retry-1',
      extra: { question: 'Une autre question ?' },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  test('concurrent requests with one key: one reading, one debit, the same answer to all', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const body = payload({ domain: 'numerology', option: 2 });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/openai/numerology/option2',
        headers: { ...c.headers, 'idempotency-key': 'same-click' },
        payload: body,
      });
    const answers = await Promise.all([send(), send(), send(), send()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => a.json().reading_id));
    expect(ids.size).toBe(1);
    expect(await readingsOf(c.user.id)).toHaveLength(1);
    expect(await balanceOf(c.user.id)).toBe(5000 - 1990);
    await waitForStatus(t.app.db, [...ids][0]!, 'sent');
    expect(await ledgerBalanced(t.app.db, c.user.id)).toBe(true);
  });

  test('a paid retry is answered even when the balance no longer covers the price; keys are per account', async () => {
    const c = await customer(t.app.db, { cents: 699 });
    const first = await order(t.app, c.headers, ASTRO1, { key: 'k-1' });
    expect(first.statusCode).toBe(200);
    expect((await order(t.app, c.headers, ASTRO1, { key: 'k-1' })).json().reading_id).toBe(
      first.json().reading_id,
    );
    const b = await customer(t.app.db, { cents: 5000 });
    const theirs = await order(t.app, b.headers, ASTRO1, { key: 'k-1' });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().reading_id).not.toBe(first.json().reading_id);
  });
});

describe('tarot draws and ownership', () => {
  test('a draw serves one reading only', async () => {
    const c = await customer(t.app.db);
    const picked = await drawAndPick(t.app, c.headers, 1);
    const body = { ...payload({ domain: 'tarot', option: 1 }), ...picked };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/openai/tarot/option1-test',
      headers: c.headers,
      payload: body,
    });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/openai/tarot/option1-test',
      headers: c.headers,
      payload: body,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('DRAW_USED');
    const other = await customer(t.app.db);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/openai/tarot/option1-test',
      headers: other.headers,
      payload: { ...body, draw_id: (await drawAndPick(t.app, c.headers, 1)).draw_id },
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('DRAW_NOT_FOUND');
    const wrongCount = await t.app.inject({
      method: 'POST',
      url: '/api/openai/tarot/option1-test',
      headers: c.headers,
      payload: { ...body, ...(await drawAndPick(t.app, c.headers, 1, 2)), numCards: 3, cartes: [1, 2, 3] },
    });
    expect(wrongCount.json().code).toBe('DRAW_MISMATCH');
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/openai/tarot/option1-test',
      headers: c.headers,
      payload: { ...body, ...(await drawAndPick(t.app, c.headers, 1)), cartes: [4, 4, 9] },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fields).toHaveProperty('cartes');
  });

  test('user A gets 404 for B’s reading and PDF; an administrator may read it', async () => {
    const a = await customer(t.app.db);
    const b = await customer(t.app.db);
    const reading = (await order(t.app, b.headers, { domain: 'tarot', option: 2 })).json();
    await waitForStatus(t.app.db, reading.reading_id, 'sent');
    for (const url of [
      `/api/user/readings/${reading.reading_id}`,
      `/api/user/readings/${reading.reading_id}/pdf`,
    ]) {
      expect((await t.app.inject({ url, headers: a.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ url, headers: b.headers })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: '/api/user/history', headers: a.headers })).json().history).toEqual([]);
    expect((await t.app.inject({ url: '/api/user/prompts', headers: a.headers })).json().history).toEqual([]);
    await t.app.db.updateTable('users').set({ role: 'admin' }).where('id', '=', a.user.id).execute();
    // A role changed outside a request reaches the session cache as the database's notice (decision
    // 0160), which PostgreSQL delivers a moment after the commit: wait for it before the next request.
    await t.app.sessionCache.barrier();
    expect(
      (await t.app.inject({ url: `/api/user/readings/${reading.reading_id}/pdf`, headers: a.headers }))
        .statusCode,
    ).toBe(200);
  });
});

describe('the consultation request and the meta', () => {
  test('POST /api/user/request: a single question answered with a server-side three-card draw', async () => {
    const c = await customer(t.app.db, { cents: 699 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/request',
      headers: c.headers,
      payload: { question: 'Que dois-je savoir cette semaine ?' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.cards).toHaveLength(3);
    expect(body.result).toContain(body.message_humain);
    expect(body.result).toContain(
      '— Rédigé automatiquement par notre moteur d’interprétation à partir de vos données —',
    );
    expect(body.wallet_cents).toBe(0);
    const draw = await t.app.db
      .selectFrom('tarot_draws')
      .selectAll()
      .where('reading_id', '=', body.reading_id)
      .executeTakeFirstOrThrow();
    expect(draw.user_id).toBe(c.user.id);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/request',
          headers: c.headers,
          payload: { question: 'Encore ?' },
        })
      ).statusCode,
    ).toBe(402);
  });

  test('GET /api/readings/meta gives the one delivery promise', async () => {
    const res = await t.app.inject({ url: '/api/readings/meta' });
    expect(res.json()).toMatchObject({ delivery_promise_hours: 2, suspense_ms: 0, ai_provider: 'offline' });
  });
});

describe('the croix: four picked cards, the fifth computed', () => {
  test('the draw asks for four picks; five are refused; the reading holds the computed centre, upright', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const draw = await t.app.inject({
      method: 'POST',
      url: '/api/tarot/draw',
      headers: c.headers,
      payload: { option: 2, count: 5 },
    });
    expect(draw.statusCode, draw.body).toBe(200);
    const d = draw.json();
    expect(d.picks).toBe(4);
    expect(d.spread.positions[4]).toMatchObject({ computed: 'croix' });
    const base = { ...payload({ domain: 'tarot', option: 2 }), draw_id: d.draw_id, numCards: 5 };
    const before = await getBalance(t.app.db, c.user.id);
    const five = await t.app.inject({
      method: 'POST',
      url: pathOf({ domain: 'tarot', option: 2 }),
      headers: c.headers,
      payload: { ...base, cartes: [3, 14, 25, 36, 47] },
    });
    expect(five.statusCode).toBe(400);
    expect(five.json().errors?.cartes ?? five.body).toBeTruthy();
    expect(await getBalance(t.app.db, c.user.id)).toBe(before);
    const four = await t.app.inject({
      method: 'POST',
      url: pathOf({ domain: 'tarot', option: 2 }),
      headers: c.headers,
      payload: { ...base, cartes: [3, 14, 25, 36] },
    });
    expect(four.statusCode, four.body).toBe(200);
    const id = four.json().reading_id as string;
    const row = await waitForStatus(t.app.db, id, 'sent');
    const cards = (row.inputs as { picks: { position: number; card_id: string; reversed: boolean }[] }).picks;
    expect(cards).toHaveLength(5);
    expect(cards.slice(0, 4).map((x) => x.position)).toEqual([3, 14, 25, 36]);
    const expected = croixFifthCard(cards.slice(0, 4).map((x) => cardById(x.card_id))).card.id;
    expect(cards[4]).toMatchObject({ position: -1, card_id: expected, reversed: false });
  });
});

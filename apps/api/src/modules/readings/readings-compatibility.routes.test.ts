import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import {
  customer,
  inspectPdf,
  ledgerBalanced,
  outbox,
  readingRow,
  waitForStatus,
} from '#api/test/readings-kit.ts';

/** Compatibility (decision 0200) through HTTP: both routes, the price, the PDF, bad input, the balance. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const body = (extra: Record<string, unknown> = {}) => ({
  first_name: 'Camille',
  last_name: 'Martin',
  date_of_birth: '1988-04-12',
  time_of_birth: '09:30',
  place_of_birth: 'Paris',
  partner_first_name: 'Hugo',
  partner_last_name: 'Bernard',
  partner_date_of_birth: '1990-10-03',
  partner_time_of_birth: '19:05',
  partner_place_of_birth: 'Lyon',
  accept_order: true,
  ...extra,
});

const post = (
  path: 'astrology' | 'numerology',
  headers: Record<string, string>,
  payload: object,
  lang?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/openai/${path}/option4`,
    headers: { ...headers, ...(lang ? { 'accept-language': lang } : {}) },
    payload,
  });

const balance = async (id: number) =>
  Number(
    (
      await t.app.db
        .selectFrom('users')
        .select('balance_cents')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).balance_cents,
  );

describe('compatibility through HTTP', () => {
  test('astrology option 4: 19,90 € charged once, written, PDF with both charts e-mailed, in the history', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const res = await post('astrology', c.headers, body());
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      status: 'queued',
      mail_sent: true,
      price_cents: 1990,
      wallet_cents: 5000 - 1990,
      title: 'Compatibilité',
      delivery_promise_hours: 2,
    });
    expect(answer.message_humain).toContain('Camille');
    expect(answer.message_humain).toContain('Hugo');

    const sent = await waitForStatus(t.app.db, answer.reading_id, 'sent');
    expect(sent).toMatchObject({ domain: 'astrologie', option: 4, price_cents: 1990 });
    const calls = await t.app.db
      .selectFrom('ai_calls')
      .select(['service', 'status'])
      .where('reading_id', '=', answer.reading_id)
      .execute();
    expect(calls).toEqual([{ service: 'astrology/option4', status: 'ok' }]);
    const acceptance = await t.app.db
      .selectFrom('reading_order_acceptances')
      .selectAll()
      .where('reading_id', '=', answer.reading_id)
      .executeTakeFirst();
    expect(acceptance?.route).toBe('/api/openai/astrology/option4');

    const pdf = await t.app.inject({
      url: `/api/user/readings/${answer.reading_id}/pdf`,
      headers: c.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const doc = inspectPdf(pdf.rawPayload);
    expect(doc.pages).toBeGreaterThanOrEqual(5);
    for (const words of [
      'Vos deux thèmes réunis',
      'Aspects entre les deux thèmes',
      'Le thème composite',
      'Camille Martin',
      'Hugo Bernard',
      'Maisons croisées',
      'nombre du couple',
      'Sur quoi repose cette lecture',
    ])
      expect(doc.text, words).toContain(words);
    expect(doc.info).toMatch(/Writer:\s+rules/);
    // Under the composite wheel, its conventions: nearer midpoints, cusps in the zodiac's order, one system.
    expect(doc.text.replace(/\s+/g, ' ')).toMatch(
      /milieu direct des deux Milieux du Ciel\. Maisons\s?: Placidus\./,
    );

    const mail = await eventually(async () => {
      for (const raw of outbox(t.dataDir))
        if (raw.includes(`reading-${answer.reading_id}@arcanes`)) return raw;
      return null;
    });
    const parsed = await simpleParser(mail);
    expect(parsed.attachments[0]!.contentType).toBe('application/pdf');

    const detail = (
      await t.app.inject({ url: `/api/user/readings/${answer.reading_id}`, headers: c.headers })
    ).json();
    expect(detail).toMatchObject({ domaine: 'astrologie', option: 4, status: 'sent', pdf_available: true });
    expect(detail.title).toBe('Compatibilité\u00a0: Camille et Hugo');
    expect(detail.paragraphs.length).toBeGreaterThanOrEqual(7);
    expect(detail.paragraphs.flatMap((p: { facts: { id: string }[] }) => p.facts.map((f) => f.id))).toContain(
      'couple.number',
    );
    const history = (await t.app.inject({ url: '/api/user/history', headers: c.headers })).json().history;
    expect(history[0]).toMatchObject({
      id: answer.reading_id,
      option: 4,
      domaine: 'astrologie',
      price_cents: 1990,
    });
    const prompts = (await t.app.inject({ url: '/api/user/prompts', headers: c.headers })).json().history;
    expect(prompts[0].service).toBe('Astrologie — Compatibilité');
    expect(await balance(c.user.id)).toBe(5000 - 1990);
    expect(await ledgerBalanced(t.app.db, c.user.id)).toBe(true);
  });

  test('a partner born beyond the polar circle: the PDF says whose houses are whole signs, and that the composite mixes two systems', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const res = await post('astrology', c.headers, body({ partner_place_of_birth: 'Tromsø' }));
    expect(res.statusCode, res.body).toBe(200);
    await waitForStatus(t.app.db, res.json().reading_id, 'sent');
    const pdf = await t.app.inject({
      url: `/api/user/readings/${res.json().reading_id}/pdf`,
      headers: c.headers,
    });
    const text = inspectPdf(pdf.rawPayload).text.replace(/\s+/g, ' ');
    expect(text).toMatch(/Maisons en Placidus, sauf pour Hugo, en signes entiers/);
    expect(text).toMatch(
      /celles de Hugo en signes entiers \(au-delà du cercle polaire, Placidus n’est pas défini\), celles de Camille en Placidus/,
    );
  });

  test('numerology option 4 in English: the same reading, filed under numerology', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const res = await post('numerology', c.headers, body({ partner_time_of_birth: '' }), 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().title).toBe('Compatibility');
    const sent = await waitForStatus(t.app.db, res.json().reading_id, 'sent');
    expect(sent.domain).toBe('numerologie');
    const detail = (
      await t.app.inject({
        url: `/api/user/readings/${sent.id}`,
        headers: { ...c.headers, 'accept-language': 'en' },
      })
    ).json();
    const text = detail.paragraphs.map((p: { text: string }) => p.text).join('\n');
    expect(text).toContain('Camille’s');
    expect(text).toContain('Without Hugo’s birth time');
    expect(text).not.toMatch(/ de | le | la /);
  });

  test('bad input is refused with the field named, in French and English, and charges nothing', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const missing = await post('astrology', c.headers, body({ partner_place_of_birth: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({ partner_place_of_birth: expect.any(String) });
    const future = await post('astrology', c.headers, body({ partner_date_of_birth: '2999-01-01' }), 'en');
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/the other person’s birth date/);
    const nowhere = await post('astrology', c.headers, body({ partner_place_of_birth: 'Xqzwvy' }));
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toMatchObject({
      code: 'PLACE_NOT_FOUND',
      fields: { partner_place_of_birth: expect.any(String) },
    });
    const noLetters = await post('numerology', c.headers, body({ partner_last_name: '1234' }));
    expect(noLetters.statusCode).toBe(400);
    expect(Object.keys(noLetters.json().fields)).toEqual(['partner_last_name']);
    expect(await balance(c.user.id)).toBe(5000);
    const rows = await t.app.db
      .selectFrom('readings')
      .select('id')
      .where('user_id', '=', c.user.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  test('a balance under 19,90 € is refused before anything is stored; no compatibility in tarot', async () => {
    const c = await customer(t.app.db, { cents: 1500 });
    const res = await post('astrology', c.headers, body());
    expect(res.statusCode).toBe(402);
    expect(await balance(c.user.id)).toBe(1500);
    const tarot = await t.app.inject({
      method: 'POST',
      url: '/api/openai/tarot/option4',
      headers: c.headers,
      payload: body(),
    });
    expect(tarot.statusCode).toBe(404);
  });

  test('the same Idempotency-Key twice charges once', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const headers = { ...c.headers, 'idempotency-key': 'compat-1' };
    const first = await post('astrology', headers, body());
    const second = await post('astrology', headers, body());
    expect(second.json().reading_id).toBe(first.json().reading_id);
    expect(await balance(c.user.id)).toBe(5000 - 1990);
    await waitForStatus(t.app.db, first.json().reading_id, 'sent');
    expect((await readingRow(t.app.db, first.json().reading_id)).status).toBe('sent');
  });
});

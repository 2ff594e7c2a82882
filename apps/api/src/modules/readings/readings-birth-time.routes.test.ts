import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { customer, inspectPdf, ledgerBalanced, order, readingRow } from '#api/test/readings-kit.ts';

/** Paid astrology readings at the edges of the birth time: unknown, or shown twice by the clocks. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const balance = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/user/wallet', headers })).json().wallet_cents as number;

describe('astrology reading with an unknown birth time', () => {
  test('option 1: answered without angles nor houses, saying what cannot be known and the Moon’s range', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const res = await order(
      t.app,
      c.headers,
      { domain: 'astrology', option: 1 },
      { extra: { timeOfBirth: '' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'answered', wallet_cents: 5000 - 699 });
    expect(body.message_humain).toContain('Sans heure de naissance');
    expect(body.message_humain).toContain(
      'l’Ascendant, le Milieu du Ciel et les maisons ne peuvent pas être connus',
    );
    // 17 May 1990 in Paris: the Moon went from Libra into Scorpio or stayed in one of them; either
    // way its range is written with both ends.
    expect(body.message_humain).toMatch(/Le 17 mai 1990, la Lune est allée de \d+°\d\d′ \S+ à \d+°\d\d′ \S+/);
    const row = await readingRow(t.app.db, body.reading_id);
    expect(row.inputs).toMatchObject({ birth_time: null, birth_time_fold: null });
    const facts = row.facts as { placements: { id: string; house: number | null }[]; houses: unknown[] };
    expect(facts.placements.map((p) => p.id)).not.toContain('ascendant');
    expect(facts.placements.every((p) => p.house === null)).toBe(true);
    expect(facts.houses).toEqual([]);
    expect(await ledgerBalanced(t.app.db, c.user.id)).toBe(true);
  });

  test('option 3 (PDF): the chart page and the text say the time is unknown', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const res = await order(
      t.app,
      c.headers,
      { domain: 'astrology', option: 3 },
      { extra: { time_of_birth: null, date_of_birth: '1978-03-09' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { reading_id: id } = res.json();
    const done = await eventually(async () => {
      const r = await readingRow(t.app.db, id);
      return ['sent', 'refunded'].includes(r.status) ? r : null;
    });
    expect(done.status, done.error ?? '').toBe('sent');
    const pdf = await t.app.inject({ url: `/api/user/readings/${id}/pdf`, headers: c.headers });
    expect(pdf.statusCode).toBe(200);
    const text = inspectPdf(pdf.rawPayload).text.replace(/\s+/g, ' ');
    expect(text).toContain('Heure de naissance inconnue : ni Ascendant, ni Milieu du Ciel, ni maisons.');
    expect(text).toContain('Sans heure de naissance');
    expect(text).toMatch(/Le 9 mars 1978, la Lune est allée de/);
  });
});

describe('astrology reading at a time the clocks showed twice', () => {
  const twice = { dateOfBirth: '1999-10-31', timeOfBirth: '02:30', placeOfBirth: 'Paris' };

  test('is refused, localised and uncharged, until the customer says which', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const refused = await order(t.app, c.headers, { domain: 'astrology', option: 1 }, { extra: twice });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'TIME_AMBIGUOUS',
      fields: { time_fold: expect.any(String) },
    });
    expect(refused.json().message).toContain('d’abord en UTC+2 puis en UTC+1');
    const en = await order(
      t.app,
      c.headers,
      { domain: 'astrology', option: 1 },
      { lang: 'en', extra: twice },
    );
    expect(en.json().message).toMatch(/^On 1999-10-31 at 02:30 the clocks there went back/);
    expect(await balance(c.headers)).toBe(5000);
    expect(
      await t.app.db.selectFrom('readings').select('id').where('user_id', '=', c.user.id).execute(),
    ).toEqual([]);

    const chosen = await order(
      t.app,
      c.headers,
      { domain: 'astrology', option: 1 },
      { extra: { ...twice, time_fold: 'second' } },
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    const row = await readingRow(t.app.db, chosen.json().reading_id);
    expect(row.inputs).toMatchObject({ birth_time: '02:30', birth_time_fold: 'second' });
    expect(await balance(c.headers)).toBe(5000 - 699);
  });
});

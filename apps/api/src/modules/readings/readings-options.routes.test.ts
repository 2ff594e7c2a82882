import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import {
  NINE,
  customer,
  inspectPdf,
  ledgerBalanced,
  order,
  outbox,
  readingRow,
  waitForStatus,
  type Option,
} from '#api/test/readings-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PRICES = { 1: 699, 2: 1990, 3: 2990 } as const;
const NAMES: Record<string, string> = { astrology: 'Camille', numerology: 'Camille', tarot: 'Camille' };

describe('the nine options through HTTP, offline interpreter', () => {
  for (const o of NINE.filter((x) => x.option === 1)) {
    test(`${o.domain} option 1: both blocks on screen at once, charged once, prompt stored`, async () => {
      const c = await customer(t.app.db, { cents: 5000 });
      const res = await order(t.app, c.headers, o);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        mail_sent: false,
        status: 'answered',
        ai_generated: false,
        writer: { kind: 'rules' },
        price_cents: 699,
        wallet_cents: 5000 - 699,
        wallet: 43.01,
      });
      expect(body.ai_label).toBe(
        'Rédigé automatiquement par notre moteur d’interprétation à partir de vos données',
      );
      expect(body.paragraphs.length).toBeGreaterThanOrEqual(3);
      for (const p of body.paragraphs) expect(p.facts.length).toBeGreaterThan(0);
      expect(body.message_humain.length).toBeGreaterThan(300);
      expect(body.message_ai.length).toBeGreaterThan(250);
      expect(body.message_ai).toMatch(/Camille|Vous demandez|Vous voulez savoir|Pour |numéro de chance/);
      if (o.domain === 'tarot') expect(body.cards).toHaveLength(3);
      const row = await readingRow(t.app.db, body.reading_id);
      expect(row).toMatchObject({ status: 'answered', price_cents: 699, user_id: c.user.id });
      expect(row.ai_text).toBe(body.message_ai);
      const calls = await t.app.db
        .selectFrom('ai_calls')
        .selectAll()
        .where('reading_id', '=', body.reading_id)
        .execute();
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ provider: 'offline', status: 'ok', user_id: c.user.id });
      expect(calls[0]!.prompt).toContain('[system]');
      expect(await ledgerBalanced(t.app.db, c.user.id)).toBe(true);
      const prompts = (await t.app.inject({ url: '/api/user/prompts', headers: c.headers })).json();
      expect(prompts.history[0]).toMatchObject({ reading_id: body.reading_id, writer: { kind: 'rules' } });
      // The list carries the answer's opening; the detail has it whole.
      const opening = (prompts.history[0].response as string).replace(/…$/, '');
      expect(opening.length).toBeGreaterThan(20);
      expect(body.message_ai.startsWith(opening)).toBe(true);
      expect(prompts.history[0].service).toMatch(/^(Astrologie|Numérologie|Tarot) — /);
      expect(JSON.stringify(prompts.history[0])).not.toMatch(/\[system\]|"facts"|planet\.|card\.\d/);
    });
  }

  for (const o of NINE.filter((x) => x.option !== 1)) {
    test(`${o.domain} option ${o.option}: queued → writing → sent, PDF stored and e-mailed`, async () => {
      const c = await customer(t.app.db, { cents: 5000 });
      const res = await order(t.app, c.headers, o);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        mail_sent: true,
        status: 'queued',
        delivery_promise_hours: 2,
        price_cents: PRICES[o.option],
        wallet_cents: 5000 - PRICES[o.option],
      });
      expect(body.message_humain).toContain(c.user.email);
      expect(body.message_ai).toMatch(/moteur d’interprétation/);
      const sent = await waitForStatus(t.app.db, body.reading_id, 'sent');
      expect(sent.queued_at!.getTime()).toBeLessThanOrEqual(sent.writing_at!.getTime());
      expect(sent.writing_at!.getTime()).toBeLessThanOrEqual(sent.sent_at!.getTime());
      expect(sent.mail_message_id).toBe(`<reading-${body.reading_id}@arcanes>`);

      const pdf = await t.app.inject({
        url: `/api/user/readings/${body.reading_id}/pdf`,
        headers: c.headers,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const doc = inspectPdf(pdf.rawPayload);
      expect(doc.pages).toBeGreaterThanOrEqual(4);
      const firstName =
        o.domain === 'astrology'
          ? 'Julien'
          : o.domain === 'numerology'
            ? o.option === 2
              ? 'Hélène'
              : 'Jean-François'
            : NAMES.tarot!;
      expect(doc.text).toContain(firstName);
      expect(doc.text).toContain('Rédigé automatiquement par notre moteur');
      expect(doc.text).toContain('Sur quoi repose cette lecture');
      // A positional spread (the cross, the horseshoe) keeps its positions' meaning: it is not dated.
      if (o.domain !== 'tarot') expect(doc.text).toContain('Prévision datée');
      expect(doc.info).toMatch(/AIGenerated:\s+false/);
      expect(doc.info).toMatch(/Writer:\s+rules/);
      expect(doc.info).toMatch(/Author:\s+Arcanes/);

      const mail = await eventually(async () => {
        for (const raw of outbox(t.dataDir))
          if (raw.includes(`reading-${body.reading_id}@arcanes`)) return raw;
        return null;
      });
      const parsed = await simpleParser(mail);
      expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe(c.user.email);
      expect(parsed.subject).toMatch(/^Votre lecture Arcanes/);
      expect(parsed.attachments).toHaveLength(1);
      expect(parsed.attachments[0]!.contentType).toBe('application/pdf');
      expect(Buffer.compare(parsed.attachments[0]!.content, pdf.rawPayload)).toBe(0);

      const history = (await t.app.inject({ url: '/api/user/history', headers: c.headers })).json().history;
      expect(history[0]).toMatchObject({
        id: body.reading_id,
        status: 'sent',
        mail_sent: true,
        option: o.option,
        price_cents: PRICES[o.option],
      });
      const detail = (
        await t.app.inject({ url: `/api/user/readings/${body.reading_id}`, headers: c.headers })
      ).json();
      expect(detail).toMatchObject({
        status: 'sent',
        pdf_available: true,
        ai_generated: false,
        writer: { kind: 'rules' },
      });
      expect(detail.paragraphs[0].heading).toBeTruthy();
      expect(detail.queued_at && detail.writing_at && detail.sent_at).toBeTruthy();
      expect(detail.message_ai.length).toBeGreaterThan(1000);
      expect(await ledgerBalanced(t.app.db, c.user.id)).toBe(true);
    });
  }

  test('English: the same option answers in English, with the English AI label', async () => {
    const c = await customer(t.app.db);
    const o: Option = { domain: 'numerology', option: 1 };
    const body = (await order(t.app, c.headers, o, { lang: 'en' })).json();
    expect(body.ai_label).toBe('Written automatically by our interpretation engine from your data');
    expect(body.message_ai).toMatch(/lucky number/);
    expect(body.message_humain).not.toMatch(/numéro de chance/);
  });
});

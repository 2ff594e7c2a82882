import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TERMS_DATE, TERMS_VERSION } from '@arcanes/contracts/legal-texts';
import { ORDER_TERMS_VERSION } from '@arcanes/contracts/orders';
import { mailTo, mailsTo } from '#api/test/outbox.ts';
import { markedContentBalanced, readPdfStructure, structTypes } from '#api/test/pdf-structure.ts';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { customer, inspectPdf, order, waitForStatus } from '#api/test/readings-kit.ts';
import { sendOrderConfirmation } from './confirmation.service';

// Issue 41: every reading order is confirmed on a durable medium (directive 2011/83 art. 16(m)(iii)),
// the on-screen answer included: what, price, date and time in Paris, the order sentence accepted with
// its version, and the terms in force as a PDF — once per order, whatever is retried.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const emailOf = async (userId: number) =>
  (await t.app.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow())
    .email;
const acceptanceOf = (readingId: string) =>
  t.app.db
    .selectFrom('reading_order_acceptances')
    .selectAll()
    .where('reading_id', '=', readingId)
    .executeTakeFirstOrThrow();
const paris = (at: Date, lang: 'fr' | 'en') =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(at);
/** The e-mail's text with its typography undone (non-breaking spaces become spaces). */
const plain = (s: string | false | undefined) => (s || '').replace(/[\u00a0\u202f]/g, ' ');

describe('the confirmation e-mail of a reading order', () => {
  test('a single question: what, price, Paris time, the accepted sentence and its version, the answer, the terms attached as a tagged PDF — once, even retried', async () => {
    const c = await customer(t.app.db, { cents: 2000 });
    const to = await emailOf(c.user.id);
    const send = () =>
      order(
        t.app,
        c.headers,
        { domain: 'astrology', option: 1 },
        { key: 'confirm-1', extra: { accept_order: true } },
      );
    const res = await send();
    expect(res.statusCode, res.body).toBe(200);
    const readingId = res.json().reading_id as string;
    const mail = await mailTo(t.dataDir, to, 'Confirmation de votre commande Arcanes');
    const acceptance = await acceptanceOf(readingId);
    const text = plain(mail.text);

    expect(mail.subject).toContain('Confirmation de votre commande Arcanes');
    expect(mail.messageId).toBe(`<order-${readingId}@arcanes>`);
    expect(text).toContain(`Référence : ${readingId}`);
    expect(text).toContain('Prix TTC : 6,99 €');
    expect(text).toContain(
      `Date et heure (heure de Paris) : ${paris(new Date(acceptance.accepted_at), 'fr')}`,
    );
    // The sentence beside the button, word for word, with the version accepted and the terms' version.
    expect(text).toContain(
      'vous renoncez à votre droit de rétractation pour cette lecture une fois fournie (art. L221-28 13° du Code de la consommation)',
    );
    expect(acceptance.text_version).toBe(ORDER_TERMS_VERSION);
    const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
      new Date(`${TERMS_DATE}T12:00:00Z`),
    );
    expect(text).toContain(`qui fait partie des conditions générales (version ${TERMS_VERSION} du ${day}) :`);
    expect(text).toContain(`Conditions générales acceptées : version ${TERMS_VERSION} du ${day}, jointes`);
    // The answer as it was shown, the question included; our rules wrote it, so no AI marking.
    const shown = res.json() as { message_humain: string; message_ai: string };
    // The API's marking says the same: our rules wrote it (IPTC algorithmicMedia), no model.
    expect(res.json()).toMatchObject({
      written_by: 'rules',
      digital_source_type: 'http://cv.iptc.org/newscodes/digitalsourcetype/algorithmicMedia',
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/user/readings/${readingId}`,
      headers: c.headers,
    });
    expect(detail.json()).toMatchObject({ written_by: 'rules' });
    // The pricing cards tell the truth about what writes here: our rules, not « IA ».
    const offers = (await t.app.inject({ method: 'GET', url: '/api/offers' })).json();
    expect(offers.offers[0].features).toContain(
      'Lecture symbolique et lecture intuitive (rédigée par nos règles d’interprétation)',
    );
    expect(JSON.stringify(offers)).not.toContain('(IA)');
    expect(text).toContain('Votre question : Vais-je rencontrer quelqu’un ?');
    expect(text).toContain('Lecture intuitive — rédigée par nos règles d’interprétation');
    expect(text).toContain(plain(shown.message_ai).split('\n')[0]!.slice(0, 60));
    expect(mail.html).not.toContain('data-ai-generated');
    expect(mail.headers.has('x-ai-generated')).toBe(false);

    // The terms as a PDF: the terms page's text, tagged (structure tree with headings and paragraphs).
    expect(mail.attachments).toHaveLength(1);
    const pdf = mail.attachments[0]!;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toBe(`conditions-generales-${TERMS_DATE}.pdf`);
    const { text: termsText, info } = inspectPdf(pdf.content);
    expect(plain(termsText)).toMatch(/Conditions générales/);
    expect(plain(termsText)).toContain('Arcanes SAS');
    expect(info).toBeDefined();
    const structure = readPdfStructure(pdf.content);
    expect(markedContentBalanced(pdf.content)).toBe(true);
    expect(structure).toMatchObject({ marked: true, lang: 'fr-FR', displayDocTitle: true });
    const types = structTypes(structure.root);
    expect(types[0]).toBe('Document');
    expect(types.filter((x) => x === 'H1')).toHaveLength(1);
    expect(types.filter((x) => x === 'H2').length).toBeGreaterThanOrEqual(10);
    expect(types).toEqual(expect.arrayContaining(['P', 'L', 'LI', 'LBody']));

    // Retried: the same key answers from the stored reading; the job run again sends nothing more.
    const again = await send();
    expect(again.json().reading_id).toBe(readingId);
    await sendOrderConfirmation({ db: t.app.db, mailer: t.app.mailer, config: t.config }, readingId);
    const row = await waitForStatus(t.app.db, readingId, 'answered');
    expect(row.confirmation_sent_at).not.toBeNull();
    expect((await mailsTo(t.dataDir, to)).filter((m) => m.subject?.includes('Confirmation'))).toHaveLength(1);
  });

  test('in English, a question ordered without the order sentence says no waiver was recorded', async () => {
    const c = await customer(t.app.db, { cents: 2000 });
    const to = await emailOf(c.user.id);
    const res = await order(t.app, c.headers, { domain: 'numerology', option: 1 }, { lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(t.dataDir, to, 'Your Arcanes order confirmed');
    const text = plain(mail.text);
    expect(text).toContain('Price incl. VAT: €6.99');
    expect(text).toContain('no waiver of the right of withdrawal was recorded for it');
    expect(mail.attachments[0]?.filename).toBe(`terms-and-conditions-${TERMS_DATE}.pdf`);
    expect(readPdfStructure(mail.attachments[0]!.content).lang).toBe('en-GB');
  });

  test('a PDF reading: confirmed at the order, and its report restates the waiver', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const to = await emailOf(c.user.id);
    const res = await order(
      t.app,
      c.headers,
      { domain: 'numerology', option: 2 },
      { extra: { accept_order: true } },
    );
    expect(res.statusCode, res.body).toBe(200);
    const readingId = res.json().reading_id as string;
    const confirmation = await mailTo(t.dataDir, to, 'Confirmation de votre commande');
    expect(plain(confirmation.text)).toContain('par e-mail, en PDF, dans les 2 heures');
    await waitForStatus(t.app.db, readingId, 'sent');
    const report = await eventually(async () =>
      (await mailsTo(t.dataDir, to)).find((m) => m.messageId === `<reading-${readingId}@arcanes>`),
    );
    const acceptance = await acceptanceOf(readingId);
    expect(plain(report.text)).toContain(
      `En commandant ce rapport le ${paris(new Date(acceptance.accepted_at), 'fr')}, vous avez demandé son exécution immédiate et renoncé à votre droit de rétractation`,
    );
    expect(plain(report.text)).toContain(`(conditions générales, version ${TERMS_VERSION} du `);
  });
});

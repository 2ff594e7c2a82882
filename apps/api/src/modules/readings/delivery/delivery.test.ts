import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { interpreterFor } from '#api/interpreter/interpreter.ts';
import type { Mailer } from '#api/mail/mailer.ts';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { deliverReading } from './delivery.service';
import { customer, inspectPdf, ledgerBalanced, order, waitForStatus } from '#api/test/readings-kit.ts';

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts; it can be stopped and started on its port. */
function smtpSink() {
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => received.push(mail))
            .then(() => callback(), callback);
        },
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  return { received, start, stop, url: () => `smtp://127.0.0.1:${port}` };
}

const messagesFor = (received: ParsedMail[], readingId: string) =>
  received.filter((m) => m.messageId === `<reading-${readingId}@arcanes>`);

describe('delivery through a real SMTP server', () => {
  const smtp = smtpSink();
  let t: TestApp;
  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ SMTP_URL: smtp.url() });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  test('the report arrives once, with the PDF attached and the AI label in the text', async () => {
    const c = await customer(t.app.db, { firstName: 'Léonie' });
    const res = await order(t.app, c.headers, { domain: 'tarot', option: 3 });
    const id = res.json().reading_id;
    await waitForStatus(t.app.db, id, 'sent');
    const [mail, ...more] = messagesFor(smtp.received, id);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toMatch(/^Votre lecture Arcanes : Tarot de Marseille/);
    expect(mail!.text).toContain('Bonjour Léonie');
    expect(mail!.text).toContain(
      'Rédigé automatiquement par notre moteur d’interprétation à partir de vos données',
    );
    expect(mail!.text).toContain('Sur quoi repose cette lecture');
    expect(mail!.attachments).toHaveLength(1);
    const pdf = inspectPdf(mail!.attachments[0]!.content);
    expect(pdf.text).toContain('Léonie');
    expect(pdf.info).toMatch(/AIGenerated:\s+false/);
  });

  test('SMTP down: the job retries with backoff, then exactly one e-mail once it is back', async () => {
    const c = await customer(t.app.db);
    await smtp.stop();
    const id = (await order(t.app, c.headers, { domain: 'numerology', option: 2 })).json().reading_id;
    // Wait for a failed attempt: the PDF is written, the job is scheduled for a retry.
    await eventually(async () => {
      const [job] = await t.app.queue.boss.findJobs('reading-delivery', { data: { readingId: id } });
      return (job?.retryCount ?? 0) >= 1;
    }, 30_000);
    expect(
      (await t.app.db.selectFrom('readings').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status,
    ).toBe('writing');
    await smtp.start();
    await waitForStatus(t.app.db, id, 'sent', 60_000);
    expect(messagesFor(smtp.received, id)).toHaveLength(1);
    // The report was written once: one interpretation, one stored PDF.
    expect(
      await t.app.db.selectFrom('ai_calls').selectAll().where('reading_id', '=', id).execute(),
    ).toHaveLength(1);
    expect(
      await t.app.db.selectFrom('reading_pdfs').selectAll().where('reading_id', '=', id).execute(),
    ).toHaveLength(1);
  }, 90_000);
});

describe('a delivery killed mid-way', () => {
  const smtp = smtpSink();
  let t: TestApp;
  beforeAll(async () => {
    await smtp.start();
    // No in-process workers: the test plays the worker that dies, then starts a healthy one.
    t = await createTestApp({ SMTP_URL: smtp.url(), RUN_WORKERS: 'false' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  const dying: Mailer = {
    kind: 'smtp',
    async send() {
      throw new Error('process killed before the e-mail went out');
    },
    close() {},
  };
  const depsWith = (mailer: Mailer) => ({
    db: t.app.db,
    queue: t.app.queue,
    mailer,
    config: t.config,
    log: t.app.log,
    interpreter: interpreterFor(t.config),
  });

  test('resumes after the PDF was stored and sends once; later runs send nothing', async () => {
    const c = await customer(t.app.db);
    const id = (await order(t.app, c.headers, { domain: 'astrology', option: 2 })).json().reading_id;
    await expect(deliverReading(depsWith(dying), id, { retryCount: 0, retryLimit: 10 })).rejects.toThrow(
      'process killed',
    );
    const halfway = await t.app.db
      .selectFrom('readings')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(halfway.status).toBe('writing');
    expect(halfway.ai_text).toBeTruthy();
    expect(
      await t.app.db.selectFrom('reading_pdfs').select('reading_id').where('reading_id', '=', id).execute(),
    ).toHaveLength(1);

    await t.app.queue.startWorkers({ db: t.app.db, config: t.config, mailer: t.app.mailer, log: t.app.log });
    const sent = await waitForStatus(t.app.db, id, 'sent');
    expect(sent.writing_at!.getTime()).toBe(halfway.writing_at!.getTime());
    expect(messagesFor(smtp.received, id)).toHaveLength(1);
    // The three-month forecast reads the progressed Moon and the solar return (issue 38), in the text
    // and in the PDF's symbolic part.
    expect(sent.ai_text).toMatch(/Lune progressée/);
    expect(sent.ai_text).toMatch(/révolution solaire/);
    const pdf = inspectPdf(messagesFor(smtp.received, id)[0]!.attachments[0]!.content).text.replace(
      /\s+/g,
      ' ',
    );
    expect(pdf).toContain('Progressions et révolution solaire');
    expect(pdf).toContain('arc solaire');
    expect(
      await t.app.db.selectFrom('ai_calls').selectAll().where('reading_id', '=', id).execute(),
    ).toHaveLength(1);

    await deliverReading(depsWith(t.app.mailer), id, { retryCount: 0, retryLimit: 10 });
    expect(messagesFor(smtp.received, id)).toHaveLength(1);
  });

  test('the last retry failing refunds the reading, once', async () => {
    const c = await customer(t.app.db, { cents: 2990 });
    const id = (await order(t.app, c.headers, { domain: 'numerology', option: 3 }, { lang: 'en' })).json()
      .reading_id;
    await deliverReading(depsWith(dying), id, { retryCount: 10, retryLimit: 10 });
    await deliverReading(depsWith(dying), id, { retryCount: 10, retryLimit: 10 });
    const row = await t.app.db
      .selectFrom('readings')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('refunded');
    expect(row.error).toMatch(/^delivery: process killed/);
    const user = await t.app.db
      .selectFrom('users')
      .select('balance_cents')
      .where('id', '=', c.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(user.balance_cents)).toBe(2990);
    expect(await ledgerBalanced(t.app.db, c.user.id)).toBe(true);
    const detail = (await t.app.inject({ url: `/api/user/readings/${id}`, headers: c.headers })).json();
    expect(detail).toMatchObject({
      status: 'refunded',
      pdf_available: true,
      status_message: expect.stringMatching(/remboursé de 29,90/),
    });
  });
});

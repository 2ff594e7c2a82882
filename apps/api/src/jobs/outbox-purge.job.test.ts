import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, expect, test } from 'vitest';
import { loadConfig } from '#api/config.ts';
import { createMailer } from '#api/mail/mailer.ts';
import type { JobDeps } from './job';
import { outboxPurgeJob } from './outbox-purge.job';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-outbox-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const log = pino({ level: 'silent' });
const DAY = 24 * 60 * 60;
const run = (env: Record<string, string>) =>
  outboxPurgeJob.handler(
    { config: loadConfig({ DATA_DIR: dataDir, ...env }), log } as unknown as JobDeps,
    {},
    { id: 'test', retryCount: 0 },
  );

/** A file last written `days` ago. */
function write(file: string, days: number) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'Subject: test\n\nbody\n');
  const at = Date.now() / 1000 - days * DAY;
  fs.utimesSync(file, at, at);
  return file;
}

test('the outbox keeps its e-mails for OUTBOX_RETENTION_DAYS (30 by default), then the daily job deletes them', async () => {
  const outbox = path.join(dataDir, 'outbox');
  // One written by the mailer itself, just now.
  const mailer = createMailer({ from: 'Arcanes <a@b.fr>', outboxDir: outbox, log });
  await mailer.send({ to: 'x@y.fr', subject: 'Bonjour', text: 'Bonjour' });
  mailer.close();
  const [fresh] = fs.readdirSync(outbox);
  const old = write(path.join(outbox, 'old.eml'), 31);
  const recent = write(path.join(outbox, 'recent.eml'), 29);
  const leftOver = write(path.join(dataDir, 'outbox.partial', 'interrupted.eml'), 40);
  const notAMail = write(path.join(outbox, 'notes.txt'), 400);
  const folder = path.join(outbox, 'archive.eml');
  fs.mkdirSync(folder);

  // With SMTP the outbox is not this process's to clean (and the job is not scheduled).
  await run({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  expect(fs.existsSync(old)).toBe(true);
  expect(outboxPurgeJob.schedule!.when!({ config: loadConfig({ SMTP_URL: 'smtp://h' }) } as never)).toBe(
    false,
  );
  expect(outboxPurgeJob.schedule!.when!({ config: loadConfig({}) } as never)).toBe(true);

  await run({});
  expect(fs.existsSync(old)).toBe(false);
  expect(fs.existsSync(leftOver)).toBe(false);
  for (const kept of [path.join(outbox, fresh!), recent, notAMail, folder])
    expect(fs.existsSync(kept)).toBe(true);

  // A shorter retention, and a second run deleting nothing more: safe to run twice.
  await run({ OUTBOX_RETENTION_DAYS: '7' });
  expect(fs.existsSync(recent)).toBe(false);
  expect(fs.existsSync(path.join(outbox, fresh!))).toBe(true);
  await run({ OUTBOX_RETENTION_DAYS: '7' });
  expect(fs.readdirSync(outbox).sort()).toEqual([fresh, 'archive.eml', 'notes.txt'].sort());
  expect(() => loadConfig({ OUTBOX_RETENTION_DAYS: '0' })).toThrow(/OUTBOX_RETENTION_DAYS/);
});

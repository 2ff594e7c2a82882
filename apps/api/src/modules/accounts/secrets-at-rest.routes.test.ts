import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { createUser } from './accounts.service';

// Issue 16, finding 4: a live reset link must not sit in the server log or in the job queue.
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'trace', stream: capture } });
});
afterAll(async () => t?.close());

const TOKEN = 'Zx9_secret-token-AAAAAAAAAAAAAAAAAAAAAAAAAAA';

test('request logs keep the path but never the token of a reset or verification link', async () => {
  for (const url of [
    `/user/reset-password?token=${TOKEN}`,
    `/user/verify-email?token=${TOKEN}&lang=fr`,
    `/api/nope?lang=en&token=${TOKEN}`,
    `/api/nope?access_token=${encodeURIComponent(TOKEN)}`,
  ])
    await t.app.inject({ url });
  const log = lines.join('');
  expect(log).toContain('/user/reset-password?[redacted]');
  expect(log).toContain('/api/nope?lang=en&token=[redacted]');
  expect(log).not.toContain(TOKEN);
  expect(log).not.toContain(encodeURIComponent(TOKEN));
});

test('the reset e-mail job carries no token: it is made when the mail is written', async () => {
  const user = await createUser(t.app.db, {
    username: 'oubli_queue',
    email: 'oubli.queue@exemple.fr',
    password: 'Planète+2026',
    first_name: 'Inès',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/forgot-password',
    payload: { email: user.email },
  });
  expect(res.statusCode).toBe(200);
  const dir = path.join(t.dataDir, 'outbox');
  const mail = await eventually(async () => {
    if (!fs.existsSync(dir)) return null;
    for (const f of fs.readdirSync(dir)) {
      const m = await simpleParser(fs.readFileSync(path.join(dir, f)));
      if (m.text?.includes('reset-password?token=')) return m;
    }
    return null;
  });
  const token = /reset-password\?token=([\w-]{43})/.exec(mail.text ?? '')![1]!;
  const jobs = await t.app.queue.boss.findJobs('password-reset-email');
  expect(jobs).toHaveLength(1);
  const data = JSON.stringify(jobs[0]!.data);
  expect(data).not.toContain(token);
  expect(Object.keys(jobs[0]!.data as object).sort()).toEqual(['lang', 'resetId']);
  expect(lines.join('')).not.toContain(token);
  // The mailed token is the one that works.
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/user/reset-password',
    payload: { token, password: 'Nouvelle#Lune1', confirm_password: 'Nouvelle#Lune1' },
  });
  expect(done.statusCode).toBe(200);
});

import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser } from '#api/test/fixtures.ts';
import type { JobDeps } from './job';
import { retentionJob } from './retention.job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const ahead = (days: number) => new Date(Date.now() + days * DAY);
const hash = () => crypto.randomBytes(16).toString('hex');

test('the daily retention job deletes what is past the periods the privacy policy states, and keeps the rest', async () => {
  const db = t.app.db;
  const user = await insertUser(db);
  const session = (expires: Date) =>
    db
      .insertInto('sessions')
      .values({ token_hash: hash(), user_id: user.id, expires_at: expires })
      .returning('id')
      .executeTakeFirstOrThrow();
  const expiredSession = await session(ago(1));
  const liveSession = await session(ahead(10));
  const reset = (expires: Date) =>
    db
      .insertInto('password_resets')
      .values({ token_hash: hash(), user_id: user.id, expires_at: expires })
      .returning('id')
      .executeTakeFirstOrThrow();
  const oldReset = await reset(ago(2));
  const lateReset = await reset(ago(0.5)); // expired, but still answers « link expired » for a day
  const verification = (expires: Date) =>
    db
      .insertInto('email_verifications')
      .values({ token_hash: hash(), user_id: user.id, email: user.email, expires_at: expires })
      .returning('id')
      .executeTakeFirstOrThrow();
  const oldVerification = await verification(ago(3));
  const liveVerification = await verification(ahead(1));
  const message = (created: Date) =>
    db
      .insertInto('contact_messages')
      .values({ name: 'Léa', email: 'lea@exemple.fr', message: 'Bonjour', lang: 'fr', created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
  const oldMessage = await message(ago(3 * 365 + 2));
  const recentMessage = await message(ago(3 * 365 - 2));
  const consent = (created: Date) =>
    db
      .insertInto('consents')
      .values({
        user_id: user.id,
        visitor_id: null,
        analytics: false,
        marketing: false,
        ia: false,
        policy_version: '2020-01-01',
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const audit = (at: Date) =>
    db
      .insertInto('audit_log')
      .values({
        at,
        actor_id: null,
        actor_label: 'test',
        action: 'test.retention',
        target: null,
        details: '{}',
        ip: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const oldAudit = await audit(ago(366));
  const recentAudit = await audit(ago(300));
  // The log stays append-only within its year: a delete of a younger row is refused by the engine.
  await expect(db.deleteFrom('audit_log').where('id', '=', recentAudit.id).execute()).rejects.toThrow(
    /append-only/,
  );
  const oldConsent = await consent(ago(5 * 365 + 2));
  const recentConsent = await consent(ago(5 * 365 - 2));

  // Through the real job, as the schedule runs it.
  await retentionJob.handler(
    { db, config: t.app.config, log: t.app.log } as unknown as JobDeps,
    {},
    { id: 'test', retryCount: 0 },
  );

  const ids = async (
    table:
      'audit_log' | 'sessions' | 'password_resets' | 'email_verifications' | 'contact_messages' | 'consents',
  ) => (await db.selectFrom(table).select('id').execute()).map((r) => String(r.id));
  const sessions = await ids('sessions');
  expect(sessions).toContain(String(liveSession.id));
  expect(sessions).not.toContain(String(expiredSession.id));
  const resets = await ids('password_resets');
  expect(resets).toContain(String(lateReset.id));
  expect(resets).not.toContain(String(oldReset.id));
  const verifications = await ids('email_verifications');
  expect(verifications).toContain(String(liveVerification.id));
  expect(verifications).not.toContain(String(oldVerification.id));
  const messages = await ids('contact_messages');
  expect(messages).toContain(String(recentMessage.id));
  expect(messages).not.toContain(String(oldMessage.id));
  const consents = await ids('consents');
  expect(consents).toContain(String(recentConsent.id));
  expect(consents).not.toContain(String(oldConsent.id));
  const audits = await ids('audit_log');
  expect(audits).toContain(String(recentAudit.id));
  expect(audits).not.toContain(String(oldAudit.id));
  // The user and everything within its period are untouched.
  expect(
    await db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
  ).toBeDefined();
  expect(retentionJob.schedule?.everySeconds).toBe(24 * 60 * 60);
});

// What the in-process benches share: the API built in this process on a scratch data folder (test
// settings, rate limits off), and a customer ready to order (consents, the reading-data acceptance, a
// funded wallet, a session) — bench/readings.bench.ts, bench/production.bench.ts, bench/growth-data.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../apps/api/src/app';
import { loadConfig, type Config } from '../apps/api/src/config';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/database';
import type { Database } from '../apps/api/src/db/schema';
import { createSession } from '../apps/api/src/modules/accounts/sessions.service';
import { recordConsent } from '../apps/api/src/modules/consent/consent.service';
import { acceptReadingData } from '../apps/api/src/modules/consent/reading-data.service';
import { topUp } from '../apps/api/src/modules/wallet/wallet.service';

export type InProcessApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * The API in this process: `env` over the bench's settings (DATABASE_URL for PostgreSQL, PGlite in a
 * scratch folder without it); `beforeApp` runs on the open database before the app is built (a
 * migration). `close()` stops the app, the database and removes the folder.
 */
export async function inProcessApp(
  name: string,
  env: Record<string, string | undefined> = {},
  beforeApp?: (handle: DatabaseHandle) => Promise<void>,
): Promise<{ app: InProcessApp; config: Config; handle: DatabaseHandle; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `arcanes-${name}-`));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'false',
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    ...env,
  });
  const handle = await openDatabase(config);
  await beforeApp?.(handle);
  const app = await buildApp(config, { logger: false, db: handle });
  await app.ready();
  return {
    app,
    config,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A user row for the benches (« Camille Martin »), `name` its username and e-mail's local part. */
export async function benchUser(
  db: Kysely<Database>,
  name: string,
  role: 'user' | 'admin' = 'user',
): Promise<{ id: number }> {
  return db
    .insertInto('users')
    .values({
      username: name,
      email: `${name}@bench.test`,
      first_name: 'Camille',
      last_name: 'Martin',
      password_hash: 'x',
      sexe: 'femme',
      role,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** `userId` made ready to order: consents with the AI, the reading data accepted, `cents` in the wallet. */
export async function readyToOrder(db: Kysely<Database>, userId: number, cents: number): Promise<void> {
  await recordConsent(db, {
    owner: { userId, visitorId: null },
    choices: { analytics: false, marketing: false, ia: true },
    ip: null,
    userAgent: null,
  });
  await acceptReadingData(db, userId, { ip: null, userAgent: null });
  await topUp(db, { userId, cents, key: `bench-${userId}-${cents}` });
}

/** A day-long session for `userId`: its bearer token. */
export async function benchSession(db: Kysely<Database>, userId: number, userAgent: string): Promise<string> {
  return (await createSession(db, userId, { idleHours: 24, absoluteDays: 1 }, { ip: '127.0.0.1', userAgent }))
    .token;
}

/** The request of a single question in `domain` (`n` varies the chart and the birth date); a tarot one needs its draw. */
export function questionPayload(
  domain: 'astrology' | 'numerology' | 'tarot',
  question: string,
  n: number,
  drawId?: string,
): { url: string; payload: object } {
  if (domain === 'astrology')
    return {
      url: '/api/openai/astrology/option1',
      payload: {
        dateOfBirth: '1990-05-17',
        timeOfBirth: '14:30',
        placeOfBirth: 'Paris',
        sexe: 'femme',
        firstName: 'Camille',
        domain: 'amour',
        period: n % 2 ? 'mois' : 'semaine',
        question,
      },
    };
  if (domain === 'numerology')
    return {
      url: '/api/openai/numerology/option1',
      payload: {
        dateOfBirth: `19${60 + (n % 40)}-05-17`,
        sexe: 'femme',
        lastName: 'Martin',
        firstName: 'Camille',
        currentDate: '2026-11-24',
        domain: 'travail',
      },
    };
  return {
    url: '/api/openai/tarot/option1-test',
    payload: {
      cartes: [3, 30, 60],
      draw_id: drawId,
      date: '2026-11-24',
      option: 1,
      question,
      domain: 'amour',
      numCards: 3,
    },
  };
}

/**
 * Helpers for the readings tests: a customer ready to buy (consent, credit, session), the nine
 * options' payloads as the seed's forms send them, the outbox, and PDF checks with poppler.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import type { App } from '#api/app.ts';
import { insertUser, sessionFor } from './fixtures';
import { eventually } from './test-app';
import { recordConsent } from '#api/modules/consent/consent.service.ts';
import { acceptReadingData } from '#api/modules/consent/reading-data.service.ts';
import { topUp } from '#api/modules/wallet/wallet.service.ts';

/** An existing account made ready to buy: the AI consent and the reading-data notice accepted, credit. */
export async function readyToBuy(
  db: Kysely<Database>,
  userId: number,
  opts: { cents: number; consent?: boolean },
): Promise<void> {
  if (opts.consent !== false) {
    await recordConsent(db, {
      owner: { userId, visitorId: null },
      choices: { analytics: false, marketing: false, ia: true },
      ip: null,
      userAgent: null,
    });
    await acceptReadingData(db, userId, { ip: null, userAgent: null });
  }
  if (opts.cents > 0) await topUp(db, { userId, cents: opts.cents, key: `test-credit-${userId}` });
}

export async function customer(
  db: Kysely<Database>,
  opts: { cents?: number; consent?: boolean; firstName?: string } = {},
) {
  const user = await insertUser(db, opts.firstName ? { first_name: opts.firstName } : {});
  await readyToBuy(db, user.id, { cents: opts.cents ?? 10_000, consent: opts.consent !== false });
  const session = await sessionFor(db, user.id);
  return { user, headers: session.headers, cookie: session.cookie };
}

export type Option = { domain: 'astrology' | 'numerology' | 'tarot'; option: 1 | 2 | 3 };
export const NINE: Option[] = (['astrology', 'numerology', 'tarot'] as const).flatMap((domain) =>
  ([1, 2, 3] as const).map((option) => ({ domain, option })),
);

/** The seed's payload for an option; tarot needs a draw first (see drawAndPick). */
export function payload(
  o: Option,
  lang: 'fr' | 'en' = 'fr',
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  if (o.domain === 'astrology') {
    return o.option === 1
      ? {
          dateOfBirth: '1990-05-17',
          timeOfBirth: '14:30',
          placeOfBirth: 'Paris',
          sexe: 'femme',
          firstName: 'Camille',
          domain: 'amour',
          period: 'mois',
          question: 'Vais-je rencontrer quelqu’un ?',
          langage: lang,
          ...extra,
        }
      : {
          date_of_birth: '1985-11-02',
          time_of_birth: '07:45',
          place_of_birth: 'Lyon',
          sexe: 'homme',
          first_name: 'Julien',
          langage: lang,
          ...extra,
        };
  }
  if (o.domain === 'numerology') {
    if (o.option === 1)
      return {
        dateOfBirth: '1990-05-17',
        timeOfBirth: '14:30',
        placeOfBirth: 'Paris',
        sexe: 'femme',
        lastName: 'Martin',
        firstName: 'Camille',
        currentDate: '2026-11-24',
        domain: 'travail',
        langage: lang,
        ...extra,
      };
    if (o.option === 2)
      return {
        dateOfBirth: '1972-02-29',
        firstName: 'Hélène',
        lastName: 'Dupré',
        sexe: 'femme',
        currentDate: '2026-11-24',
        domain: 'amour',
        langage: lang,
        ...extra,
      };
    return {
      fullName: 'Jean-François Lefèvre',
      dateOfBirth: '1968-08-08',
      timeOfBirth: '06:10',
      placeOfBirth: 'Nantes',
      sexe: 'homme',
      langage: lang,
      ...extra,
    };
  }
  return {
    date: '2026-11-24',
    option: o.option,
    question: o.option === 3 ? undefined : 'Dois-je accepter ce nouveau poste ?',
    domain: 'travail',
    period: o.option === 2 ? 'mois' : undefined,
    langage: lang,
    ...extra,
  };
}

export function pathOf(o: Option): string {
  return o.domain === 'tarot'
    ? '/api/openai/tarot/option1-test'
    : `/api/openai/${o.domain}/option${o.option}`;
}

export const CARD_COUNTS = { 1: 3, 2: 5, 3: 7 } as const;

/** A server-side draw and the positions a customer would pick (spread around the face-down deck). */
export async function drawAndPick(
  app: App,
  headers: Record<string, string>,
  option: 1 | 2 | 3,
  count: number = CARD_COUNTS[option],
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/tarot/draw',
    headers,
    payload: { option, count },
  });
  if (res.statusCode !== 200) throw new Error(`draw failed: ${res.body}`);
  // The customer picks `picks` cards: all of them, or four for the croix (its fifth is computed).
  const { draw_id, picks } = res.json() as { draw_id: string; picks: number };
  const cartes = Array.from({ length: picks }, (_, i) => (i * 11 + 5) % 78);
  return { draw_id, cartes, numCards: count };
}

/** Posts one of the nine options (drawing first for tarot). */
export async function order(
  app: App,
  headers: Record<string, string>,
  o: Option,
  opts: { lang?: 'fr' | 'en'; key?: string; extra?: Record<string, unknown> } = {},
) {
  const extra =
    o.domain === 'tarot' ? { ...(await drawAndPick(app, headers, o.option)), ...opts.extra } : opts.extra;
  return app.inject({
    method: 'POST',
    url: pathOf(o),
    headers: { ...headers, ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
    payload: payload(o, opts.lang, extra),
  });
}

export async function readingRow(db: Kysely<Database>, id: string) {
  return db.selectFrom('readings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function waitForStatus(db: Kysely<Database>, id: string, status: string, timeoutMs = 30_000) {
  return eventually(async () => {
    const r = await readingRow(db, id);
    return r.status === status ? r : null;
  }, timeoutMs);
}

export function outbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .sort()
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    : [];
}

/** Text, page count and metadata of a PDF, read with poppler (pdftotext, pdfinfo). */
export function inspectPdf(bytes: Uint8Array): { text: string; pages: number; info: string } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-pdf-')), 'r.pdf');
  fs.writeFileSync(file, bytes);
  try {
    const info = execFileSync('pdfinfo', ['-custom', file], { encoding: 'utf8' });
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const pages = Number(
      /^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1] ?? 0,
    );
    return { text, pages, info };
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

export async function ledgerBalanced(db: Kysely<Database>, userId: number): Promise<boolean> {
  const sum = await db
    .selectFrom('ledger_entries')
    .select((e) => e.fn.sum<number>('amount_cents').as('s'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const user = await db
    .selectFrom('users')
    .select('balance_cents')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(sum.s ?? 0) === Number(user.balance_cents);
}

import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The periods the privacy policy states (« Durées de conservation »), kept by deleting what has passed
 * them (GDPR art. 5(1)(e); decision 0292). Each entry: the table, the column its age is read from, the
 * period in days.
 */
export const RETENTION = {
  /** Sessions: gone once expired (30 days at most). */
  sessions: { column: 'expires_at', days: 0 },
  /** Password-reset links (1 hour) and e-mail confirmation links: a day past their expiry, so that a
   *  late click is still told « link expired » rather than « unknown link ». */
  password_resets: { column: 'expires_at', days: 1 },
  email_verifications: { column: 'expires_at', days: 1 },
  /** Contact form messages: 3 years. */
  contact_messages: { column: 'created_at', days: 3 * 365 },
  /** The log of sensitive actions: 1 year (its trigger lets only such rows go, migration 2026-12-10T03-00). */
  audit_log: { column: 'at', days: 365 },
  /** Proofs of cookie choices: 5 years from each choice. */
  consents: { column: 'created_at', days: 5 * 365 },
} as const;

export type RetentionReport = Record<keyof typeof RETENTION, number>;

/** Deletes every row past its period; returns how many per table. Safe to run twice. */
export async function applyRetention(db: Kysely<Database>, now = new Date()): Promise<RetentionReport> {
  const report = {} as RetentionReport;
  for (const [table, { column, days }] of Object.entries(RETENTION) as [
    keyof typeof RETENTION,
    (typeof RETENTION)[keyof typeof RETENTION],
  ][]) {
    const before = new Date(now.getTime() - days * DAY_MS);
    const result = await db
      .deleteFrom(table)
      .where(column as never, '<', before as never)
      .executeTakeFirst();
    report[table] = Number(result.numDeletedRows);
  }
  return report;
}

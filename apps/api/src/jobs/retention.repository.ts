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
  /** Reports of reviews: 6 months after the decision (open ones have no decision, so stay; decision 0361). */
  review_reports: { column: 'handled_at', days: 183 },
  /** Proofs of cookie choices: 5 years from each choice. */
  consents: { column: 'created_at', days: 5 * 365 },
} as const;

/** Accounting records (invoices, credit notes, refunds): 10 years from the end of the financial year. */
export const ACCOUNTING_YEARS = 10;

/**
 * The first instant still within the accounting period at `now`: a record made in year Y is kept until
 * the end of Y + 10 (Code de commerce L123-22: ten years from the close of the financial year, which is
 * the calendar year, in Paris). Records made before 1 January (Paris) of the current year − 10 are past.
 */
export function accountingCutoff(now: Date): Date {
  const year = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric' }).format(now),
  );
  // 1 January is always in winter time in Paris (UTC+1).
  return new Date(`${String(year - ACCOUNTING_YEARS).padStart(4, '0')}-01-01T00:00:00+01:00`);
}

export type RetentionReport = Record<keyof typeof RETENTION, number> & {
  /** Invoices and credit notes of erased accounts whose buyer's name and address were erased. */
  invoices_anonymised: number;
  /** Refund requests of erased accounts whose acknowledgement address and name were erased. */
  withdrawals_anonymised: number;
};

/**
 * An erased account's accounting records past their period (decision 0360): what still names the buyer
 * goes — the name and e-mail address copied onto its invoices and credit notes (and their rendered PDF,
 * which prints them), the address and name given with its refund requests. Nothing is deleted and no
 * amount, date, number or link changes: the invoice numbering, the ledger (append-only), the wallet's
 * funds and the admin's daily totals stay exactly as they were. Safe to run twice.
 */
export async function anonymiseClosedAccounts(db: Kysely<Database>, now: Date) {
  const before = accountingCutoff(now);
  const erased = db.selectFrom('users').select('id').where('deleted_at', 'is not', null);
  const invoices = await db
    .updateTable('invoices')
    .set({ buyer_name: '', buyer_email: '', pdf: null })
    .where('issued_at', '<', before)
    .where('user_id', 'in', erased)
    .where((eb) =>
      eb.or([eb('buyer_name', '<>', ''), eb('buyer_email', '<>', ''), eb('pdf', 'is not', null)]),
    )
    .executeTakeFirst();
  const withdrawals = await db
    .updateTable('withdrawals')
    .set({ ack_email: null, requester_name: null })
    .where('requested_at', '<', before)
    .where('user_id', 'in', erased)
    .where((eb) => eb.or([eb('ack_email', 'is not', null), eb('requester_name', 'is not', null)]))
    .executeTakeFirst();
  return {
    invoices_anonymised: Number(invoices.numUpdatedRows),
    withdrawals_anonymised: Number(withdrawals.numUpdatedRows),
  };
}

/**
 * Deletes every row past its period, and anonymises erased accounts' accounting records past theirs;
 * returns how many per table. Safe to run twice.
 */
export async function applyRetention(db: Kysely<Database>, now = new Date()): Promise<RetentionReport> {
  const report = {} as Record<keyof typeof RETENTION, number>;
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
  return { ...report, ...(await anonymiseClosedAccounts(db, now)) };
}

import type { Transaction } from 'kysely';
import type { Database, LedgerEntry, LedgerKind } from '#api/db/schema.ts';
import { inTransaction, type Db } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import { texts } from '#api/lib/i18n.ts';
import { offerLabel, paymentReference, topUpLabel } from '#api/modules/catalogue/catalogue.service.ts';
import {
  balanceOf,
  findEntryByKey,
  fundsAgree,
  fundsOf,
  listEntries,
  listEntriesWithSubjects,
  lockWallet,
  lockedBalanceOf,
  moveBalanceWithEntry,
  paymentFundRemaining,
  restoreUntraced,
  sumEntries,
  type FundRule,
} from './wallet.repository';
import { auditWallets } from './wallet-audit.repository';
import type { PageRequest } from '#api/lib/paging.ts';

/**
 * The wallet is a ledger: every movement is an append-only entry with a unique idempotency key, and
 * the user's balance is kept beside it in the same transaction (CHECK balance >= 0). Every function
 * here is idempotent on its key: a repeated call returns the first entry and moves nothing.
 *
 * Each takes `trx` when the caller needs the movement to be atomic with its own writes (a reading and
 * its debit), or `db` to run in a transaction of its own.
 */
export interface Movement {
  userId: number;
  cents: number;
  key: string;
  reason?: string | null;
  paymentId?: string | null;
  readingId?: string | null;
  actorId?: number | null;
  /**
   * The caller's transaction already holds the wallet's lock (a reading inserted with it): the
   * movement then needs no statement of its own to take it.
   */
  walletLocked?: boolean;
}

export interface MovementResult {
  entry: LedgerEntry;
  balanceCents: number;
  /** false when the key had already been used: nothing moved this time. */
  applied: boolean;
  /**
   * Of the cents moved, those taken from (or given back to) multi-purpose vouchers, whose VAT is due
   * on the reading (decision 0345); 0 when nothing moved this time.
   */
  multiPurposeCents: number;
}

/**
 * Two statements: the wallet locked (and a replayed key found), then the balance, the entry and the
 * funds moved together. The lock comes first so that the funds the second statement reads are the
 * latest: a statement that waited for the lock would otherwise read them as they were before.
 */
async function move(
  db: Db,
  kind: LedgerKind,
  m: Movement,
  delta: number,
  funds: FundRule,
): Promise<MovementResult> {
  if (!Number.isSafeInteger(m.cents) || m.cents <= 0) throw new AppError('BAD_REQUEST');
  return inTransaction(db, async (trx) => {
    if (!m.walletLocked) {
      const wallet = await lockWallet(trx, m.userId, m.key);
      if (!wallet) throw new AppError('NOT_FOUND');
      if (wallet.entry)
        return {
          entry: wallet.entry,
          balanceCents: wallet.balanceCents,
          applied: false,
          multiPurposeCents: 0,
        };
      if (wallet.balanceCents + delta < 0) throw new AppError('INSUFFICIENT_BALANCE');
    }
    const { moved, entry, fundsCents, multiPurposeCents } = await moveBalanceWithEntry(trx, {
      userId: m.userId,
      kind,
      delta,
      key: m.key,
      paymentId: m.paymentId,
      readingId: m.readingId,
      actorId: m.actorId,
      reason: m.reason,
      funds,
    });
    if (entry) {
      if (fundsCents !== m.cents) {
        if (funds.rule !== 'restore')
          throw new Error(`wallet ${m.userId}: funds moved ${fundsCents} of ${m.cents} cents (${kind})`);
        await restoreUntraced(trx, { userId: m.userId, entryId: entry.id, cents: m.cents - fundsCents });
      }
      return { entry, balanceCents: Number(entry.balance_after_cents), applied: true, multiPurposeCents };
    }
    // A concurrent call with the same key won the insert: undo our move by failing the transaction.
    if (moved) throw new AppError('CONFLICT');
    const previous = await findEntryByKey(trx, m.key);
    if (previous)
      return {
        entry: previous,
        balanceCents: (await balanceOf(trx, m.userId)) ?? 0,
        applied: false,
        multiPurposeCents: 0,
      };
    if ((await balanceOf(trx, m.userId)) === undefined) throw new AppError('NOT_FOUND');
    throw new AppError('INSUFFICIENT_BALANCE');
  });
}

/** Takes `cents` from the wallet for a reading (offered funds first: decision 0265), or throws INSUFFICIENT_BALANCE. */
export function debit(db: Db, m: Movement): Promise<MovementResult> {
  return move(db, 'debit', m, -m.cents, { rule: 'spend' });
}

/**
 * Adds a verified payment's amount: a new paid fund, refundable as long as it is not spent. Credit
 * tied to no payment (test fixtures) is offered credit.
 */
export function topUp(db: Db, m: Movement): Promise<MovementResult> {
  const paymentId = m.paymentId ?? null;
  return move(db, 'topup', m, m.cents, { rule: 'grant', origin: paymentId ? 'paid' : 'offered', paymentId });
}

/**
 * Gives a reading's price back to the funds its debit took it from (its key is derived from the
 * reading); a debit that left no trace in the funds gives back to the paid funds readings consumed.
 */
export function refund(db: Db, m: Movement): Promise<MovementResult> {
  return move(db, 'refund', m, m.cents, { rule: 'restore', readingId: m.readingId ?? null });
}

/** Money leaving the wallet back to the means of payment of `paymentId`, from that payment's fund. */
export function withdraw(db: Db, m: Movement & { paymentId: string }): Promise<MovementResult> {
  return move(db, 'withdrawal', m, -m.cents, { rule: 'payment', paymentId: m.paymentId });
}

/** Offered credit that leaves with an erased account: it was never money, so it goes nowhere. */
export function forfeit(db: Db, m: Movement): Promise<MovementResult> {
  return move(db, 'forfeit', m, -m.cents, { rule: 'offered' });
}

/**
 * The balance read with the wallet locked until `trx` ends, so that an amount computed from it is
 * still true when it is debited (a reading bought at the same moment waits for this transaction).
 */
export async function lockedBalance(trx: Transaction<Database>, userId: number): Promise<number> {
  const balance = await lockedBalanceOf(trx, userId);
  if (balance === undefined) throw new AppError('NOT_FOUND');
  return balance;
}

/**
 * An administrator's correction, with actor and reason; `signedCents` may be negative. Credit is
 * offered credit (it never leaves as money); a debit spends as a reading would.
 */
export async function adjust(
  db: Db,
  m: Omit<Movement, 'cents'> & { signedCents: number; actorId: number; reason: string },
): Promise<MovementResult> {
  if (!m.reason.trim()) throw new AppError('VALIDATION_FAILED', { detail: 'reason' }, { reason: 'required' });
  if (!Number.isSafeInteger(m.signedCents) || m.signedCents === 0) throw new AppError('BAD_REQUEST');
  const funds: FundRule =
    m.signedCents > 0 ? { rule: 'grant', origin: 'offered', paymentId: null } : { rule: 'spend' };
  return move(db, 'adjustment', { ...m, cents: Math.abs(m.signedCents) }, m.signedCents, funds);
}

/** What a payment can still give back: what it paid, less what readings consumed and what was refunded. */
export function refundableOf(db: Db, paymentId: string): Promise<number> {
  return paymentFundRemaining(db, paymentId);
}

/** The wallet's funds with something left: `paid` (with their payment) and `offered`. */
export const fundsWithCredit = fundsOf;

export async function getBalance(db: Db, userId: number): Promise<number> {
  const balance = await balanceOf(db, userId);
  if (balance === undefined) throw new AppError('NOT_FOUND');
  return balance;
}

export const getLedger = listEntries;

/** The entry under an idempotency key (a reading's debit is `reading:<id>`), if any. */
export const ledgerEntryOf = findEntryByKey;

/** « Rechargement de 19,90 € · paiement P-000042 »: a top-up's line in the ledger. */
export function ledgerTopUp(cents: number, paymentNumber: number, lang: 'fr' | 'en'): string {
  return texts(lang, 'answers')('ledgerTopUp', {
    replace: { topUp: topUpLabel(cents, lang), reference: paymentReference(paymentNumber) },
  });
}

/**
 * The ledger as the customer reads it: each entry with a line in their language saying what it was
 * for (« Rechargement de 19,90 € · paiement P-000042 », the reading paid or refunded); an adjustment
 * adds the reason its administrator wrote. The stored `reason` of other entries is for the operators.
 * A top-up is an amount, whatever domain older payments recorded (decision 0210).
 */
export async function describedLedger(db: Db, userId: number, lang: 'fr' | 'en', page: PageRequest) {
  const { items, next_cursor } = await listEntriesWithSubjects(db, userId, page);
  const entries = items.map(({ payment_cents, payment_number, reading_domain, reading_option, ...entry }) => {
    const subject =
      payment_cents !== null && payment_number !== null
        ? ledgerTopUp(payment_cents, payment_number, lang)
        : reading_domain !== null && reading_option !== null
          ? offerLabel(reading_option, reading_domain, lang)
          : null;
    const parts = entry.kind === 'adjustment' ? [subject, entry.reason] : [subject ?? entry.reason];
    return { ...entry, description: parts.filter(Boolean).join(' — ') };
  });
  return { entries, next_cursor };
}

/**
 * Invariant check used by tests and the admin dashboard: the entries add up to the balance, and so do
 * the funds (each fund being the sum of its movements).
 */
export async function ledgerMatchesBalance(db: Db, userId: number): Promise<boolean> {
  return (await sumEntries(db, userId)) === (await balanceOf(db, userId)) && (await fundsAgree(db, userId));
}

/**
 * Every wallet checked at once, as after restoring a backup (`npm run check:ledger`,
 * docs/operations.md): the totals to compare with the source, and what does not add up (none when all is well).
 */
export const walletsAudit = auditWallets;

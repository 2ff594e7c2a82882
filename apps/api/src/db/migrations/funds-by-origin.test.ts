import { sql, type Kysely } from 'kysely';
import { expect, test } from 'vitest';
import type { Database } from '#api/db/schema.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import { databaseBefore } from '#api/test/fresh-database.ts';
import { moneyViolations } from '#api/test/money-invariants.ts';
import { debit, getBalance } from '#api/modules/wallet/wallet.service.ts';

const THIS = '2026-12-01T09-00-funds-by-origin';

test('wallets of before funds by origin: each payment keeps what the wallet holds of it, newest first, the rest is offered', async () => {
  await databaseBefore(THIS, async ({ db, handle }) => {
    const user = async (name: string, balance: number) =>
      (
        await sql<{
          id: number;
        }>`insert into users (username, email, first_name, last_name, password_hash, balance_cents)
          values (${name}, ${`${name}@exemple.fr`}, 'A', 'B', 'x', ${balance}) returning id`.execute(db)
      ).rows[0]!.id;
    const pay = async (userId: number, cents: number, at: string, status = 'succeeded') => {
      const id = (
        await sql<{
          id: string;
        }>`insert into payments (user_id, provider, method, offer_option, amount_cents, status,
            immediate_execution_at, withdrawal_waiver_at, waiver_text_version, created_at)
          values (${userId}, 'demo', 'card', 2, ${cents}, ${status}, now(), now(), 'v', ${at}::timestamptz)
          returning id`.execute(db)
      ).rows[0]!.id;
      await entry(userId, 'topup', cents, `payment:${id}`, at, id);
      return id;
    };
    let n = 0;
    const entry = (
      userId: number,
      kind: string,
      cents: number,
      key: string,
      at: string,
      paymentId?: string,
    ) =>
      sql`insert into ledger_entries (user_id, kind, amount_cents, balance_after_cents, idempotency_key, payment_id, created_at)
        values (${userId}, ${kind}, ${cents}, 0, ${`${key}-${n++}`}, ${paymentId ?? null}::uuid, ${at}::timestamptz)`.execute(
        db,
      );

    // A: 19,90 then 29,90 paid, 6,99 spent, the 29,90 withdrawn, 5,00 given, a 6,99 refunded by an administrator.
    const a = await user('alice', 1990 + 2990 - 699 - 2990 + 500);
    const a1 = await pay(a, 1990, '2026-01-01T10:00:00Z');
    const a2 = await pay(a, 2990, '2026-02-01T10:00:00Z');
    await entry(a, 'debit', -699, 'read', '2026-02-02T10:00:00Z');
    await sql`insert into withdrawals (payment_id, user_id, amount_cents, cause, status)
      values (${a2}::uuid, ${a}, 2990, 'withdrawal', 'refunded')`.execute(db);
    await entry(a, 'withdrawal', -2990, 'w', '2026-02-03T10:00:00Z', a2);
    await entry(a, 'adjustment', 500, 'gift', '2026-02-04T10:00:00Z');
    const a3 = await pay(a, 699, '2026-02-05T10:00:00Z', 'refunded');
    await entry(a, 'adjustment', -699, 'admin-refund', '2026-02-06T10:00:00Z', a3);
    // B: only a gift. C: 19,90 paid, most of it spent.
    const b = await user('bob', 1000);
    await entry(b, 'adjustment', 1000, 'gift', '2026-03-01T10:00:00Z');
    const c = await user('carla', 300);
    const c1 = await pay(c, 1990, '2026-03-01T10:00:00Z');
    await entry(c, 'debit', -1690, 'read', '2026-03-02T10:00:00Z');

    expect((await migrateToLatest(db)).error).toBeUndefined();

    const funds = await sql<{
      user_id: number;
      origin: string;
      payment_id: string | null;
      remaining: string;
    }>`
      select user_id, origin, payment_id, remaining_cents::text as remaining from wallet_funds
      where remaining_cents > 0 order by user_id, origin, payment_id`.execute(db);
    expect(funds.rows).toEqual([
      { user_id: a, origin: 'paid', payment_id: a1, remaining: '1791' },
      { user_id: b, origin: 'offered', payment_id: null, remaining: '1000' },
      { user_id: c, origin: 'paid', payment_id: c1, remaining: '300' },
    ]);
    const payments = await sql<{ id: string; status: string; refunded: string }>`
      select id, status, refunded_cents::text as refunded from payments where user_id = ${a} order by created_at`.execute(
      db,
    );
    expect(payments.rows).toEqual([
      { id: a1, status: 'succeeded', refunded: '0' },
      { id: a2, status: 'refunded', refunded: '2990' },
      { id: a3, status: 'refunded', refunded: '699' },
    ]);
    // The wallets agree with their funds (what older movements consumed of each payment is not
    // traced, so only these rules apply), and the next reading is paid from them.
    const typed = handle.db as unknown as Kysely<Database>;
    const broken = await moneyViolations(typed, [a, b, c]);
    expect(broken.filter((line) => /^fund |, funds /.test(line))).toEqual([]);
    await debit(typed, { userId: b, cents: 699, key: 'after-migration' });
    expect(await getBalance(typed, b)).toBe(301);
  });
});

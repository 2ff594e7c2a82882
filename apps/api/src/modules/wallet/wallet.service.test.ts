import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser } from '#api/test/fixtures.ts';
import { adjust, debit, getBalance, ledgerMatchesBalance, refund, topUp } from './wallet.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('wallet ledger', () => {
  test('top-up, debit, refund and adjustment keep entries and balance equal', async () => {
    const u = await insertUser(t.app.db);
    await topUp(t.app.db, { userId: u.id, cents: 1990, key: 'pay-1' });
    await debit(t.app.db, { userId: u.id, cents: 699, key: 'read-1' });
    await refund(t.app.db, { userId: u.id, cents: 699, key: 'refund-read-1' });
    await adjust(t.app.db, {
      userId: u.id,
      signedCents: -90,
      key: 'adm-1',
      actorId: u.id,
      reason: 'geste commercial annulé',
    });
    expect(await getBalance(t.app.db, u.id)).toBe(1900);
    expect(await ledgerMatchesBalance(t.app.db, u.id)).toBe(true);
  });

  test('a repeated key moves money once and returns the first entry', async () => {
    const u = await insertUser(t.app.db);
    const first = await topUp(t.app.db, { userId: u.id, cents: 699, key: 'pay-dup' });
    const again = await topUp(t.app.db, { userId: u.id, cents: 699, key: 'pay-dup' });
    expect(again.applied).toBe(false);
    expect(again.entry.id).toBe(first.entry.id);
    expect(await getBalance(t.app.db, u.id)).toBe(699);
  });

  test('a debit above the balance is refused and changes nothing', async () => {
    const u = await insertUser(t.app.db);
    await topUp(t.app.db, { userId: u.id, cents: 699, key: 'pay-small' });
    await expect(debit(t.app.db, { userId: u.id, cents: 1990, key: 'read-big' })).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await getBalance(t.app.db, u.id)).toBe(699);
    expect(await ledgerMatchesBalance(t.app.db, u.id)).toBe(true);
  });

  test('50 concurrent debits on a balance that covers one: exactly one succeeds', async () => {
    const u = await insertUser(t.app.db);
    await topUp(t.app.db, { userId: u.id, cents: 699, key: `pay-c-${u.id}` });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        debit(t.app.db, { userId: u.id, cents: 699, key: `read-c-${u.id}-${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await getBalance(t.app.db, u.id)).toBe(0);
    expect(await ledgerMatchesBalance(t.app.db, u.id)).toBe(true);
  });

  test('20 concurrent calls with one key: credited once', async () => {
    const u = await insertUser(t.app.db);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        topUp(t.app.db, { userId: u.id, cents: 1990, key: `pay-same-${u.id}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.applied)).toHaveLength(1);
    expect(await getBalance(t.app.db, u.id)).toBe(1990);
    expect(await ledgerMatchesBalance(t.app.db, u.id)).toBe(true);
  });

  test('a debit inside a rolled-back transaction leaves no trace', async () => {
    const u = await insertUser(t.app.db);
    await topUp(t.app.db, { userId: u.id, cents: 699, key: `pay-rb-${u.id}` });
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await debit(trx, { userId: u.id, cents: 699, key: `read-rb-${u.id}` });
        throw new Error('reading could not be created');
      }),
    ).rejects.toThrow();
    expect(await getBalance(t.app.db, u.id)).toBe(699);
    expect(await ledgerMatchesBalance(t.app.db, u.id)).toBe(true);
  });

  test('amounts must be positive whole cents; adjustments need a reason', async () => {
    const u = await insertUser(t.app.db);
    await expect(topUp(t.app.db, { userId: u.id, cents: 6.99, key: 'x1' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(debit(t.app.db, { userId: u.id, cents: -5, key: 'x2' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      adjust(t.app.db, { userId: u.id, signedCents: 100, key: 'x3', actorId: 1, reason: ' ' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

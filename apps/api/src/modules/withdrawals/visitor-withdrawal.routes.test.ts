import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { demoTopUp, insertUser, sessionFor } from '#api/test/fixtures.ts';
import { debit, getBalance, ledgerMatchesBalance } from '#api/modules/wallet/wallet.service.ts';

/**
 * The withdrawal function for a visitor and the acknowledgement's chosen address (decision 0350):
 * the same answer whether or not the details match, the acknowledgement e-mailed to the address given,
 * rate-limited.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function outbox(): string[] {
  const dir = path.join(t.dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
}

async function buyer() {
  const user = await insertUser(t.app.db, { first_name: 'Hélène', last_name: 'Roux' });
  const session = await sessionFor(t.app.db, user.id);
  const paymentId = await demoTopUp(t.app, session.cookie); // 19,90 €
  const p = await t.app.db
    .selectFrom('payments')
    .select('number')
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return { user, cookie: session.cookie, paymentId, reference: `P-${String(p.number).padStart(6, '0')}` };
}

const visitor = (payload: Record<string, unknown>, lang = 'fr') =>
  t.app.inject({ method: 'POST', url: '/api/withdrawals', headers: { 'accept-language': lang }, payload });

const withdrawalsOf = (paymentId: string) =>
  t.app.db.selectFrom('withdrawals').selectAll().where('payment_id', '=', paymentId).execute();

describe('withdrawal without a session (name, e-mail, payment reference)', () => {
  test('matching details: the unspent part refunded, the same dated acknowledgement e-mailed to the address given', async () => {
    const b = await buyer();
    await debit(t.app.db, { userId: b.user.id, cents: 699, key: `spend-${b.user.id}`, reason: 'reading' });
    const res = await visitor({
      name: 'Hélène Roux',
      email: b.user.email.toUpperCase(),
      payment_reference: b.reference.toLowerCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toContain('Votre demande de rétractation est bien reçue');
    expect(body.message).toContain(b.user.email);
    expect(Math.abs(Date.parse(body.received_at) - Date.now())).toBeLessThan(60_000);

    const [w, ...more] = await withdrawalsOf(b.paymentId);
    expect(more).toHaveLength(0);
    expect(w).toMatchObject({
      cause: 'withdrawal',
      amount_cents: 1291,
      requester_name: 'Hélène Roux',
      ack_email: b.user.email,
    });
    expect(await getBalance(t.app.db, b.user.id)).toBe(0);
    expect(await ledgerMatchesBalance(t.app.db, b.user.id)).toBe(true);

    const ack = await eventually(async () => outbox().find((m) => m.includes(`withdrawal-${w!.id}@arcanes`)));
    const parsed = await simpleParser(ack);
    expect(parsed.to).toMatchObject({ text: b.user.email });
    expect(parsed.text).toContain('Bonjour Hélène Roux');
    expect(parsed.text).toMatch(
      /Nous avons bien reçu votre rétractation le \d{1,2} \S+ 20\d\d à \d\d:\d\d:\d\d/,
    );
    // The provider refund follows from its job (the answer does not wait for the provider).
    const refunds = await t.app.queue.boss.findJobs('withdrawal-refund', { data: { withdrawalId: w!.id } });
    expect(refunds).toHaveLength(1);

    // A second request for the same purchase refunds nothing more.
    const again = await visitor({ name: 'Hélène Roux', email: b.user.email, payment_reference: b.reference });
    expect(again.statusCode).toBe(200);
    expect(await withdrawalsOf(b.paymentId)).toHaveLength(1);
  });

  test('details that match no purchase: the same answer, nothing changed, nothing sent', async () => {
    const b = await buyer();
    const before = outbox().length;
    const wrongEmail = await visitor({
      name: 'Hélène Roux',
      email: 'quelqu-un@autre.fr',
      payment_reference: b.reference,
    });
    const unknownRef = await visitor({
      name: 'Hélène Roux',
      email: b.user.email,
      payment_reference: 'P-999999999',
    });
    for (const res of [wrongEmail, unknownRef]) {
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(['message', 'received_at', 'status']);
      expect(res.json().message).toContain('Votre demande de rétractation est bien reçue');
    }
    expect(await withdrawalsOf(b.paymentId)).toHaveLength(0);
    expect(await getBalance(t.app.db, b.user.id)).toBe(1990);
    // Another request (that one matching) is the only mail that can appear: none for these two.
    const probe = await buyer();
    await visitor({ name: 'x', email: probe.user.email, payment_reference: probe.reference });
    await eventually(async () => outbox().some((m) => m.includes(`To: ${probe.user.email}`)));
    const about = (m: string) => /Message-ID: <(visitor-)?withdrawal-/i.test(m);
    expect(
      outbox()
        .slice(before)
        .filter((m) => about(m) && (m.includes('quelqu-un@autre.fr') || m.includes(`To: ${b.user.email}`))),
    ).toEqual([]);
  });

  test('a matching purchase with nothing left to refund: its address is told when and why', async () => {
    const b = await buyer();
    await debit(t.app.db, { userId: b.user.id, cents: 1990, key: `all-${b.user.id}`, reason: 'reading' });
    const res = await visitor({ name: 'Hélène', email: b.user.email, payment_reference: b.reference }, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('Your withdrawal request has been received');
    expect(await withdrawalsOf(b.paymentId)).toHaveLength(0);
    const notice = await eventually(async () =>
      outbox().find((m) => m.includes(`To: ${b.user.email}`) && m.includes('visitor-withdrawal-')),
    );
    const parsed = await simpleParser(notice);
    expect(parsed.text).toContain(b.reference);
    expect(parsed.text).toContain('already been fully used');
  });

  test('bad input gets a localised error and changes nothing', async () => {
    const b = await buyer();
    for (const payload of [
      { name: '', email: b.user.email, payment_reference: b.reference },
      { name: 'Hélène', email: 'pas-une-adresse', payment_reference: b.reference },
      { name: 'Hélène', email: b.user.email, payment_reference: 'commande 12' },
    ]) {
      const res = await visitor(payload);
      expect(res.statusCode).toBe(400);
      expect(['VALIDATION_FAILED', 'REQUIRED_FIELDS']).toContain(res.json().code);
      // Words for a person, not a schema's code.
      expect(res.json().message).toMatch(/^[A-ZÀ-Ý].* .*\.$/);
    }
    expect(await withdrawalsOf(b.paymentId)).toHaveLength(0);
  });
});

describe('the acknowledgement’s address, chosen from the account', () => {
  test('goes to the address chosen; without one, to the account’s', async () => {
    const chosen = await buyer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/withdrawals',
      headers: { cookie: chosen.cookie },
      payload: { payment_id: chosen.paymentId, email: 'Archives@Exemple.org' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().withdrawal.id;
    const ack = await eventually(async () => outbox().find((m) => m.includes(`withdrawal-${id}@arcanes`)));
    expect(ack).toContain('To: archives@exemple.org');
    expect((await withdrawalsOf(chosen.paymentId))[0]).toMatchObject({
      ack_email: 'archives@exemple.org',
      requester_name: null,
    });

    const plain = await buyer();
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/user/withdrawals',
      headers: { cookie: plain.cookie },
      payload: { payment_id: plain.paymentId },
    });
    const ack2 = await eventually(async () =>
      outbox().find((m) => m.includes(`withdrawal-${res2.json().withdrawal.id}@arcanes`)),
    );
    expect(ack2).toContain(`To: ${plain.user.email}`);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/withdrawals',
      headers: { cookie: plain.cookie },
      payload: { payment_id: plain.paymentId, email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMITS: 'true' });
  });
  afterAll(async () => limited?.close());

  test('a sixth request within 15 minutes from one address is refused, in words', async () => {
    const payload = { name: 'A', email: 'a@exemple.fr', payment_reference: 'P-000001' };
    for (let i = 0; i < 5; i++) {
      const ok = await limited.app.inject({ method: 'POST', url: '/api/withdrawals', payload });
      expect(ok.statusCode).toBe(200);
    }
    const refused = await limited.app.inject({ method: 'POST', url: '/api/withdrawals', payload });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBeTruthy();
  });
});

import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { migrateToLatest } from '#api/db/migrate.ts';
import { databaseBefore } from '#api/test/fresh-database.ts';

const THIS = '2026-12-11T06-00-vat-regime';

test('payments and invoices made before decision 0345 read as French single-purpose sales; a country must be two capitals', async () => {
  await databaseBefore(THIS, async ({ db }) => {
    await sql`insert into users (username, email, first_name, last_name, password_hash)
      values ('ancien', 'ancien@exemple.fr', 'Anne', 'Ancien', 'x')`.execute(db);
    await sql`insert into payments (user_id, provider, method, offer_option, amount_cents, status)
      values ((select id from users where username = 'ancien'), 'demo', 'card', 2, 1990, 'succeeded')`.execute(
      db,
    );
    await sql`insert into invoices (series, number, reference, source, payment_id, user_id, lang, buyer_name,
        buyer_email, description, net_cents, vat_cents, total_cents, vat_rate_bp)
      select 'invoice', 1, 'F-000001', 'payment:' || id, id, user_id, 'fr', 'Anne Ancien', 'ancien@exemple.fr',
        'Rechargement', 1658, 332, 1990, 2000 from payments`.execute(db);

    expect((await migrateToLatest(db)).error).toBeUndefined();

    const payment = await sql<{ billing_country: string; vat_regime: string }>`
      select billing_country, vat_regime from payments`.execute(db);
    expect(payment.rows).toEqual([{ billing_country: 'FR', vat_regime: 'single-purpose' }]);
    const invoice = await sql<{
      billing_country: string;
      vat_regime: string;
      vat_country: string;
      reading_id: null;
    }>`
      select billing_country, vat_regime, vat_country, reading_id from invoices`.execute(db);
    expect(invoice.rows).toEqual([
      { billing_country: 'FR', vat_regime: 'single-purpose', vat_country: 'FR', reading_id: null },
    ]);
    const user = await sql<{ billing_country: string | null }>`select billing_country from users`.execute(db);
    expect(user.rows).toEqual([{ billing_country: null }]);
    await expect(sql`update payments set billing_country = 'be'`.execute(db)).rejects.toThrow(
      /billing_country_check/,
    );
    await expect(sql`update payments set vat_regime = 'mixed'`.execute(db)).rejects.toThrow(
      /vat_regime_check/,
    );
  });
});

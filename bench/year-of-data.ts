// A customer with a year of use, written through the product's schema before the server starts (the
// embedded engine is opened by one process at a time): 12 monthly top-ups (payment, invoice, ledger
// credit), 80 readings spread over the year, each with its debit, with the offline interpreter's
// JSON shape (checked paragraphs citing facts, its writer) — for the pages a regular customer meets.
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import type { Database } from '../apps/api/src/db/schema';
import { insertUser, sessionFor } from '../apps/api/src/test/fixtures';

const PARAGRAPH =
  'Le Soleil en Taureau dans votre maison X met l’accent sur votre métier : la période favorise ' +
  'les projets que vous construisez pas à pas, et Saturne en trigone vous demande de la constance. ' +
  'Vénus, maîtresse de votre Ascendant, traverse votre maison VII : les rencontres comptent, et un ' +
  'échange franc dénoue ce qui bloquait depuis le printemps.';

export async function seedYearOfData(dataDir: string, readings = 80): Promise<{ cookie: string }> {
  const handle = await openDatabase({ database: { kind: 'pglite', dir: path.join(dataDir, 'pglite') } });
  try {
    const db = handle.db as Kysely<Database>;
    await migrateToLatest(handle.db as Kysely<unknown>);
    const user = await insertUser(db);
    const writing = {
      writer: { kind: 'rules' },
      paragraphs: Array.from({ length: 5 }, (_, i) => ({
        ...(i === 0 ? {} : { heading: `Partie ${i}` }),
        text: PARAGRAPH,
        facts: [{ id: 'planet.sun', label: 'Soleil en Taureau' }],
      })),
    };
    await sql`
      with p as (
        insert into payments (user_id, provider, method, offer_option, amount_cents, status, created_at)
        select ${user.id}, 'demo', 'card', 3, 5000, 'succeeded', now() - (g * interval '30 days')
        from generate_series(1, 12) g
        returning id, created_at
      ), base as (select coalesce(max(number), 0) as m from invoices where series = 'invoice')
      insert into invoices (series, number, reference, source, payment_id, user_id, lang, issued_at,
        buyer_name, buyer_email, description, net_cents, vat_cents, total_cents, vat_rate_bp)
      select 'invoice', base.m + row_number() over (order by p.created_at), 'F-' || p.id, 'bench:' || p.id,
        p.id, ${user.id}, 'fr', p.created_at, 'Camille Martin', 'c@exemple.fr', 'Rechargement de 50,00 €',
        4167, 833, 5000, 2000
      from p, base`.execute(db);
    await sql`
      insert into readings (user_id, domain, option, lang, inputs, price_cents, status, idempotency_key,
        ai_writing, created_at, sent_at)
      select ${user.id}, (array['astrologie','numerologie','tarot'])[1 + g % 3], 1 + g % 3, 'fr',
        jsonb_build_object('option', 1 + g % 3, 'question', 'Que me réserve le mois qui vient, n° ' || g || ' ?'),
        690, case when g % 3 = 0 then 'answered' else 'sent' end, 'bench-reading:' || gen_random_uuid(),
        ${JSON.stringify(writing)}::jsonb, now() - (g * interval '108 hours'),
        case when g % 3 = 0 then null else now() - (g * interval '108 hours') + interval '3 minutes' end
      from generate_series(1, ${readings}) g`.execute(db);
    // The ledger is append-only: each entry is written with its balance after it, and they add up.
    await sql`
      insert into ledger_entries (user_id, kind, amount_cents, balance_after_cents, idempotency_key,
        payment_id, reading_id, created_at)
      select ${user.id}, kind, cents, sum(cents) over (order by at, key), key, payment_id, reading_id, at
      from (
        select 'topup' as kind, 5000 as cents, 'bench-topup:' || id as key, id as payment_id,
          null::uuid as reading_id, created_at as at
        from payments where user_id = ${user.id}
        union all
        select 'debit', -690, 'reading:' || id, null, id, created_at from readings where user_id = ${user.id}
      ) m`.execute(db);
    await sql`
      update users set balance_cents = (select sum(amount_cents) from ledger_entries where user_id = ${user.id})
      where id = ${user.id}`.execute(db);
    const { cookie } = await sessionFor(db, user.id);
    return { cookie };
  } finally {
    await handle.close();
  }
}

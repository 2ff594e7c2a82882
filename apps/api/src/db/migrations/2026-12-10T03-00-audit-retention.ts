import { sql, type Kysely } from 'kysely';

// The audit log stays append-only, except that a row older than its one-year retention (the privacy
// policy's « journal des actions sensibles : 1 an ») may be deleted — by the daily retention job
// (decision 0292). Updates, and deletes of younger rows, are still refused by the engine.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function audit_retention_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' and old.at < now() - interval '1 year' then
          return old;
        end if;
        raise exception '% is append-only', tg_table_name;
      end $$`.execute(db);
  await sql`drop trigger audit_append_only on audit_log`.execute(db);
  await sql`create trigger audit_append_only before update or delete on audit_log
        for each row execute function audit_retention_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger audit_append_only on audit_log`.execute(db);
  await sql`create trigger audit_append_only before update or delete on audit_log
        for each row execute function forbid_change()`.execute(db);
  await sql`drop function audit_retention_only()`.execute(db);
}

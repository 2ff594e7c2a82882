import { sql, type Kysely } from 'kysely';

// Compatibility (decision 0200) is a reading's fourth option, sold from the astrology and numerology
// pages. Top-ups (payments.offer_option) still buy one of the three offers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table readings drop constraint if exists readings_option_check`.execute(db);
  await sql`alter table readings add constraint readings_option_check check (option between 1 and 4 and (option < 4 or domain in ('astrologie', 'numerologie')))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table readings drop constraint if exists readings_option_check`.execute(db);
  await sql`alter table readings add constraint readings_option_check check (option between 1 and 3)`.execute(
    db,
  );
}

import { sql, type Transaction } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';

/** Erasure of what no law requires us to keep: the readings' contents, their PDFs, AI exchanges, draws, cards of the day. */
export async function eraseUserContent(
  trx: Transaction<Database>,
  userId: number,
  email: string,
): Promise<void> {
  await trx
    .deleteFrom('reading_pdfs')
    .where('reading_id', 'in', (eb) => eb.selectFrom('readings').select('id').where('user_id', '=', userId))
    .execute();
  // Reading rows stay (ledger entries point at them) but keep no question, birth data or text.
  await trx
    .updateTable('readings')
    .set({ inputs: '{}', facts: null, symbolic: null, ai_text: null, error: null, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
  await trx.deleteFrom('ai_calls').where('user_id', '=', userId).execute();
  await trx.deleteFrom('tarot_draws').where('user_id', '=', userId).execute();
  await trx.deleteFrom('daily_cards').where('user_id', '=', userId).execute();
  await trx.deleteFrom('sky_subscriptions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('sky_mails').where('user_id', '=', userId).execute();
  await trx.deleteFrom('tarot_journal_notes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
  await trx.deleteFrom('email_verifications').where('user_id', '=', userId).execute();
  // Only the messages of an address the owner proved is theirs: not a stranger's.
  const verified = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
  if (verified)
    await trx
      .deleteFrom('contact_messages')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .execute();
}

/** The language of the person's latest payment or reading ('fr' when there is none). */
export async function lastLang(db: Db, userId: number): Promise<'fr' | 'en'> {
  const payment = await db
    .selectFrom('payments')
    .select(['lang', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const reading = await db
    .selectFrom('readings')
    .select(['lang', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const latest = [payment, reading]
    .filter((r) => r !== undefined)
    .sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())[0];
  return latest?.lang === 'en' ? 'en' : 'fr';
}

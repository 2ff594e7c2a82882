import { sql, type Transaction } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';

/** Details of another person's action, without the name they typed (a failed login's "username"). */
function othersDetails(details: unknown): unknown {
  const parsed = typeof details === 'string' ? (JSON.parse(details) as unknown) : details;
  if (!parsed || typeof parsed !== 'object') return parsed;
  const { username: _typed, ...rest } = parsed as Record<string, unknown>;
  return rest;
}

/**
 * Everything stored about one person, table by table, for the GDPR export (Art. 15 and 20). Secrets
 * (password hash, token hashes) and PDF bytes are left out; the PDFs are listed.
 */
export async function collectUserData(db: Db, userId: number, email: string) {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'first_name',
      'last_name',
      'sexe',
      'birth_date',
      'birth_time',
      'birth_place_id',
      'birth_place_label',
      'birth_lat',
      'birth_lon',
      'birth_zone',
      'role',
      'balance_cents',
      'terms_accepted_at',
      'adult_confirmed_at',
      'created_at',
      'updated_at',
      'last_login_at',
      'login_count',
      'last_ip',
      'last_seen_at',
      'email_verified_at',
      'prior_email',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const byUser = <
    T extends
      | 'payments'
      | 'ledger_entries'
      | 'subscriptions'
      | 'readings'
      | 'ai_calls'
      | 'tarot_draws'
      | 'reading_order_acceptances'
      | 'daily_cards'
      | 'sky_subscriptions'
      | 'sky_mails'
      | 'tarot_journal_notes',
  >(
    table: T,
  ) =>
    db
      .selectFrom(table as 'payments')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
  const [
    sessions,
    passwordResets,
    payments,
    ledger,
    subscriptions,
    readings,
    aiCalls,
    tarotDraws,
    orderAcceptances,
    dailyCards,
    skySubscriptions,
    skyMails,
    journalNotes,
  ] = await Promise.all([
    db
      .selectFrom('sessions')
      .select(['created_at', 'last_used_at', 'expires_at', 'ip', 'user_agent'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('password_resets')
      .select(['created_at', 'expires_at', 'used_at', 'mailed_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    byUser('payments'),
    byUser('ledger_entries'),
    byUser('subscriptions'),
    byUser('readings'),
    byUser('ai_calls'),
    byUser('tarot_draws'),
    byUser('reading_order_acceptances'),
    byUser('daily_cards'),
    byUser('sky_subscriptions'),
    byUser('sky_mails'),
    byUser('tarot_journal_notes'),
  ]);
  const pdfs = await db
    .selectFrom('reading_pdfs as p')
    .innerJoin('readings as r', 'r.id', 'p.reading_id')
    .select(['p.reading_id', 'p.pages', 'p.created_at'])
    .where('r.user_id', '=', userId)
    .execute();
  // What others did to the account stays listed, but not who they were or where from: an
  // administrator's name and address, or a stranger's failed login, are their personal data.
  const auditEntries = (
    await db
      .selectFrom('audit_log')
      .selectAll()
      .where((eb) => eb.or([eb('actor_id', '=', userId), eb('target', '=', `user:${userId}`)]))
      .orderBy('id')
      .execute()
  ).map((entry) =>
    entry.actor_id === userId
      ? entry
      : { ...entry, actor_id: null, actor_label: null, ip: null, details: othersDetails(entry.details) },
  );
  // Anyone can type any address in the contact form: its messages are the account's only once the
  // owner has proved the address is theirs (issue 16).
  const contactMessages = user.email_verified_at
    ? await db
        .selectFrom('contact_messages')
        .selectAll()
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .orderBy('id')
        .execute()
    : [];
  return {
    user,
    sessions,
    passwordResets,
    payments,
    ledger,
    subscriptions,
    readings,
    pdfs,
    aiCalls,
    tarotDraws,
    orderAcceptances,
    dailyCards,
    skySubscriptions,
    skyMails,
    journalNotes,
    auditEntries,
    contactMessages,
  };
}

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

import { sql, type QueryCreator } from 'kysely';
import type { Database, ReadingStatus } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';
import { keysetPage, type KeysetSpec, type PageRequest } from '#api/lib/paging.ts';
import type { StoredWriting } from '#api/modules/readings/writing/writing.ts';

/**
 * The reading, inserted with its buyer's wallet locked in the same statement: the wallet is always
 * locked before anything of that user is written (here the row's reference to the user would take a
 * lighter lock first, and an erasure or a refund waiting for the wallet in between would make the
 * debit that follows wait for it in a circle — a deadlock seen with two API processes).
 */
export async function insertReading(
  db: Db,
  row: {
    id: string;
    userId: number;
    domain: 'astrologie' | 'numerologie' | 'tarot';
    option: number;
    lang: 'fr' | 'en';
    inputs: unknown;
    facts: unknown;
    priceCents: number;
    status: ReadingStatus;
    key: string;
    requestHash: string;
  },
) {
  const { rows } = await sql<{ id: string; created_at: Date }>`
    insert into readings (id, user_id, domain, option, lang, inputs, facts, price_cents, status,
      idempotency_key, request_hash, queued_at)
    select ${row.id}::uuid, u.id, ${row.domain}::text, ${row.option}::int2, ${row.lang}::text,
      ${JSON.stringify(row.inputs)}::jsonb, ${JSON.stringify(row.facts)}::jsonb, ${row.priceCents}::int8,
      ${row.status}::text, ${row.key}::text, ${row.requestHash}::text,
      ${row.status === 'queued' ? new Date() : null}::timestamptz
    from users u where u.id = ${row.userId}::int4
    for update of u
    returning id, created_at`.execute(db);
  if (!rows[0]) throw new Error(`no user ${row.userId} for reading ${row.id}`);
  return rows[0];
}

export async function findReadingByKey(db: Db, key: string) {
  return db.selectFrom('readings').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

export async function findReading(db: Db, id: string, opts: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('readings').selectAll().where('id', '=', id);
  return (opts.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** Changes a reading only from one of the statuses given: the guard that keeps each step once. */
export async function updateReading(
  db: Db,
  id: string,
  from: ReadingStatus[],
  set: Partial<{
    status: ReadingStatus;
    facts: unknown;
    symbolic: unknown;
    ai_text: string | null;
    ai_writing: unknown;
    answer: unknown;
    error: string | null;
    mail_message_id: string;
  }> & {
    stamp?: 'writing_at' | 'sent_at' | 'failed_at' | 'refunded_at';
  },
  /** The interpreter's call that wrote this answer, stored in the same statement (kept even if no row changes). */
  aiCall?: AiCallRecord,
): Promise<boolean> {
  const { stamp, facts, symbolic, answer, ai_writing, ...rest } = set;
  // The CTE adds a table named `call` that the update never reads: the builder is the same one.
  const target = aiCall
    ? (db.with('call', (w) =>
        w.insertInto('ai_calls').values(aiCallValues(aiCall)),
      ) as unknown as QueryCreator<Database>)
    : db;
  const result = await target
    .updateTable('readings')
    .set({
      ...rest,
      ...(facts !== undefined ? { facts: JSON.stringify(facts) } : {}),
      ...(symbolic !== undefined ? { symbolic: JSON.stringify(symbolic) } : {}),
      ...(answer !== undefined ? { answer: JSON.stringify(answer) } : {}),
      ...(ai_writing !== undefined ? { ai_writing: JSON.stringify(ai_writing) } : {}),
      ...(stamp ? { [stamp]: sql<Date>`coalesce(${sql.ref(stamp)}, now())` } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', 'in', from)
    // The AI call's row names the user: its foreign key check locks the user's row (KEY SHARE), which
    // an erasure or a wallet movement holds FOR UPDATE before it touches the readings. Taken here
    // first (an uncorrelated sub-select runs before the reading's row is locked), so the statement
    // follows the one lock order — user, then reading — instead of deadlocking with them.
    .$if(aiCall?.userId != null, (q) =>
      q.where(sql<boolean>`exists (select 1 from users where id = ${aiCall!.userId} for key share)`),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface AiCallRecord {
  readingId: string | null;
  userId: number | null;
  service: string;
  provider: string;
  model: string;
  prompt: string;
  response: string | null;
  status: 'ok' | 'error';
  error: string | null;
  latencyMs: number;
  tokensIn: number | null;
  tokensOut: number | null;
}

function aiCallValues(row: AiCallRecord) {
  return {
    reading_id: row.readingId,
    user_id: row.userId,
    service: row.service,
    provider: row.provider,
    model: row.model,
    prompt: row.prompt,
    response: row.response,
    status: row.status,
    error: row.error,
    latency_ms: Math.round(row.latencyMs),
    tokens_in: row.tokensIn,
    tokens_out: row.tokensOut,
  };
}

export async function insertAiCall(db: Db, row: AiCallRecord) {
  await db.insertInto('ai_calls').values(aiCallValues(row)).execute();
}

/** The customer's readings, newest first, one keyset page at a time (decision 0305). */
export const READINGS_PAGE: KeysetSpec = {
  list: 'readings',
  sort: 'created_at',
  sortType: 'timestamptz',
  id: 'id',
  idType: 'uuid',
  direction: 'desc',
};

export async function listReadings(db: Db, userId: number, page: PageRequest) {
  return keysetPage(
    db
      .selectFrom('readings')
      .select(['id', 'created_at', 'domain', 'option', 'inputs', 'status', 'price_cents'])
      .select(['queued_at', 'writing_at', 'sent_at'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('reading_pdfs as f')
              .select('f.reading_id')
              .whereRef('f.reading_id', '=', 'readings.id'),
          )
          .as('pdf_available'),
      )
      .where('user_id', '=', userId),
    READINGS_PAGE,
    page,
    50,
  );
}

export const PROMPTS_PAGE: KeysetSpec = { ...READINGS_PAGE, list: 'prompts' };

/**
 * The caller's readings that have an intuitive text, newest first (the customer's prompt history):
 * a summary per row — the answer's opening, never the whole text (the reading's detail has it).
 */
export async function listWrittenReadings(db: Db, userId: number, page: PageRequest) {
  return keysetPage(
    db
      .selectFrom('readings')
      .select(['id', 'created_at', 'domain', 'lang', 'inputs'])
      .select([
        sql<StoredWriting['writer']>`ai_writing -> 'writer'`.as('writer'),
        sql<string | null>`ai_writing -> 'paragraphs' -> 0 ->> 'text'`.as('first_paragraph'),
        sql<number>`jsonb_array_length(ai_writing -> 'paragraphs')`.as('paragraph_count'),
      ])
      .where('user_id', '=', userId)
      .where('ai_writing', 'is not', null),
    PROMPTS_PAGE,
    page,
    20,
  );
}

/** Keeps the first PDF stored: a retried job that renders again does not replace it. */
export async function savePdf(db: Db, readingId: string, pdf: Uint8Array, pages: number) {
  await db
    .insertInto('reading_pdfs')
    .values({ reading_id: readingId, pdf, pages })
    .onConflict((oc) => oc.column('reading_id').doNothing())
    .execute();
}

export async function findPdf(db: Db, readingId: string) {
  return db
    .selectFrom('reading_pdfs')
    .select(['pdf', 'pages', 'created_at'])
    .where('reading_id', '=', readingId)
    .executeTakeFirst();
}

export async function hasPdf(db: Db, readingId: string): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('reading_pdfs')
      .select('reading_id')
      .where('reading_id', '=', readingId)
      .executeTakeFirst(),
  );
}

/**
 * What a reading request needs of its account, in one statement: the reading-data acceptance of
 * `textVersion`, the balance, the names and e-mail, and whether a reading already has `key`.
 */
export async function readingAccount(db: Db, userId: number, textVersion: string, key: string | null) {
  return db
    .selectFrom('users as u')
    .select((eb) => [
      'u.balance_cents',
      'u.first_name',
      'u.sexe',
      sql<string>`coalesce(u.prior_email, u.email)`.as('email'),
      eb
        .exists(
          eb
            .selectFrom('reading_data_acceptances as a')
            .select('a.user_id')
            .whereRef('a.user_id', '=', 'u.id')
            .where('a.text_version', '=', textVersion),
        )
        .as('accepted'),
      key === null
        ? sql<boolean>`false`.as('key_seen')
        : eb
            .exists(eb.selectFrom('readings as r').select('r.id').where('r.idempotency_key', '=', key))
            .as('key_seen'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/**
 * The account's names and the address its readings go to: the address it replaced while a new one
 * awaits its confirmation (users.prior_email), else its address.
 */
export async function userContact(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select([sql<string>`coalesce(prior_email, email)`.as('email'), 'first_name', 'last_name', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** A user's readings not yet answered or delivered (locked: erasure cancels them). */
export async function listUndeliveredReadings(db: Db, userId: number) {
  return db
    .selectFrom('readings')
    .select(['id', 'status'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'queued', 'writing', 'failed'])
    .orderBy('created_at')
    .forUpdate()
    .execute();
}

/**
 * Readings that may be left without their answer or their report: pending too long (a crash between
 * debit and answer), queued or writing past the promise, or failed. Whether a delivery job still waits
 * or runs for a queued one is the queue's to say (sweep.service.ts; decision 0321). Oldest first.
 */
export async function findStuckReadings(
  db: Db,
  opts: { pendingAfterMinutes: number; queuedAfterSeconds: number; limit: number },
): Promise<{ id: string; status: string }[]> {
  const stuck = await sql<{ id: string; status: string }>`
    select r.id, r.status from readings r
    where (r.status = 'pending' and r.created_at < now() - make_interval(mins => ${opts.pendingAfterMinutes}))
       or (r.status in ('queued', 'writing') and r.created_at < now() - make_interval(secs => ${opts.queuedAfterSeconds}))
       or r.status = 'failed'
    order by r.created_at
    limit ${opts.limit}`.execute(db);
  return stuck.rows;
}

/** The user's PDF readings ordered and not yet being written: they can still be withdrawn from (decision 0351). */
export async function listQueuedReadings(db: Db, userId: number) {
  return db
    .selectFrom('readings')
    .select(['id', 'domain', 'option', 'lang', 'inputs', 'price_cents', 'created_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'queued')
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * Queued → refunded, withdrawn by the customer, in one statement that only a reading still queued
 * passes: the delivery job's own step (queued → writing) is the same kind of guard, so of the two
 * exactly one changes the row. Returns when it was withdrawn, or null if it was no longer queued.
 */
export async function markReadingWithdrawn(db: Db, id: string): Promise<Date | null> {
  const row = await db
    .updateTable('readings')
    .set({
      status: 'refunded',
      withdrawn_at: sql<Date>`now()`,
      refunded_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .returning('withdrawn_at')
    .executeTakeFirst();
  return row?.withdrawn_at ? new Date(row.withdrawn_at) : null;
}

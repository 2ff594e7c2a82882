import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '#api/db/tx.ts';

/**
 * The tarot journal's queries (decision 0202). A draw is its reading: the spread (option, count), the
 * question, the date and the cards (inputs.picks) are read from `readings`; the note is the only row of
 * its own. An erased account's readings keep no inputs, hence no picks: they are not draws any more.
 */
function draws(db: Db, userId: number) {
  return db
    .selectFrom('readings as r')
    .leftJoin('tarot_journal_notes as n', 'n.reading_id', 'r.id')
    .where('r.user_id', '=', userId)
    .where('r.domain', '=', 'tarot')
    .where(sql<SqlBool>`jsonb_typeof(r.inputs->'picks') = 'array'`)
    .where(sql<SqlBool>`jsonb_array_length(r.inputs->'picks') > 0`);
}

/** `%text%` for LIKE, with its own wildcards escaped. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface JournalRow {
  id: string;
  created_at: Date;
  option: number;
  inputs: unknown;
  note: string | null;
  note_updated_at: Date | null;
}

/** A page of the customer's draws, newest first; `q` searches the question and the note, `cardIds` the cards. */
export async function listDraws(
  db: Db,
  userId: number,
  opts: { q?: string; cardIds: string[]; limit: number; offset: number },
): Promise<{ rows: JournalRow[]; total: number }> {
  let query = draws(db, userId);
  if (opts.q) {
    const pattern = likePattern(opts.q);
    query = query.where((eb) => {
      const any: Expression<SqlBool>[] = [
        sql<SqlBool>`lower(coalesce(r.inputs->>'question', '')) like ${pattern} escape '\\'`,
        sql<SqlBool>`lower(coalesce(n.note, '')) like ${pattern} escape '\\'`,
        ...opts.cardIds.map(
          (id) => sql<SqlBool>`r.inputs->'picks' @> ${JSON.stringify([{ card_id: id }])}::jsonb`,
        ),
      ];
      return eb.or(any);
    });
  }
  const [rows, count] = await Promise.all([
    query
      .select(['r.id', 'r.created_at', 'r.option', 'r.inputs', 'n.note', 'n.updated_at as note_updated_at'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return { rows: rows as JournalRow[], total: Number(count?.n ?? 0) };
}

/** Every draw's date and cards, oldest first, for the statistics. */
export async function allPicks(db: Db, userId: number) {
  return draws(db, userId)
    .select(['r.created_at', sql<unknown>`r.inputs->'picks'`.as('picks')])
    .orderBy('r.created_at', 'asc')
    .execute();
}

/** One of the customer's draws (a tarot reading of theirs with its cards), or undefined. */
export async function findDraw(db: Db, userId: number, readingId: string) {
  return draws(db, userId).select(['r.id']).where('r.id', '=', readingId).executeTakeFirst();
}

export async function upsertNote(db: Db, row: { readingId: string; userId: number; note: string }) {
  return db
    .insertInto('tarot_journal_notes')
    .values({ reading_id: row.readingId, user_id: row.userId, note: row.note })
    .onConflict((oc) =>
      oc
        .column('reading_id')
        .doUpdateSet({ note: row.note, updated_at: sql`now()` })
        .where('tarot_journal_notes.user_id', '=', row.userId),
    )
    .returning(['note', 'updated_at'])
    .executeTakeFirst();
}

export async function deleteNote(db: Db, userId: number, readingId: string) {
  await db
    .deleteFrom('tarot_journal_notes')
    .where('reading_id', '=', readingId)
    .where('user_id', '=', userId)
    .execute();
}

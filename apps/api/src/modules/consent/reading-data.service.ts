import { READING_DATA_TEXT_VERSION, type ReadingDataResponse } from '@arcanes/contracts/reading-data';
import type { Db } from '#api/db/tx.ts';
import { insertReadingDataAcceptance, latestReadingDataAcceptance } from './reading-data.repository';

/**
 * The acceptance of what a reading sends to the interpreter (decision 0143). It belongs to the order,
 * not to the cookie choices: refusing cookies never touches it.
 */
export async function readingDataStatus(db: Db, userId: number): Promise<ReadingDataResponse> {
  const row = await latestReadingDataAcceptance(db, userId, READING_DATA_TEXT_VERSION);
  return {
    accepted: Boolean(row),
    accepted_at: row ? new Date(row.accepted_at).toISOString() : null,
    text_version: row?.text_version ?? null,
    current_version: READING_DATA_TEXT_VERSION,
  };
}

export async function hasReadingDataAcceptance(db: Db, userId: number): Promise<boolean> {
  return Boolean(await latestReadingDataAcceptance(db, userId, READING_DATA_TEXT_VERSION));
}

/** Records the acceptance of the current text (once: an existing one is kept as the proof). */
export async function acceptReadingData(
  db: Db,
  userId: number,
  origin: { ip: string | null; userAgent: string | null },
): Promise<ReadingDataResponse> {
  if (!(await hasReadingDataAcceptance(db, userId)))
    await insertReadingDataAcceptance(db, { userId, textVersion: READING_DATA_TEXT_VERSION, ...origin });
  return readingDataStatus(db, userId);
}

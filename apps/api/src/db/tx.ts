import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** The database or an open transaction: repositories and services take either. */
export type Db = Kysely<Database> | Transaction<Database>;

/**
 * Runs `fn` inside the caller's transaction when `db` is one, else inside a transaction of its own,
 * so a function is atomic alone and also joins a larger unit of work when it is handed `trx`.
 */
export async function inTransaction<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<Database>);
  return (db as Kysely<Database>).transaction().execute(fn);
}

import { CompiledQuery } from 'kysely';
import type { DatabaseHandle } from '#api/db/database.ts';
import type { Db } from '#api/db/tx.ts';

/** pg-boss's `db` option over a kysely connection or transaction: its statements join ours. */
export function kyselyExecutor(db: Db) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}

/** What pg-boss reads through when it is not started: PGlite's locked executor, or the pool. */
export function handleExecutor(handle: DatabaseHandle) {
  return handle.executeSql ? { executeSql: handle.executeSql } : kyselyExecutor(handle.db);
}

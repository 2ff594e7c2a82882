import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from '#api/lib/mutex.ts';
import { StatementCounter } from './statement-counter';

/**
 * Kysely dialect for the embedded PGlite engine.
 *
 * PGlite is a single connection shared by the whole process: a statement sent while another
 * request's transaction is open would run inside that transaction (and be rolled back with it).
 * So the connection is locked for each statement and for the whole of each transaction; the same
 * lock guards pg-boss's SQL (see `lockedExecuteSql`). Kysely acquires a connection per query and
 * keeps it for a whole transaction, which is exactly where the lock is taken and released.
 */
export class PGliteLockedDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    readonly lock: Mutex = new Mutex(),
    private readonly counter: StatementCounter = new StatementCounter(),
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.lock, this.counter);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private releases = new WeakMap<DatabaseConnection, () => void>();
  constructor(
    pglite: PGlite,
    private readonly lock: Mutex,
    counter: StatementCounter,
  ) {
    this.connection = new PGliteConnection(pglite, counter);
  }
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    this.releases.set(this.connection, release);
    return this.connection;
  }
  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings) {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${level}`));
  }
  async commitTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(conn: DatabaseConnection) {
    const release = this.releases.get(conn);
    this.releases.delete(conn);
    release?.();
  }
  async destroy() {}
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pglite: PGlite,
    private readonly counter: StatementCounter,
  ) {}
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    this.counter.hit();
    const result = await this.pglite.query<R>(compiled.sql, compiled.parameters as unknown[]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && /^\s*(insert|update|delete|merge|with)/i.test(compiled.sql)
        ? { numAffectedRows: BigInt(affected) }
        : {}),
    };
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on PGlite');
  }
}

/** pg-boss's `db.executeSql` over PGlite, behind the same lock as Kysely's statements. */
export function lockedExecuteSql(pglite: PGlite, lock: Mutex) {
  return async (text: string, values?: unknown[]) => {
    const release = await lock.acquire();
    try {
      if (values && values.length > 0) return await pglite.query(text, values);
      // pg-boss sends multi-statement scripts (schema creation, migrations) without parameters.
      const results = await pglite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    } finally {
      release();
    }
  };
}

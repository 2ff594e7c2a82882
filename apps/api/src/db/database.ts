import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '#api/config.ts';
import { Mutex } from '#api/lib/mutex.ts';
import { PGliteLockedDialect, lockedExecuteSql } from './pglite-dialect';
import { StatementCounter } from './statement-counter';
import type { Database } from './schema';

// Same value shapes on both engines: int8 as a JS number (cents stay far below 2^53),
// dates as 'YYYY-MM-DD' strings, numeric as strings.
const INT8 = 20;
const DATE = 1082;
pg.types.setTypeParser(INT8, (v: string) => Number(v));
pg.types.setTypeParser(DATE, (v: string) => v);

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  /** For pg-boss: on PGlite its SQL goes through the same lock; on PostgreSQL it has its own pool. */
  executeSql?: ExecuteSql;
  /** LISTEN on a channel: `onLost` is called if notices may have been missed (connection gone). */
  listen?: Listen;
  /** Statements sent through `db` since the database was opened (transaction control included; not pg-boss's own). */
  statements(): number;
  /** What `work` costs: the statements it caused, whatever runs beside it (tests and benches). */
  statementsDuring<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }>;
  /**
   * Told when PostgreSQL drops an idle pooled connection (a restart, a failover, an administrator's
   * terminate): the pool opens a new one for the next query, the process goes on (issue 40).
   */
  onConnectionLost: (error: unknown) => void;
  close(): Promise<void>;
}

export type Listen = (
  channel: string,
  onNotice: (payload: string) => void,
  onLost: (error: unknown) => void,
) => Promise<() => Promise<void>>;

/** A dedicated client per channel: a pooled connection would drop the LISTEN when released. */
function postgresListen(url: string): Listen {
  return async (channel, onNotice, onLost) => {
    const client = new pg.Client({ connectionString: url });
    let closing = false;
    const lost = (error: unknown) => {
      if (closing) return;
      closing = true;
      onLost(error);
      client.end().catch(() => {});
    };
    client.on('notification', (m) => {
      if (m.channel === channel) onNotice(m.payload ?? '');
    });
    client.on('error', lost);
    client.on('end', () => lost(new Error('LISTEN connection ended')));
    await client.connect();
    await client.query(`listen ${channel}`);
    return async () => {
      closing = true;
      await client.end();
    };
  };
}

/**
 * PGlite's shared buffers live in its WebAssembly memory and are written over at every start: the
 * default 128 MB cost 120 MB of resident memory and a second of start-up. The database is a few tens
 * of megabytes and the operating system caches its files anyway (decision 0162).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

export class DataDirLockedError extends Error {}

/**
 * When a process started, as the kernel counts it (clock ticks since boot, field 22 of
 * /proc/<pid>/stat): a pid and its start time name one process, never a later one given the same pid.
 * Undefined when the process is gone, or where there is no /proc (then a pid alone has to do).
 */
function processStart(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock's content: `{"pid":…,"start":"…"}`; a bare pid (written before the start time was) is read too. */
function readLock(lockPath: string): { pid: number; start?: string } {
  const text = fs.readFileSync(lockPath, 'utf8').trim();
  try {
    const lock = JSON.parse(text) as { pid?: unknown; start?: unknown };
    if (typeof lock === 'object' && lock !== null)
      return { pid: Number(lock.pid), start: typeof lock.start === 'string' ? lock.start : undefined };
  } catch {
    // not JSON: the former format
  }
  return { pid: Number(text) };
}

/**
 * Only one process may open a PGlite data folder: a lock file names the process that holds it, by pid
 * and start time. A lock whose process is gone, or whose pid now belongs to another process (started
 * at another time: a reboot, a container's pid 1 again), is stale and taken over; one whose process
 * is still running — another server, or this one having opened the folder already — is refused.
 */
function takeDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, '..', 'arcanes.lock');
  const ours = JSON.stringify({ pid: process.pid, start: processStart(process.pid) });
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lockPath, ours, { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      // Another process took the stale lock over between our look and our write: look again.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt === 3) throw error;
    }
    let lock: { pid: number; start?: string };
    try {
      lock = readLock(lockPath);
    } catch (error) {
      // Released between our write and our look: try again.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const start = processStart(lock.pid);
    // Without a start time on either side (no /proc, or a former lock), a live pid counts as the holder.
    const held =
      isAlive(lock.pid) &&
      (lock.start === undefined || start === undefined ? lock.pid !== process.pid : lock.start === start);
    if (held)
      throw new DataDirLockedError(
        lock.pid === process.pid
          ? `${dir} is already open in this process.`
          : `${dir} is already open in process ${lock.pid}; stop it first (or, if that process is not an Arcanes server, delete ${path.resolve(lockPath)}).`,
      );
    fs.rmSync(lockPath, { force: true });
  }
}

export async function openDatabase(config: Pick<Config, 'database'>): Promise<DatabaseHandle> {
  const counter = new StatementCounter();
  if (config.database.kind === 'postgres') {
    let lost = (_error: unknown) => {};
    class CountingClient extends pg.Client {
      constructor(config?: string | pg.ClientConfig) {
        super(config);
        // A connection cut while a request holds it (between two statements of a transaction) is an
        // 'error' on the client itself, which the pool does not listen to then: uncaught, it ended
        // the process. The statement waiting on it fails on its own.
        this.on('error', (error) => lost(error));
      }
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      override query(...args: any[]): any {
        counter.hit();
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        return (super.query as (...a: any[]) => any)(...args);
      }
    }
    const pool = new pg.Pool({ connectionString: config.database.url, max: 10, Client: CountingClient });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const handle: DatabaseHandle = {
      db,
      engine: 'postgres',
      onConnectionLost: () => {},
      listen: postgresListen(config.database.url),
      statements: () => counter.n,
      statementsDuring: (work) => counter.during(work),
      close: () => db.destroy(),
    };
    // Without a listener, an idle client's error would be thrown out of the process.
    lost = (error) => handle.onConnectionLost(error);
    pool.on('error', lost);
    return handle;
  }
  const dir = config.database.dir;
  const releaseDir = takeDirLock(dir);
  try {
    const pglite = await PGlite.create(dir, {
      parsers: { [DATE]: (v: string) => v },
      // The admin users' search reads a trigram index (migration 2026-12-10T05-00).
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    const lock = new Mutex();
    const db = new Kysely<Database>({ dialect: new PGliteLockedDialect(pglite, lock, counter) });
    return {
      db,
      engine: 'pglite',
      statements: () => counter.n,
      statementsDuring: (work) => counter.during(work),
      onConnectionLost: () => {},
      executeSql: lockedExecuteSql(pglite, lock) as ExecuteSql,
      // PGlite hands notices to listeners while it reads the result of the statement that committed
      // them, before that statement's promise resolves; one process, nothing can be lost.
      async listen(channel, onNotice) {
        const unlisten = await lock.run(() => pglite.listen(channel, onNotice));
        return () => lock.run(() => unlisten());
      },
      async close() {
        await db.destroy();
        await lock.run(() => pglite.close());
        releaseDir();
      },
    };
  } catch (error) {
    releaseDir();
    throw error;
  }
}

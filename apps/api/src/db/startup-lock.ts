import { sql } from 'kysely';
import { inTransaction, type Db } from './tx';

/**
 * The start-up steps that change the schema — migrations, pg-boss's schema and queues, the wake
 * trigger — run one process at a time on PostgreSQL: several API processes and workers started
 * together on a fresh database otherwise ran pg-boss's create_queue at once, and one of them exited
 * on « deadlock detected » (issue 34). The lock is a transaction-level advisory lock, taken on a
 * connection of its own and released by that transaction's end, even when the process dies; the
 * step itself runs on the pool. PGlite is one process: there the step simply runs.
 */
const STARTUP_LOCK = sql`hashtextextended('arcanes:start-up', 0)`;

/** A deadlock, or a serialisation failure, is retried: the other process has gone on by then. */
const RETRIED = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

export class StartupStepError extends Error {
  override name = 'StartupStepError';
}

/**
 * Runs `run` holding the start-up lock. `at` names the statement under way, so that a failure says
 * which one failed (« Job queues failed, at createQueue('reading-delivery'): deadlock detected »).
 */
export async function startupStep<T>(
  target: { db: Db; engine: 'pglite' | 'postgres' },
  step: string,
  run: (at: (statement: string) => void) => Promise<T>,
): Promise<T> {
  let statement = '';
  const at = (s: string) => void (statement = s);
  for (let attempt = 1; ; attempt++) {
    statement = '';
    try {
      if (target.engine === 'pglite') return await run(at);
      return await inTransaction(target.db, async (trx) => {
        at('pg_advisory_xact_lock (waiting for the other processes starting)');
        await sql`select pg_advisory_xact_lock(${STARTUP_LOCK})`.execute(trx);
        at('');
        return run(at);
      });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && RETRIED.has(code) && attempt < ATTEMPTS) continue;
      throw startupFailure(step, statement, error, attempt);
    }
  }
}

/** One line a log or a terminal shows whole: the step, the statement, then what PostgreSQL said. */
export function startupFailure(
  step: string,
  statement: string,
  error: unknown,
  attempts = 1,
): StartupStepError {
  return new StartupStepError(describe(step, statement, attempts, error), { cause: error });
}

function describe(step: string, statement: string, attempts: number, error: unknown): string {
  const e = (error ?? {}) as Record<string, unknown>;
  const message = error instanceof Error ? error.message : String(error);
  const details = ['code', 'detail', 'hint', 'where', 'table', 'constraint', 'routine']
    .filter((k) => typeof e[k] === 'string' && e[k])
    .map((k) => `${k}: ${String(e[k]).replace(/\s+/g, ' ')}`);
  if (attempts > 1) details.push(`after ${attempts} attempts`);
  const where = statement ? `, at ${statement}` : '';
  return `${step} failed${where}: ${message}${details.length ? ` (${details.join('; ')})` : ''}`;
}

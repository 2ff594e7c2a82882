import PgBoss from 'pg-boss';
import { CompiledQuery, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import type { JobDefinition, Queue } from './job';

export type { Queue };

function kyselyExecutor(db: Kysely<Database>) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}

export async function createQueue(opts: {
  handle: DatabaseHandle;
  databaseUrl?: string;
  jobs: JobDefinition[];
  log: FastifyBaseLogger;
  pollingIntervalSeconds: number;
}): Promise<Queue> {
  const boss =
    opts.handle.engine === 'pglite'
      ? new PgBoss({ db: { executeSql: opts.handle.executeSql! }, supervise: true, schedule: false })
      : new PgBoss({ connectionString: opts.databaseUrl, max: 4, schedule: false });
  boss.on('error', (error) => opts.log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of opts.jobs) {
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? 15 * 60,
    });
  }
  const byName = new Map(opts.jobs.map((j) => [j.name, j]));
  const queue: Queue = {
    boss,
    async send(job, data, sendOpts = {}) {
      const payload = job.schema.parse(data);
      return boss.send(job.name, payload as object, {
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
        ...(sendOpts.singletonKey ? { singletonKey: sendOpts.singletonKey } : {}),
        ...(sendOpts.startAfterSeconds ? { startAfter: sendOpts.startAfterSeconds } : {}),
        ...(sendOpts.trx ? { db: kyselyExecutor(sendOpts.trx) } : {}),
      });
    },
    async startWorkers(deps) {
      for (const job of byName.values()) {
        await boss.work(
          job.name,
          { pollingIntervalSeconds: opts.pollingIntervalSeconds, includeMetadata: true },
          async (jobs) => {
            for (const j of jobs) {
              const data = job.schema.parse(j.data);
              const meta = { id: j.id, retryCount: (j as { retryCount?: number }).retryCount ?? 0 };
              try {
                await job.handler({ ...deps, queue }, data, meta);
              } catch (error) {
                deps.log.warn(
                  { err: error, job: job.name, id: j.id, retry: meta.retryCount },
                  'job failed; pg-boss will retry',
                );
                throw error;
              }
            }
          },
        );
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  return queue;
}

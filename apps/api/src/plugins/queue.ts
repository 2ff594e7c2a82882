import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#api/config.ts';
import { allJobs } from '#api/jobs/registry.ts';
import { createQueue, type Queue } from '#api/jobs/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    queue: Queue;
  }
}

/** pg-boss on the same database; in-process workers unless RUN_WORKERS=false (then `npm run worker`). */
async function queuePlugin(app: FastifyInstance, opts: { config: Config }) {
  const queue = await createQueue({
    handle: app.dbHandle,
    databaseUrl: opts.config.DATABASE_URL,
    jobs: allJobs,
    log: app.log,
    pollingIntervalSeconds: opts.config.NODE_ENV === 'test' ? 0.5 : 2,
    heartbeatSeconds: opts.config.JOB_HEARTBEAT_SECONDS,
    fallbackPollSeconds: opts.config.JOB_FALLBACK_POLL_SECONDS,
  });
  app.decorate('queue', queue);
  if (opts.config.RUN_WORKERS) {
    app.addHook('onReady', async () => {
      // The PDF libraries and fonts load with the first report (about 0.35 s, in a delivery promised
      // within hours), not at start: until then the server holds ~20 MB less (decision 0258). A
      // `npm run worker` process, there only to run jobs, still loads them once it is up.
      await queue.startWorkers({ db: app.db, config: opts.config, mailer: app.mailer, log: app.log });
    });
  }
  // Stop the queue before the database closes (onClose hooks run in reverse order of registration).
  app.addHook('onClose', async () => queue.stop());
}

export default fp(queuePlugin, { name: 'queue', dependencies: ['db', 'mail'] });

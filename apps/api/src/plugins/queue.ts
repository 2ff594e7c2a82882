import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#api/config.ts';
import { allJobs } from '#api/jobs/registry.ts';
import { createQueue, type Queue } from '#api/jobs/queue.ts';
import { warmPdf } from '#api/pdf/fonts.ts';

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
  });
  app.decorate('queue', queue);
  if (opts.config.RUN_WORKERS) {
    app.addHook('onReady', async () => {
      await queue.startWorkers({ db: app.db, config: opts.config, mailer: app.mailer, log: app.log });
      // The PDF libraries and fonts are loaded on first use; the workers load them once the server is up.
      if (opts.config.NODE_ENV !== 'test')
        warmPdf().catch((error: unknown) => app.log.error({ err: error }, 'PDF warm-up failed'));
    });
  }
  // Stop the queue before the database closes (onClose hooks run in reverse order of registration).
  app.addHook('onClose', async () => queue.stop());
}

export default fp(queuePlugin, { name: 'queue', dependencies: ['db', 'mail'] });

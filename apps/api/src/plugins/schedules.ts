import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { allJobs } from '#api/jobs/registry.ts';
import { startSchedules } from '#api/jobs/schedules.ts';

/** Starts the jobs that run on their own (jobs/schedules.ts); tests run those jobs themselves. */
async function schedulesPlugin(app: FastifyInstance) {
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    if (app.config.NODE_ENV === 'test') return;
    stop = await startSchedules(
      { db: app.db, config: app.config, log: app.log, queue: app.queue, engine: app.dbHandle.engine },
      allJobs,
    );
  });
  app.addHook('onClose', async () => stop?.());
}

export default fp(schedulesPlugin, { name: 'schedules', dependencies: ['queue'] });

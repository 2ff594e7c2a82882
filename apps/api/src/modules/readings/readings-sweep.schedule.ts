import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readingsSweepJob } from '../../jobs/readings-sweep.job';

const EVERY_SECONDS = 10 * 60;

/**
 * Enqueues the stuck-readings sweep at start and every ten minutes; the throttle (singleton key per
 * period) makes several API processes enqueue one between them. Tests run the sweep themselves.
 */
async function readingsSweepSchedule(app: FastifyInstance) {
  const enqueue = () =>
    app.queue.boss
      .send(
        readingsSweepJob.name,
        {},
        {
          singletonKey: readingsSweepJob.name,
          singletonSeconds: EVERY_SECONDS - 30,
          retryLimit: readingsSweepJob.retryLimit,
        },
      )
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not enqueue the readings sweep'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (app.config.NODE_ENV === 'test') return;
    await enqueue();
    timer = setInterval(() => void enqueue(), EVERY_SECONDS * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(readingsSweepSchedule, { name: 'readings-sweep-schedule', dependencies: ['queue'] });

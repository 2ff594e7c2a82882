import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queue } from '../../jobs/queue';
import { paymentsReconcileJob } from '../../jobs/payments-reconcile.job';

const EVERY_SECONDS = 5 * 60;

/**
 * Enqueues one reconciliation for the current period. The throttle (one job per singleton key and
 * period, enforced by pg-boss's unique index) makes several API processes enqueue one between them.
 */
export function enqueueReconciliation(queue: Queue): Promise<string | null> {
  return queue.boss.send(
    paymentsReconcileJob.name,
    {},
    {
      singletonKey: paymentsReconcileJob.name,
      singletonSeconds: EVERY_SECONDS - 30,
      retryLimit: paymentsReconcileJob.retryLimit,
    },
  );
}

/**
 * Runs the payments reconciliation at start and every five minutes. The queue runs it (in this
 * process, or in `npm run worker` when RUN_WORKERS=false).
 */
async function reconcileSchedule(app: FastifyInstance) {
  const enqueue = () =>
    enqueueReconciliation(app.queue).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not enqueue the payments reconciliation'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (app.config.NODE_ENV === 'test') return; // tests run the job themselves, when they mean to
    await enqueue();
    timer = setInterval(() => void enqueue(), EVERY_SECONDS * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(reconcileSchedule, { name: 'payments-reconcile-schedule', dependencies: ['queue'] });

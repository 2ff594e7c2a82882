import type { JobDefinition, Queue, ScheduleDeps } from './job';

/**
 * The jobs that run on their own are declared with their schedule beside their handler
 * (`schedule` in defineJob) and started here, once per API process.
 *
 * Why not pg-boss's own cron (`boss.schedule`, with `schedule: true`): a cron run fires only at its
 * minute, so a process started after it (a deploy at 06:20) skips that period's run until the next
 * one, while the sweeps, the reconciliation and the morning sky must run at start too; its clock
 * monitor is one more loop of statements on PGlite's single connection; and the morning sky
 * decides itself whether today's run is due (Paris time) and claims the day in the same transaction.
 * So each process ticks at start and every period, and the database keeps the runs unique: a
 * singleton key per period (pg-boss's unique index) or the job's own claim.
 */
export async function enqueuePeriodic(queue: Queue, job: JobDefinition): Promise<string | null> {
  const every = job.schedule?.everySeconds ?? 60;
  const id = await queue.boss.send(
    job.name,
    {},
    { singletonKey: job.name, singletonSeconds: Math.max(every - 30, 1), retryLimit: job.retryLimit },
  );
  // Another process already enqueued this period's run (null): it announced it.
  if (id) await queue.announce(job.name);
  return id;
}

/** Enqueues each scheduled job now and every period; returns the function that stops the timers. */
export async function startSchedules(deps: ScheduleDeps, jobs: JobDefinition[]): Promise<() => void> {
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    const schedule = job.schedule;
    if (!schedule || schedule.when?.(deps) === false) continue;
    const tick = () =>
      (schedule.enqueue ? schedule.enqueue(deps, new Date()) : enqueuePeriodic(deps.queue, job)).catch(
        (error: unknown) => deps.log.warn({ err: error, job: job.name }, 'could not enqueue a scheduled job'),
      );
    await tick();
    const timer = setInterval(() => void tick(), schedule.everySeconds * 1000);
    timer.unref();
    timers.push(timer);
  }
  return () => timers.forEach(clearInterval);
}

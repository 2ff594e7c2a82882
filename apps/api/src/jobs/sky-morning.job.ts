import { z } from 'zod';
import { enqueueSkyMorning, fanOutMorning } from '#api/modules/sky/sky.service.ts';
import { defineJob, type JobDefinition } from './job';
import { skyMailJob } from './sky-mail.job';

/**
 * The day's morning job (one per day): one e-mail job per customer who asked for it (decision 0201).
 * Checked at start and every ten minutes; due from 06:00 Paris time, and the day's row makes several
 * processes enqueue one job between them.
 */
export const skyMorningJob: JobDefinition = defineJob({
  name: 'sky-morning',
  schema: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  retryLimit: 3,
  retryDelaySeconds: 120,
  schedule: {
    everySeconds: 10 * 60,
    enqueue: (deps, now) => enqueueSkyMorning({ db: deps.db, queue: deps.queue, job: skyMorningJob }, now),
  },
  async handler(deps, { day }) {
    const count = await fanOutMorning({ db: deps.db, queue: deps.queue, mailJob: skyMailJob }, day);
    deps.log.info({ day, count }, 'sky e-mails enqueued');
  },
});

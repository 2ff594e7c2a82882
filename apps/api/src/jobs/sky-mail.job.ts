import { z } from 'zod';
import { sendSkyMail } from '#api/modules/sky/sky.service.ts';
import { defineJob } from './job';

/** One customer's « ciel du jour » e-mail for one day; sent at most once (decision 0201). */
export const skyMailJob = defineJob({
  name: 'sky-mail',
  schema: z.object({ userId: z.number().int().positive(), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  retryLimit: 5,
  retryDelaySeconds: 60,
  async handler(deps, { userId, day }) {
    await sendSkyMail(deps, userId, day);
  },
});

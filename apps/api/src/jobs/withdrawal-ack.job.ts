import { z } from 'zod';
import { sendWithdrawalAck } from '#api/modules/withdrawals/withdrawal-ack.service.ts';
import { defineJob } from './job';

/** The acknowledgement e-mail of a withdrawal, with the date and time it was received. */
export const withdrawalAckJob = defineJob({
  name: 'withdrawal-ack',
  schema: z.object({ withdrawalId: z.string().uuid(), to: z.string().email(), firstName: z.string() }),
  retryLimit: 8,
  retryDelaySeconds: 10,
  async handler({ db, mailer, config }, data) {
    await sendWithdrawalAck({ db, mailer, config }, data);
  },
});

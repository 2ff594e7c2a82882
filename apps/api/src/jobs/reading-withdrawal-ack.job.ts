import { sendReadingWithdrawalAck } from '#api/modules/readings/withdrawal/reading-withdrawal.service.ts';
import { defineJob } from './job';
import { readingWithdrawalAck } from './reading-withdrawal-ack.address';

/** E-mails the acknowledgement of a withdrawal from a PDF reading, with its date and time. */
export const readingWithdrawalAckJob = defineJob({
  ...readingWithdrawalAck,
  async handler({ db, mailer, config }, data) {
    await sendReadingWithdrawalAck({ db, mailer, config }, data);
  },
});

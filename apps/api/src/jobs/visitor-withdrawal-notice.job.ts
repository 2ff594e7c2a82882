import { sendVisitorWithdrawalNotice } from '#api/modules/withdrawals/withdrawal-ack.service.ts';
import { defineJob } from './job';
import { visitorWithdrawalNotice } from './visitor-withdrawal-notice.address';

/** Tells the account's address that its withdrawal request was received and why it could not be carried out. */
export const visitorWithdrawalNoticeJob = defineJob({
  ...visitorWithdrawalNotice,
  async handler({ mailer, config }, data) {
    await sendVisitorWithdrawalNotice({ mailer, config }, data);
  },
});

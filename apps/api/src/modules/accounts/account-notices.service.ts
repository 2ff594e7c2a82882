import type { Db } from '../../db/tx';
import type { Queue } from '../../jobs/queue';
import { accountNoticeJob } from '../../jobs/account-notice.job';

export type NoticeKind = 'registration_attempt' | 'email_changed' | 'password_changed' | 'password_reset';

/** Queues a notice to the owner (jobs/account-notice.job.ts); `trx` keeps it with the change it reports. */
export async function notifyAccount(
  deps: { queue: Queue; trx?: Db },
  notice: { userId: number; kind: NoticeKind; lang: 'fr' | 'en'; to?: string; detail?: string },
): Promise<void> {
  await deps.queue.send(accountNoticeJob, notice, deps.trx ? { trx: deps.trx } : {});
}

import type { Db } from '#api/db/tx.ts';
import type { Queue } from '#api/jobs/queue.ts';
import { accountNoticeJob } from '#api/jobs/account-notice.job.ts';

export type NoticeKind = 'registration_attempt' | 'email_changed' | 'password_changed' | 'password_reset';

/** Queues a notice to the owner (jobs/account-notice.job.ts); `trx` keeps it with the change it reports. */
export async function notifyAccount(
  deps: { queue: Queue; trx?: Db },
  notice: { userId: number; kind: NoticeKind; lang: 'fr' | 'en'; to?: string; detail?: string },
): Promise<void> {
  await deps.queue.send(accountNoticeJob, notice, deps.trx ? { trx: deps.trx } : {});
}

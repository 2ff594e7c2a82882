import type { JobDefinition } from './job';
import { accountErasedJob } from './account-erased.job';
import { accountNoticeJob } from './account-notice.job';
import { emailVerificationJob } from './email-verification.job';
import { orderConfirmationJob } from './order-confirmation.job';
import { outboxPurgeJob } from './outbox-purge.job';
import { dataExportJob, dataExportPurgeJob } from './data-export.job';
import { contactEmailJob } from './contact-email.job';
import { passwordResetEmailJob } from './password-reset-email.job';
import { paymentReceiptJob } from './payment-receipt.job';
import { paymentsReconcileJob } from './payments-reconcile.job';
import { readingDeliveryJob } from './reading-delivery.job';
import { rateLimitsPurgeJob } from './rate-limits-purge.job';
import { retentionJob } from './retention.job';
import { reviewReportMailJob } from './review-report-mail.job';
import { readingWithdrawalAckJob } from './reading-withdrawal-ack.job';
import { readingsSweepJob } from './readings-sweep.job';
import { skyMailJob } from './sky-mail.job';
import { skyMorningJob } from './sky-morning.job';
import { visitorWithdrawalNoticeJob } from './visitor-withdrawal-notice.job';
import { withdrawalAckJob } from './withdrawal-ack.job';
import { withdrawalRefundJob } from './withdrawal-refund.job';

// Every job the workers run; a job's module adds it here. Their workers start in this order (jobs/queue.ts):
// what a customer waits for first.
export const allJobs: JobDefinition[] = [
  readingDeliveryJob as JobDefinition,
  orderConfirmationJob as JobDefinition,
  emailVerificationJob as JobDefinition,
  passwordResetEmailJob as JobDefinition,
  paymentReceiptJob as JobDefinition,
  withdrawalAckJob as JobDefinition,
  readingWithdrawalAckJob as JobDefinition,
  visitorWithdrawalNoticeJob as JobDefinition,
  withdrawalRefundJob as JobDefinition,
  accountNoticeJob as JobDefinition,
  accountErasedJob as JobDefinition,
  dataExportJob as JobDefinition,
  contactEmailJob as JobDefinition,
  reviewReportMailJob as JobDefinition,
  skyMailJob as JobDefinition,
  skyMorningJob as JobDefinition,
  paymentsReconcileJob as JobDefinition,
  readingsSweepJob as JobDefinition,
  rateLimitsPurgeJob as JobDefinition,
  outboxPurgeJob as JobDefinition,
  retentionJob as JobDefinition,
  dataExportPurgeJob as JobDefinition,
];

import type { ReviewReportReason } from '@arcanes/contracts/reviews';
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import { texts } from '#api/lib/i18n.ts';
import { parisDateTime } from '#api/lib/paris-time.ts';
import { brandedMail } from '#api/mail/layout.ts';
import type { Mailer } from '#api/mail/mailer.ts';
import { reportForMail, reviewForMail } from './review-reports.repository';

type MailDeps = { db: Kysely<Database>; mailer: Mailer; config: Config };

/** The acknowledgement of a report, or the decision on it, to the reporter; nothing without an address. */
export async function mailReporter(deps: MailDeps, kind: 'received' | 'decision', id: string, jobId: string) {
  const report = await reportForMail(deps.db, id);
  if (!report?.to) return;
  if (kind === 'decision' && report.status === 'open') return;
  const lang = report.lang;
  const t = texts(lang, 'mail');
  const url = deps.config.publicUrl;
  const date = parisDateTime(new Date(report.created_at), lang);
  const reason = t(`reviewReport.reasons.${report.reason}`);
  const blocks =
    kind === 'received'
      ? [
          { kind: 'p' as const, text: t('reviewReport.received.body', { replace: { date, reason } }) },
          { kind: 'note' as const, text: t('reviewReport.received.note') },
        ]
      : [
          {
            kind: 'p' as const,
            text: t(`reviewReport.decision.${report.status === 'upheld' ? 'upheld' : 'dismissed'}`, {
              replace: { date },
            }),
          },
          { kind: 'p' as const, text: t('reviewReport.decision.human') },
          {
            kind: 'p' as const,
            text: t('reviewReport.decision.redress', { replace: { contact: deps.config.LEGAL_CONTACT } }),
          },
        ];
  await deps.mailer.send({
    to: report.to,
    subject: t(`reviewReport.${kind}.subject`),
    ...brandedMail({ title: t(`reviewReport.${kind}.title`), blocks }, lang, url),
    messageId: `<review-report-${kind}-${jobId}@arcanes>`,
  });
}

/** The statement of reasons (DSA 17) to the author of a review withdrawn after a report. */
export async function mailAuthor(
  deps: MailDeps,
  reviewId: string,
  reasons: ReviewReportReason[],
  jobId: string,
) {
  const review = await reviewForMail(deps.db, reviewId);
  if (!review?.email || review.status !== 'rejected' || !review.reject_reason) return;
  const lang = review.lang;
  const t = texts(lang, 'mail');
  const url = deps.config.publicUrl;
  await deps.mailer.send({
    to: review.email,
    subject: t('reviewReport.removed.subject'),
    ...brandedMail(
      {
        title: t('reviewReport.removed.title'),
        blocks: [
          { kind: 'p', text: t('hello', { replace: { name: review.first_name || review.username || '' } }) },
          {
            kind: 'p',
            text: t('reviewReport.removed.body', {
              replace: {
                date: parisDateTime(new Date(review.created_at), lang),
                removed: parisDateTime(new Date(review.moderated_at ?? Date.now()), lang),
                reason: reasons.map((r) => t(`reviewReport.reasons.${r}`)).join(', '),
              },
            }),
          },
          {
            kind: 'quote',
            text: t('reviewReport.removed.why', { replace: { statement: review.reject_reason } }),
          },
          { kind: 'p', text: t('reviewReport.removed.scope') },
          { kind: 'p', text: t('reviewReport.removed.human') },
          {
            kind: 'p',
            text: t('reviewReport.removed.redress', { replace: { contact: deps.config.LEGAL_CONTACT } }),
          },
          { kind: 'note', text: t('reviewReport.removed.note') },
        ],
      },
      lang,
      url,
    ),
    messageId: `<review-removed-${jobId}@arcanes>`,
  });
}

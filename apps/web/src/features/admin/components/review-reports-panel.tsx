import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import {
  rejectReviewRequestSchema,
  REVIEW_REASON_MAX,
  type AdminReviewReport,
} from '@arcanes/contracts/reviews';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { TextAreaField } from '#web/components/ui/text-field.tsx';
import { applyApiErrors, errorOf, submitWith, useContractForm } from '#web/lib/contract-form.ts';
import { useDecideReports, useReviewReports } from '#web/features/admin/api/reviews.ts';
import { formatDateTime } from './admin-format';
import { QueryState } from './query-state';

/** The open reports of one review, decided together. */
function ReportedReview({
  reports,
  onDone,
}: {
  reports: AdminReviewReport[];
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const review = reports[0]!.review;
  const decide = useDecideReports();
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm(rejectReviewRequestSchema, {
    defaultValues: { reason: '' },
    required: ['reason'],
  });
  const run = async (d: { action: 'uphold'; reason: string } | { action: 'dismiss' }) => {
    setError(null);
    try {
      onDone((await decide.mutateAsync({ reviewId: review.id, ...d })).message);
    } catch (err) {
      setError(applyApiErrors(form, err, t('errors.load')));
    }
  };
  return (
    <li className="admin-review" aria-labelledby={`${id}-who`}>
      <div className="admin-review__head">
        <strong id={`${id}-who`}>{review.author}</strong>
        <span className="admin-review__stars" aria-label={t('reviews.rating', { rating: review.rating })}>
          {'★'.repeat(review.rating)}
        </span>
        <span className="muted small">{t('reviews.reports.count', { count: review.open_reports })}</span>
      </div>
      <blockquote className="admin-review__text">{review.text}</blockquote>
      <ul className="admin-review__reports">
        {reports.map((r) => (
          <li key={r.id} className="small">
            <strong>{t(`reviews.reports.reasons.${r.reason}`)}</strong> —{' '}
            {t(`reviews.reports.by.${r.reporter}`)}, {formatDateTime(r.created_at, i18n.language)}
            {r.details ? <q className="admin-review__report-details">{r.details}</q> : null}
          </li>
        ))}
      </ul>
      <FormMessage kind="error">{error}</FormMessage>
      {!removing ? (
        <div className="admin-review__actions">
          <button
            type="button"
            className="btn btn--danger btn--small"
            disabled={decide.isPending}
            onClick={() => setRemoving(true)}
          >
            {t('reviews.reports.remove')}
          </button>
          <button
            type="button"
            className="btn btn--quiet btn--small"
            disabled={decide.isPending}
            onClick={() => void run({ action: 'dismiss' })}
          >
            {t('reviews.reports.keep')}
          </button>
        </div>
      ) : (
        <form
          className="admin-review__reject"
          onSubmit={submitWith(form, ({ reason }) => run({ action: 'uphold', reason }))}
          noValidate
        >
          <TextAreaField
            label={t('reviews.reports.statement')}
            required
            rows={2}
            maxLength={REVIEW_REASON_MAX}
            error={errorOf(form.formState.errors, 'reason')}
            hint={t('reviews.reports.statementHint')}
            {...form.register('reason')}
          />
          <div className="admin-review__actions">
            <button type="submit" className="btn btn--danger btn--small" disabled={decide.isPending}>
              {t('reviews.reports.confirmRemove')}
            </button>
            <button type="button" className="btn btn--quiet btn--small" onClick={() => setRemoving(false)}>
              {t('actions.cancel')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

/** Open reports (DSA art. 16), oldest first, grouped by review; more by « Afficher la suite ». */
export function ReviewReportsPanel({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('admin');
  const reports = useReviewReports();
  const groups = new Map<string, AdminReviewReport[]>();
  for (const r of reports.data?.pages.flatMap((p) => p.reports) ?? [])
    groups.set(r.review.id, [...(groups.get(r.review.id) ?? []), r]);
  return (
    <>
      <QueryState
        isPending={reports.isPending}
        error={reports.error}
        onRetry={() => void reports.refetch()}
      />
      {reports.data &&
        (groups.size === 0 ? (
          <p className="muted">{t('reviews.reports.empty')}</p>
        ) : (
          <ul className="admin-reviews">
            {[...groups.entries()].map(([reviewId, list]) => (
              <ReportedReview key={reviewId} reports={list} onDone={onDone} />
            ))}
          </ul>
        ))}
      {reports.hasNextPage && (
        <button
          type="button"
          className="btn btn--quiet btn--small"
          disabled={reports.isFetchingNextPage}
          onClick={() => void reports.fetchNextPage()}
        >
          {t('reviews.reports.more')}
        </button>
      )}
    </>
  );
}

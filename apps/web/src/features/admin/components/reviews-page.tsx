import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import {
  rejectReviewRequestSchema,
  REVIEW_REASON_MAX,
  type AdminReview,
  type ReviewStatus,
} from '@arcanes/contracts/reviews';
import { DOMAIN_NAMES, optionName, type Domain, type ReadingOption } from '@arcanes/domain/catalogue/offers';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { TextAreaField } from '#web/components/ui/text-field.tsx';
import { applyApiErrors, errorOf, submitWith, useContractForm } from '#web/lib/contract-form.ts';
import { formatCalendarDate } from '#web/lib/format-date.ts';
import { useAdminReviews, useModerateReview } from '#web/features/admin/api/reviews.ts';
import { formatDateTime } from './admin-format';
import { QueryState } from './query-state';
import { ReviewReportsPanel } from './review-reports-panel';
import '#web/features/admin/styles/admin-reviews.css';

type Tab = ReviewStatus | 'reports';
const TABS: Tab[] = ['pending', 'published', 'rejected', 'reports'];

function ReviewItem({ review, onDone }: { review: AdminReview; onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const id = useId();
  const moderate = useModerateReview();
  const [rejecting, setRejecting] = useState(false);
  const form = useContractForm(rejectReviewRequestSchema, {
    defaultValues: { reason: '' },
    required: ['reason'],
  });
  const [error, setError] = useState<string | null>(null);
  const domain = review.domain as Domain;

  const run = async (decision: { action: 'publish' } | { action: 'reject'; reason: string }) => {
    setError(null);
    try {
      const res = await moderate.mutateAsync({ id: review.id, ...decision });
      onDone(res.message);
    } catch (err) {
      setError(applyApiErrors(form, err, t('errors.load')));
    }
  };

  return (
    <li className="admin-review" aria-labelledby={`${id}-who`}>
      <div className="admin-review__head">
        <strong id={`${id}-who`}>
          {review.author} <span className="muted">({review.username ?? '—'})</span>
        </strong>
        <span className="admin-review__stars" aria-label={t('reviews.rating', { rating: review.rating })}>
          {'★'.repeat(review.rating)}
          <span aria-hidden="true" className="muted">
            {'☆'.repeat(5 - review.rating)}
          </span>
        </span>
        <span className="muted small">{formatDateTime(review.created_at, i18n.language)}</span>
      </div>
      <p className="muted small">
        {t('reviews.reading', {
          what: `${DOMAIN_NAMES[domain]?.[lang] ?? review.domain} — ${optionName(domain, review.option as ReadingOption, lang)}`,
          date: formatCalendarDate(review.reading_date, lang),
        })}
      </p>
      <blockquote className="admin-review__text">{review.text}</blockquote>
      {review.moderated_at && review.status !== 'pending' && (
        <p className="muted small">
          {t(`reviews.decided.${review.status}`, {
            by: review.moderated_by ?? '—',
            at: formatDateTime(review.moderated_at, i18n.language),
          })}
          {review.reject_reason ? ` — ${t('reviews.reason')} ${review.reject_reason}` : ''}
        </p>
      )}
      <FormMessage kind="error">{error}</FormMessage>
      {review.status !== 'rejected' && !rejecting && (
        <div className="admin-review__actions">
          {review.status === 'pending' && (
            <button
              type="button"
              className="btn btn--small"
              disabled={moderate.isPending}
              onClick={() => void run({ action: 'publish' })}
            >
              {t('reviews.publish')}
            </button>
          )}
          <button
            type="button"
            className="btn btn--quiet btn--small"
            disabled={moderate.isPending}
            onClick={() => setRejecting(true)}
          >
            {review.status === 'pending' ? t('reviews.reject') : t('reviews.withdraw')}
          </button>
        </div>
      )}
      {rejecting && (
        <form
          className="admin-review__reject"
          onSubmit={submitWith(form, ({ reason }) => run({ action: 'reject', reason }))}
          noValidate
        >
          <TextAreaField
            label={t('reviews.reasonLabel')}
            required
            rows={2}
            maxLength={REVIEW_REASON_MAX}
            error={errorOf(form.formState.errors, 'reason')}
            hint={t('reviews.reasonHint')}
            {...form.register('reason')}
          />
          <div className="admin-review__actions">
            <button type="submit" className="btn btn--danger btn--small" disabled={moderate.isPending}>
              {review.status === 'pending' ? t('reviews.confirmReject') : t('reviews.confirmWithdraw')}
            </button>
            <button type="button" className="btn btn--quiet btn--small" onClick={() => setRejecting(false)}>
              {t('actions.cancel')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

/**
 * /admin/reviews: customer reviews waiting for a decision (oldest first), and those published or
 * rejected. Nothing reaches the home page without « Publier »; a rejection needs the reason its
 * author will read.
 */
export function AdminReviewsPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<Tab>('pending');
  const [done, setDone] = useState<string | null>(null);
  const reviews = useAdminReviews(status === 'reports' ? 'published' : status);
  const listed = reviews.data?.pages.flatMap((p) => p.reviews);
  return (
    <section className="admin-page" aria-labelledby="reviews-title">
      <h1 id="reviews-title">{t('reviews.title')}</h1>
      <p className="muted">{t('reviews.intro')}</p>
      <div className="admin-tabs" role="group" aria-label={t('reviews.filter')}>
        {TABS.map((s) => (
          <button
            key={s}
            type="button"
            className="btn btn--quiet btn--small"
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setDone(null);
            }}
          >
            {t(`reviews.tabs.${s}`)}
          </button>
        ))}
      </div>
      <FormMessage kind="success">{done}</FormMessage>
      {status === 'reports' ? <ReviewReportsPanel onDone={setDone} /> : null}
      {status !== 'reports' && (
        <QueryState
          isPending={reviews.isPending}
          error={reviews.error}
          onRetry={() => void reviews.refetch()}
        />
      )}
      {status !== 'reports' &&
        listed &&
        (listed.length === 0 ? (
          <p className="muted">{t(`reviews.empty.${status}`)}</p>
        ) : (
          <ul className="admin-reviews">
            {listed.map((r) => (
              <ReviewItem key={r.id} review={r} onDone={setDone} />
            ))}
          </ul>
        ))}
      {status !== 'reports' && reviews.hasNextPage && (
        <button
          type="button"
          className="btn btn--quiet btn--small"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {t('reviews.reports.more')}
        </button>
      )}
    </section>
  );
}

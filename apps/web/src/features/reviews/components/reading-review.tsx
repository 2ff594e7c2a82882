import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import {
  REVIEW_TEXT_MAX,
  reviewRequestSchema,
  type MyReview,
  type ReviewRequest,
} from '@arcanes/contracts/reviews';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { TextAreaField } from '#web/components/ui/text-field.tsx';
import { applyApiErrors, errorOf, submitWith, useContractForm } from '#web/lib/contract-form.ts';
import { useSubmitReview } from '#web/features/reviews/api/reviews.ts';

/** Statuses of a delivered reading: answered on screen, or sent as a PDF. */
const DELIVERED = new Set(['answered', 'sent']);

interface Props {
  readingId: string;
  status: string;
  /** The customer's review of this reading, as its history row carries it (null before one is written). */
  review: MyReview | null;
  /** Told once a review is sent, so that the page's rows are read again. */
  onReviewed?: () => void;
}

/**
 * Under a delivered reading in the history: the customer's review of it, once (a rating and a few
 * words), or where their review stands — waiting for moderation, published, or not published and why.
 */
export function ReadingReview({ readingId, status, review, onReviewed }: Props) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<{ review: MyReview; thanks: string } | null>(null);
  if (!DELIVERED.has(status)) return null;
  if (sent) return <ReviewStatus review={sent.review} thanks={sent.thanks} />;
  if (review) return <ReviewStatus review={review} thanks={null} />;
  return (
    <div className="reading-review">
      {open ? (
        <ReviewForm
          readingId={readingId}
          onCancel={() => setOpen(false)}
          onDone={(done) => {
            setSent(done);
            onReviewed?.();
          }}
        />
      ) : (
        <button type="button" className="btn btn--outline btn--small" onClick={() => setOpen(true)}>
          {t('open')}
        </button>
      )}
    </div>
  );
}

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('reviews');
  return (
    <span className="review-stars" role="img" aria-label={t('stars', { rating })}>
      {'★'.repeat(rating)}
      <span className="review-stars__off">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

function ReviewStatus({ review, thanks }: { review: MyReview; thanks: string | null }) {
  const { t } = useTranslation('reviews');
  return (
    <div className="reading-review reading-review--done">
      <FormMessage kind="success">{thanks}</FormMessage>
      <p className="reading-review__mine">
        <span className="reading-review__label">{t('yours')}</span> <Stars rating={review.rating} />{' '}
        <q>{review.text}</q>
      </p>
      <p className={`reading-review__state reading-review__state--${review.status}`}>
        {review.status === 'rejected'
          ? t('state.rejected', { reason: review.reject_reason ?? '' })
          : t(`state.${review.status}`)}
      </p>
    </div>
  );
}

function ReviewForm({
  readingId,
  onCancel,
  onDone,
}: {
  readingId: string;
  onCancel: () => void;
  onDone: (sent: { review: MyReview; thanks: string }) => void;
}) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const submit = useSubmitReview();
  const form = useContractForm(reviewRequestSchema, {
    defaultValues: { rating: '', text: '' },
    toRequest: (v) => ({
      reading_id: readingId,
      rating: v.rating ? Number(v.rating) : undefined,
      text: v.text,
    }),
    required: ['rating', 'text'],
  });
  const { errors } = form.formState;
  const [rating, text] = form.watch(['rating', 'text']);
  const [formError, setFormError] = useState<string | null>(null);

  const send = async (request: ReviewRequest) => {
    setFormError(null);
    try {
      const res = await submit.mutateAsync(request);
      onDone({ review: res.review, thanks: res.message });
    } catch (err) {
      setFormError(applyApiErrors(form, err, t('failed')));
    }
  };
  const ratingError = errorOf(errors, 'rating');

  return (
    <form
      className="review-form"
      onSubmit={submitWith(form, send, () => setFormError(t('checkFields')))}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="review-form__title">
        {t('title')}
      </h3>
      <fieldset
        className={`field review-form__rating${ratingError ? ' field--invalid' : ''}`}
        aria-describedby={ratingError ? `${id}-rating-error` : undefined}
      >
        <legend>
          {t('rating')}
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="review-form__stars">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="review-form__star">
              <input
                type="radio"
                name={`${id}-rating`}
                value={String(n)}
                checked={rating === String(n)}
                onChange={() => {
                  form.setValue('rating', String(n));
                  form.clearErrors('rating');
                }}
              />
              <span aria-hidden="true" className={Number(rating) >= n ? 'is-on' : undefined}>
                ★
              </span>
              <span className="visually-hidden">{t('starChoice', { count: n })}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id={`${id}-rating-error`} className="field-error">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t('text')}
        required
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        error={errorOf(errors, 'text') ?? null}
        hint={t('hint', { count: text.trim().length, max: REVIEW_TEXT_MAX })}
        {...form.register('text', { onChange: () => form.clearErrors('text') })}
      />
      <p className="muted small">{t('moderation')}</p>
      <FormMessage kind="error">{formError}</FormMessage>
      <div className="review-form__actions">
        <button type="submit" className="btn btn--small" disabled={submit.isPending}>
          {submit.isPending ? t('sending') : t('send')}
        </button>
        <button type="button" className="btn btn--outline btn--small" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ReviewReportRequest } from '@arcanes/contracts/reviews';
import {
  REVIEW_REPORT_DETAILS_MAX,
  REVIEW_REPORT_REASONS,
  type ReviewReportReason,
} from '@arcanes/contracts/review-reports';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { CheckboxField, FieldFrame, TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { api } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { useLegalInfo } from '#web/lib/legal-info.ts';
import { Link } from '#web/lib/router.tsx';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/session.ts';
import { useTranslation } from '#web/lib/use-translation.tsx';

/**
 * « Signaler cet avis » under a public review (DSA art. 16): a small form, for a visitor or a customer —
 * the reason, an explanation, an address (required without a session), the statement of good faith —
 * and the DSA contact point beside it. The answer is the same for a repeat; the rest goes by e-mail.
 */
export function ReportReview({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation('home');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  if (done)
    return (
      <div className="review-report">
        <FormMessage kind="success">{done}</FormMessage>
      </div>
    );
  return (
    <div className="review-report">
      <button
        ref={toggle}
        type="button"
        className="review-report__toggle"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((o) => !o)}
      >
        {t('reviews.report.open')}
      </button>
      {open ? (
        <ReportForm
          id={`${id}-form`}
          reviewId={reviewId}
          onDone={setDone}
          onCancel={() => {
            setOpen(false);
            toggle.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

function ReportForm({
  id,
  reviewId,
  onDone,
  onCancel,
}: {
  id: string;
  reviewId: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('home');
  const { user } = useSession();
  const contact = useLegalInfo().data?.contact;
  const [reason, setReason] = useState<ReviewReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [email, setEmail] = useState('');
  const [goodFaith, setGoodFaith] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: ReviewReportRequest) =>
      api<{ message: string }>(`/api/reviews/${reviewId}/reports`, { method: 'POST', body }),
  });
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFields({});
    try {
      const res = await send.mutateAsync({
        reason: reason as ReviewReportReason,
        details,
        ...(email.trim() ? { email: email.trim() } : {}),
        good_faith: goodFaith as true,
      });
      onDone(res.message);
    } catch (err) {
      if (err instanceof ApiError) {
        setFields(err.fields ?? {});
        setError(err.message);
      } else setError(t('reviews.report.failed'));
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  };
  /** A field edited after an error: its message goes (the others stay until the form is sent again). */
  const edited = (name: string) =>
    setFields((f) => {
      if (!(name in f)) return f;
      const { [name]: _gone, ...rest } = f;
      return rest;
    });
  /** The field's own message (a validation error), else the form's (an error naming the field). */
  const fieldError = (name: string) => {
    const own = fields[name];
    return own ? (own.includes(' ') ? own : error) : null;
  };

  return (
    <form
      ref={formRef}
      id={id}
      className="review-report__form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="review-report__title">
        {t('reviews.report.title')}
      </h3>
      <FieldFrame
        id={`${id}-reason`}
        label={t('reviews.report.reason')}
        required
        error={fieldError('reason')}
      >
        <select
          id={`${id}-reason`}
          value={reason}
          required
          aria-invalid={fields.reason ? true : undefined}
          aria-describedby={fields.reason ? `${id}-reason-error` : undefined}
          onChange={(e) => {
            setReason(e.target.value as ReviewReportReason);
            edited('reason');
          }}
        >
          <option value="">{t('reviews.report.choose')}</option>
          {REVIEW_REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`reviews.report.reasons.${r}`)}
            </option>
          ))}
        </select>
      </FieldFrame>
      <TextAreaField
        label={t('reviews.report.details')}
        required
        rows={3}
        maxLength={REVIEW_REPORT_DETAILS_MAX}
        value={details}
        onChange={(e) => {
          setDetails(e.target.value);
          edited('details');
        }}
        error={fieldError('details')}
        hint={t('reviews.report.detailsHint', {
          count: details.trim().length,
          max: REVIEW_REPORT_DETAILS_MAX,
        })}
      />
      <TextField
        label={user ? t('reviews.report.emailOptional') : t('reviews.report.email')}
        type="email"
        autoComplete="email"
        required={!user}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          edited('email');
        }}
        error={fieldError('email')}
        hint={user ? t('reviews.report.emailAccount') : t('reviews.report.emailWhy')}
      />
      <CheckboxField
        label={t('reviews.report.goodFaith')}
        checked={goodFaith}
        onChange={(e) => {
          setGoodFaith(e.target.checked);
          edited('good_faith');
        }}
        error={fieldError('good_faith')}
      />
      <FormMessage kind="error">{error}</FormMessage>
      <p className="muted small review-report__contact">
        {t('reviews.report.contact', { contact: contact ?? '' })}{' '}
        <Link to={`${paths.legalNotice}#point-de-contact`}>{t('reviews.report.contactLink')}</Link>
      </p>
      <div className="review-report__actions">
        <button type="submit" className="btn btn--small" disabled={send.isPending}>
          {send.isPending ? t('reviews.report.sending') : t('reviews.report.send')}
        </button>
        <button type="button" className="btn btn--outline btn--small" onClick={onCancel}>
          {t('reviews.report.cancel')}
        </button>
      </div>
    </form>
  );
}

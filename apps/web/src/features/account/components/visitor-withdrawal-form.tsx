import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import {
  visitorWithdrawalRequestSchema,
  type VisitorWithdrawalRequest,
  type VisitorWithdrawalResponse,
} from '@arcanes/contracts/withdrawals';
import { applyApiErrors, errorOf, submitWith, useContractForm } from '#web/lib/contract-form.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { formatInstant } from '#web/lib/format-date.ts';
import { useVisitorWithdrawal } from '#web/features/account/api/visitor-withdrawal.ts';

const EMPTY = { name: '', email: '', payment_reference: '' };

/**
 * The withdrawal function for a visitor (art. L221-21; decision 0350): name, e-mail and the payment's
 * reference, a second step that says what happens, then « Confirmer la rétractation ». The answer is
 * dated; the acknowledgement goes by e-mail to the address given.
 */
export function VisitorWithdrawalForm() {
  const { t, i18n } = useTranslation(['account', 'common']);
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const form = useContractForm(visitorWithdrawalRequestSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const send = useVisitorWithdrawal();
  const [review, setReview] = useState<VisitorWithdrawalRequest | null>(null);
  const [done, setDone] = useState<VisitorWithdrawalResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const field = (name: keyof typeof EMPTY) => form.register(name, { onChange: () => form.clearErrors(name) });

  const confirm = () => {
    if (!review) return;
    setError(null);
    send.mutate(review, {
      onSuccess: (answer) => {
        setDone(answer);
        setReview(null);
        form.reset(EMPTY);
      },
      onError: (e) => {
        setReview(null);
        setError(applyApiErrors(form, e, t('common:errors.generic')));
      },
    });
  };

  if (done)
    return (
      <div className="card withdrawal" role="status">
        <h2>{t('visitorWithdrawal.doneTitle')}</h2>
        <p>{done.message}</p>
        <p className="muted">{t('withdrawal.receivedAt', { when: formatInstant(done.received_at, lang) })}</p>
      </div>
    );

  if (review)
    return (
      <div className="card withdrawal">
        <h2 id="visitor-withdrawal-confirm">{t('withdrawal.confirmTitle')}</h2>
        <p>
          {t('visitorWithdrawal.confirmText', {
            reference: review.payment_reference,
            email: review.email,
          })}
        </p>
        <div className="form-actions">
          <button type="button" className="btn btn--danger" disabled={send.isPending} onClick={confirm}>
            {send.isPending ? t('withdrawal.sending') : t('withdrawal.confirm')}
          </button>
          <button type="button" className="btn btn--outline" onClick={() => setReview(null)}>
            {t('visitorWithdrawal.back')}
          </button>
        </div>
      </div>
    );

  return (
    <form
      className="card withdrawal"
      noValidate
      aria-labelledby="visitor-withdrawal-title"
      onSubmit={(e) => {
        setError(null);
        submitWith(
          form,
          (request) => setReview(request),
          () => setError(t('visitorWithdrawal.invalid')),
        )(e);
      }}
    >
      <h2 id="visitor-withdrawal-title">{t('visitorWithdrawal.formTitle')}</h2>
      <p className="form-legend">{t('common:ui.requiredLegend')}</p>
      <TextField
        label={t('visitorWithdrawal.name')}
        autoComplete="name"
        required
        maxLength={160}
        error={errorOf(errors, 'name')}
        {...field('name')}
      />
      <TextField
        label={t('visitorWithdrawal.email')}
        hint={t('visitorWithdrawal.emailHint')}
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        error={errorOf(errors, 'email')}
        {...field('email')}
      />
      <TextField
        label={t('visitorWithdrawal.reference')}
        hint={t('visitorWithdrawal.referenceHint')}
        required
        maxLength={20}
        error={errorOf(errors, 'payment_reference')}
        {...field('payment_reference')}
      />
      <FormMessage kind="error">{error}</FormMessage>
      <button type="submit" className="btn">
        {t('visitorWithdrawal.next')}
      </button>
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { ORDER_ACCEPTANCE_FIELD } from '@arcanes/contracts/orders';
import { consultationRequestSchema } from '@arcanes/contracts/readings';
import { priceCents } from '@arcanes/domain/catalogue/offers';
import { HelpNotice } from '#web/components/ui/help-notice.tsx';
import { errorOf, hasMissing, submitWith, useContractForm } from '#web/lib/contract-form.ts';
import { formatCents } from '#web/lib/money.ts';
import { isQuestionRefusal } from '#web/lib/question-check.ts';
import { questionRefusal } from '#web/lib/question-refusal.ts';
import { READING_ENDPOINTS, type ReadingAnswer } from '#web/features/readings/api/post-reading.ts';
import { useReadingRun } from '#web/features/readings/hooks/use-reading-run.ts';
import { ReadingPanel } from './reading-panel';

/** /user/request: the seed's question box and its answer below. */
export function ConsultationRequest({ onAnswered }: { onAnswered?: (answer: ReadingAnswer) => void }) {
  const { t, i18n } = useTranslation('readings');
  const { t: td } = useTranslation('domains');
  // Billed as a single question (option 1): the button says so, as every order button does.
  const price = formatCents(priceCents(1), i18n.language);
  const { run, submit, busy } = useReadingRun(onAnswered);
  const form = useContractForm(consultationRequestSchema, {
    defaultValues: { question: '' },
    toRequest: (v) => ({ ...v, langage: i18n.language }),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onValid = (data: { question: string }) => {
    setFormError(null);
    const refused = questionRefusal(data.question, i18n.language);
    setRefusal(refused);
    if (refused) return;
    void submit(READING_ENDPOINTS.request, {
      question: data.question,
      langage: i18n.language,
      [ORDER_ACCEPTANCE_FIELD]: true,
    });
  };
  const serverFields = run.phase === 'error' ? (run.error.fields ?? {}) : {};
  const questionError = errorOf(form.formState.errors, 'question') ?? serverFields.question;

  return (
    <section className="card consultation" aria-labelledby="consultation-title">
      <h1 id="consultation-title">{t('request.title')}</h1>
      <p className="muted">{t('request.intro')}</p>
      <form
        onSubmit={submitWith(form, onValid, (found) =>
          setFormError(hasMissing(found) ? t('form.allRequired') : null),
        )}
        noValidate
      >
        <div className="field">
          <label htmlFor="consultation-question">{t('request.question')}</label>
          <textarea
            id="consultation-question"
            rows={4}
            maxLength={1000}
            aria-invalid={questionError ? true : undefined}
            aria-describedby={questionError ? 'consultation-question-error' : undefined}
            {...form.register('question')}
          />
          {questionError && (
            <p id="consultation-question-error" className="field-error">
              {questionError}
            </p>
          )}
        </div>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        {refusal && <HelpNotice message={refusal} />}
        <p id="consultation-order-terms" className="option-form__terms">
          {td('order.terms')}
        </p>
        <button type="submit" className="btn" disabled={busy} aria-describedby="consultation-order-terms">
          {busy ? t('form.sending') : td('order.button', { price })}
        </button>
        {run.phase === 'error' && !isQuestionRefusal(run.error.code) && (
          <p className="form-error" role="alert">
            {t('form.requestFailed')}
          </p>
        )}
      </form>
      <ReadingPanel run={run} />
    </section>
  );
}

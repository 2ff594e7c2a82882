import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { consultationRequestSchema } from '@arcanes/contracts/readings';
import { HelpNotice } from '../../../components/ui/help-notice';
import { checkForm, type FieldErrors } from '../../../lib/form-check';
import { isQuestionRefusal, questionRefusal } from '../../../lib/question-check';
import { READING_ENDPOINTS, type ReadingAnswer } from '../api/post-reading';
import { useReadingRun } from '../hooks/use-reading-run';
import { ReadingPanel } from './reading-panel';

/** /user/request: the seed's question box and its answer below. */
export function ConsultationRequest({ onAnswered }: { onAnswered?: (answer: ReadingAnswer) => void }) {
  const { t, i18n } = useTranslation('readings');
  const { run, submit, busy } = useReadingRun(onAnswered);
  const [question, setQuestion] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkForm(consultationRequestSchema, { question, langage: i18n.language }, i18n.language);
    if (!check.ok) {
      setErrors(check.fields);
      setFormError(check.missing ? t('form.allRequired') : null);
      return;
    }
    setErrors({});
    setFormError(null);
    const refused = questionRefusal(check.data.question, i18n.language);
    setRefusal(refused);
    if (refused) return;
    void submit(READING_ENDPOINTS.request, { question: check.data.question, langage: i18n.language });
  };
  const serverFields = run.phase === 'error' ? (run.error.fields ?? {}) : {};
  const questionError = errors.question ?? serverFields.question;

  return (
    <section className="card consultation" aria-labelledby="consultation-title">
      <h1 id="consultation-title">{t('request.title')}</h1>
      <p className="muted">{t('request.intro')}</p>
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="consultation-question">{t('request.question')}</label>
          <textarea
            id="consultation-question"
            name="question"
            rows={4}
            maxLength={1000}
            value={question}
            aria-invalid={questionError ? true : undefined}
            aria-describedby={questionError ? 'consultation-question-error' : undefined}
            onChange={(e) => setQuestion(e.target.value)}
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
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('form.sending') : t('request.submit')}
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

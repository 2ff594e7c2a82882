import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseEurosToCents } from '@arcanes/domain/money/cents';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatCents } from '../../../lib/money';
import { useSetSpendingLimit, useSpendingLimit } from '../api/spending-limit';

/** The customer's own monthly top-up limit: checked by the server at every checkout. */
export function SpendingLimitForm() {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const current = useSpendingLimit();
  const save = useSetSpendingLimit();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const send = async (cents: number | null) => {
    setError(null);
    setDone(null);
    try {
      await save.mutateAsync({ monthly_limit_cents: cents });
      setDone(cents === null ? t('limit.removed') : t('limit.saved', { amount: formatCents(cents, lang) }));
      setValue('');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('form.failed'));
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = parseEurosToCents(value.trim());
    if (cents === null || cents < 100 || cents > 1_000_000) {
      setError(t('limit.invalid'));
      return;
    }
    void send(cents);
  };

  const data = current.data;
  return (
    <section className="card spending-limit" aria-labelledby="limit-title">
      <h2 id="limit-title">{t('limit.title')}</h2>
      <p className="muted">{t('limit.intro')}</p>
      {data && (
        <p data-testid="limit-status">
          {data.monthly_limit_cents === null
            ? t('limit.none', { spent: formatCents(data.topped_up_this_month_cents, lang) })
            : t('limit.current', {
                limit: formatCents(data.monthly_limit_cents, lang),
                spent: formatCents(data.topped_up_this_month_cents, lang),
                left: formatCents(data.left_this_month_cents ?? 0, lang),
              })}
        </p>
      )}
      <form onSubmit={submit} noValidate className="spending-limit__form">
        <TextField
          label={t('limit.label')}
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error}
          hint={t('limit.hint')}
        />
        <div className="form-actions">
          <button type="submit" className="btn" disabled={save.isPending}>
            {t('limit.save')}
          </button>
          {data?.monthly_limit_cents != null && (
            <button
              type="button"
              className="btn btn--outline"
              disabled={save.isPending}
              onClick={() => void send(null)}
            >
              {t('limit.remove')}
            </button>
          )}
        </div>
      </form>
      <FormMessage kind="success">{done}</FormMessage>
    </section>
  );
}

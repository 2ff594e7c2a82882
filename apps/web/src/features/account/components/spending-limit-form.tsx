import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { parseEurosToCents } from '@arcanes/domain/money/cents';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { spendingLimitRequestSchema } from '@arcanes/contracts/limits';
import { applyApiErrors, submitWith, useContractForm } from '#web/lib/contract-form.ts';
import { formatCents } from '#web/lib/money.ts';
import { useSetSpendingLimit, useSpendingLimit } from '#web/features/account/api/spending-limit.ts';

/** The customer's own monthly top-up limit: checked by the server at every checkout. */
export function SpendingLimitForm() {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const current = useSpendingLimit();
  const save = useSetSpendingLimit();
  const form = useContractForm(spendingLimitRequestSchema, {
    // The amount as typed, in euros; the contract reads cents.
    defaultValues: { monthly_limit_cents: '' },
    toRequest: (v) => ({ monthly_limit_cents: parseEurosToCents(v.monthly_limit_cents.trim()) }),
    // Removing the limit is its own button: an amount that does not read as euros is no removal.
    check: (v) =>
      parseEurosToCents(v.monthly_limit_cents.trim()) === null ? { monthly_limit_cents: 'invalid' } : {},
  });
  const fault = form.formState.errors.monthly_limit_cents;
  const [done, setDone] = useState<string | null>(null);

  const send = async (cents: number | null) => {
    form.clearErrors();
    setDone(null);
    try {
      await save.mutateAsync({ monthly_limit_cents: cents });
      setDone(cents === null ? t('limit.removed') : t('limit.saved', { amount: formatCents(cents, lang) }));
      form.reset({ monthly_limit_cents: '' });
    } catch (err) {
      form.setError('monthly_limit_cents', {
        type: 'server',
        message: applyApiErrors(form, err, t('form.failed')),
      });
    }
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
      <form
        onSubmit={submitWith(form, (r) => send(r.monthly_limit_cents))}
        noValidate
        className="spending-limit__form"
      >
        <TextField
          label={t('limit.label')}
          inputMode="decimal"
          // The contract's bounds (1 € to 10 000 €) said in the form's own words; a refusal, the server's.
          error={fault ? (fault.type === 'server' ? fault.message : t('limit.invalid')) : null}
          {...form.register('monthly_limit_cents')}
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

import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { ORDER_BUTTON_LABEL } from '@arcanes/contracts/payments';
import { ApiError } from '#web/lib/api-client.ts';
import { currentLang } from '#web/lib/i18n.ts';
import { formatCents } from '#web/lib/money.ts';
import { paths } from '#web/lib/paths.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { postCheckout } from '#web/features/purchase/api/checkout.ts';
import { createPaypalOrder } from '#web/features/purchase/api/paypal.ts';
import { useBillingOptions } from '#web/features/purchase/api/billing.ts';
import { PaymentMarks } from '#web/components/ui/payment-marks.tsx';
import { storePlan, storeStep } from '#web/features/purchase/lib/plan-storage.ts';
import type { NoticeKey, PaymentMethod, SelectedPlan } from '#web/features/purchase/lib/workflow.ts';
import { StepHeading } from './step-heading';

interface Props {
  plan: SelectedPlan;
  notice: NoticeKey | null;
  onBack: () => void;
  onSessionLost: () => void;
}

/**
 * Card or PayPal, the order recap (the top-up and its price TTC), the withdrawal the top-up keeps (its
 * unspent part, within 14 days, from the payments page) and the button that says ordering means paying
 * (art. L221-14). A top-up is not a consultation: no waiver here; each reading's order button carries
 * the request for immediate execution and the waiver for that reading. Both statements are dated in
 * the contracts (TOP_UP_TERMS_VERSION, ORDER_TERMS_VERSION).
 */
export function PaymentStep({ plan, notice, onBack, onSessionLost }: Props) {
  const { t } = useTranslation('purchase');
  const lang = currentLang();
  const [method, setMethod] = useState<PaymentMethod>(plan.method ?? 'card');
  const [error, setError] = useState<string | null>(
    notice === 'paymentFailed'
      ? t('payment.cardFailed')
      : notice === 'paypalError'
        ? t('payment.paypalError')
        : null,
  );
  const [busy, setBusy] = useState(false);
  // The billing country (decision 0345): the buyer's last one, else France, among those the shop invoices.
  const billing = useBillingOptions();
  const [chosenCountry, setCountry] = useState<string | null>(null);
  const country = chosenCountry ?? billing.data?.country ?? 'FR';
  const countries = billing.data?.countries ?? ['FR'];
  const regionNames = new Intl.DisplayNames([lang], { type: 'region' });
  const collator = new Intl.Collator(lang);
  const sortedCountries = [...countries].sort((a, b) =>
    collator.compare(regionNames.of(a) ?? a, regionNames.of(b) ?? b),
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!plan.option) return setError(t('payment.missing'));
    setBusy(true);
    const order = { option: plan.option, lang, billing_country: country };
    try {
      const { paymentId, url } =
        method === 'card'
          ? await postCheckout({ ...order, method: 'card' }).then((r) => ({
              paymentId: r.payment_id,
              url: r.redirect_url,
            }))
          : await createPaypalOrder(order).then((r) => ({ paymentId: r.payment_id, url: r.approve_url }));
      // Remembered so that the return from the provider reopens the workflow at its confirmation.
      storePlan({ ...plan, method, payment_id: paymentId });
      storeStep('confirmation');
      window.location.assign(url);
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && e.status === 401) return onSessionLost();
      const serverSays =
        e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 429 ? e.message : null;
      setError(serverSays ?? (method === 'card' ? t('payment.cardFailed') : t('payment.paypalError')));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <StepHeading>{t('payment.heading')}</StepHeading>
      {notice === 'paymentCancelled' ? <p className="notice notice--info">{t('payment.cancelled')}</p> : null}
      <section className="wf-order" aria-labelledby="wf-order-title">
        <h3 id="wf-order-title">{t('payment.recap')}</h3>
        <dl>
          <div>
            <dt>{t('payment.offer')}</dt>
            <dd>{t('payment.topUp', { amount: formatCents(plan.price_cents, lang) })}</dd>
          </div>
          {plan.reading ? (
            <div>
              <dt>{t('payment.forReading')}</dt>
              <dd>{plan.reading}</dd>
            </div>
          ) : (
            <div>
              <dt>{t('payment.usableFor')}</dt>
              <dd>{t('payment.usableForText')}</dd>
            </div>
          )}
          <div className="wf-order__total">
            <dt>{t('payment.price')}</dt>
            <dd>{formatCents(plan.price_cents, lang)}</dd>
          </div>
        </dl>
      </section>
      <fieldset className="pay-methods">
        <legend>{t('payment.method')}</legend>
        {(['card', 'paypal'] as const).map((m) => (
          <label key={m} className={`pay-method${method === m ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name="method"
              value={m}
              checked={method === m}
              onChange={() => setMethod(m)}
            />
            <span className="pay-method__text">
              <span className="pay-method__name">{t(`payment.${m}`)}</span>
              <span className="pay-method__hint">{t(`payment.${m}Hint`)}</span>
            </span>
            <PaymentMarks method={m} />
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="wf-billing-country">{t('payment.country')}</label>
        <select
          id="wf-billing-country"
          name="billing_country"
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          aria-describedby="wf-billing-country-hint"
          disabled={busy}
        >
          {sortedCountries.map((code) => (
            <option key={code} value={code}>
              {regionNames.of(code) ?? code}
            </option>
          ))}
        </select>
        <p id="wf-billing-country-hint" className="field__hint">
          {billing.data?.regime === 'multi-purpose'
            ? t('payment.countryHintMulti')
            : t('payment.countryHintSingle')}
        </p>
      </div>
      <p className="wf-withdrawal">{t('payment.withdrawal')}</p>
      <p className="wf-terms">
        <a href={paths.terms} target="_blank" rel="noopener">
          {t('payment.terms')} <span className="visually-hidden">{t('ui.newTab', { ns: 'common' })}</span>
        </a>
      </p>
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="info">{busy ? t('payment.redirecting') : null}</FormMessage>
      <div className="wf-actions">
        <button type="button" className="btn btn--ghost-dark" onClick={onBack} disabled={busy}>
          {t('payment.back')}
        </button>
        <button type="submit" className="btn btn--order" disabled={busy}>
          {ORDER_BUTTON_LABEL[lang]}
        </button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOffers } from '../../../lib/offers';
import { formatCents } from '../../../lib/money';
import { DomainIcon } from '../../../components/ui/domain-icon';
import { FormMessage } from '../../../components/ui/form-message';
import { PURCHASE_DOMAINS, type PurchaseDomain, type SelectedPlan } from '../lib/workflow';
import { StepHeading } from './step-heading';

const FALLBACK_NAMES: Record<PurchaseDomain, string> = {
  astrologie: 'Astrologie',
  numerologie: 'Numérologie',
  tarot: 'Tarot',
};

/** Astrologie, Numérologie or Tarot, then the recap and "Valider". */
export function ChooseStep({
  plan,
  onSelect,
  onValidate,
  onBack,
}: {
  plan: SelectedPlan;
  onSelect: (d: PurchaseDomain) => void;
  onValidate: () => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation('purchase');
  const offers = useOffers();
  const [error, setError] = useState<string | null>(null);
  const domainName = (d: PurchaseDomain) =>
    offers.data?.domains.find((x) => x.id === d)?.name ?? FALLBACK_NAMES[d];
  const optionName = plan.domain
    ? offers.data?.domains.find((x) => x.id === plan.domain)?.options.find((o) => o.option === plan.option)
        ?.name
    : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!plan.domain) return setError(t('choose.required'));
        onValidate();
      }}
    >
      <StepHeading>{t('choose.heading')}</StepHeading>
      <fieldset className="domain-choice" aria-describedby={error ? 'wf-choose-error' : undefined}>
        <legend className="visually-hidden">{t('choose.legend')}</legend>
        {PURCHASE_DOMAINS.map((d) => (
          <label key={d} className={`domain-choice__item${plan.domain === d ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name="domain"
              value={d}
              checked={plan.domain === d}
              onChange={() => {
                setError(null);
                onSelect(d);
              }}
            />
            <DomainIcon domain={d} />
            <span className="domain-choice__text">
              <span className="domain-choice__name">{domainName(d)}</span>
              <span className="domain-choice__hint">{t(`choose.hints.${d}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="wf-summary" aria-live="polite">
        {plan.domain ? `${domainName(plan.domain)} · ` : ''}
        {t('choose.summary', {
          option: optionName ?? plan.title,
          price: formatCents(plan.price_cents, i18n.language),
        })}
      </p>
      <FormMessage kind="error" id="wf-choose-error">
        {error}
      </FormMessage>
      <div className="wf-actions">
        <button type="button" className="btn btn--ghost-dark" onClick={onBack}>
          {t('choose.back')}
        </button>
        <button type="submit" className="btn">
          {t('choose.validate')}
        </button>
      </div>
    </form>
  );
}

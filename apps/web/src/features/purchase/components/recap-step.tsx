import { useTranslation } from '#web/lib/use-translation.tsx';
import { formatCents } from '#web/lib/money.ts';
import type { SelectedPlan } from '#web/features/purchase/lib/workflow.ts';
import { StepHeading } from './step-heading';

export function RecapStep({
  plan,
  onNext,
  onCancel,
}: {
  plan: SelectedPlan;
  onNext: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('purchase');
  return (
    <>
      <StepHeading>{t('recap.heading')}</StepHeading>
      <p>{t('recap.intro')}</p>
      <div className="wf-offer">
        <p className="wf-offer__title">{t('recap.topUp')}</p>
        <p className="wf-offer__price">
          <span className="visually-hidden">{t('recap.price')} : </span>
          {formatCents(plan.price_cents, i18n.language)} <span className="wf-offer__ttc">{t('ttc')}</span>
        </p>
        <p className="wf-offer__covers">{t('recap.covers', { offer: plan.title })}</p>
      </div>
      <p className="muted">{t('recap.note')}</p>
      <div className="wf-actions">
        <button type="button" className="btn btn--ghost-dark" onClick={onCancel}>
          {t('recap.cancel')}
        </button>
        <button type="button" className="btn" onClick={onNext}>
          {t('recap.next')}
        </button>
      </div>
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useNavigate, useSearchParams } from '#web/lib/router.tsx';
import { readStoredPlan } from '#web/features/purchase/lib/plan-storage.ts';
import '#web/styles/workflow.css';
import { PurchaseConfirmation } from './purchase-confirmation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /workflow/confirmation: the same confirmation as the overlay's last step, as a page. */
export function ConfirmationPage() {
  const { t } = useTranslation('purchase');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Read once: the stored plan is cleared as soon as the payment is settled.
  const [paymentId] = useState(() => {
    const fromQuery = params.get('payment_id');
    return fromQuery && UUID.test(fromQuery) ? fromQuery : (readStoredPlan()?.payment_id ?? null);
  });
  return (
    <main id="main" className="page narrow">
      <p className="kicker">{t('confirmation.pageTitle')}</p>
      <div className="card confirmation-card">
        <PurchaseConfirmation
          paymentId={paymentId}
          heading={(text) => <h1>{text}</h1>}
          onHome={() => void navigate('/')}
        />
      </div>
    </main>
  );
}

import { useTranslation } from '#web/lib/use-translation.tsx';
import { AccountShell } from './account-shell';
import { SubscriptionPanel } from './subscription-panel';

/** /user/subscription and /user/SubscriptionManagementUser (the same page). */
export function SubscriptionPage() {
  const { t } = useTranslation('account');
  return (
    <AccountShell title={t('subscription.title')}>
      <SubscriptionPanel headingLevel={null} />
    </AccountShell>
  );
}

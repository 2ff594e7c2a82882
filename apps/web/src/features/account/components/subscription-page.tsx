import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { SubscriptionPanel } from './subscription-panel';

/** /user/subscription and /user/SubscriptionManagementUser (the same page). */
export function SubscriptionPage() {
  const { t } = useTranslation('account');
  return (
    <main id="main" className="page narrow">
      <SubscriptionPanel headingLevel={1} />
      <p>
        <Link to={paths.user.profile}>{t('actions.account')}</Link>
      </p>
    </main>
  );
}

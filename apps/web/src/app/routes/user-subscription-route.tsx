import '../../styles/user-area.css';
import { SubscriptionPage } from '../../features/account/components/subscription-page';
import { SignedInOnly } from '../compose/signed-in-only';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';

/** /user/subscription and /user/SubscriptionManagementUser. */
export function Component() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('subscription.title'));
  return (
    <SignedInOnly>
      <SubscriptionPage />
    </SignedInOnly>
  );
}

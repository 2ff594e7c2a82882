import '#web/styles/user-area.css';
import { SubscriptionPage } from '#web/features/account/components/subscription-page.tsx';
import { SignedInOnly } from '#web/app/compose/signed-in-only.tsx';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';

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

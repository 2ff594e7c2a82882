import '#web/styles/user-area.css';
import { PaymentsPage } from '#web/features/account/components/payments-page.tsx';
import { useSession } from '#web/lib/session.ts';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';

/** /user/payments: the payment history; a visitor gets the seed's "Tu n'es pas connecté !". */
export function Component() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('payments.title'));
  const { user, isPending } = useSession();
  if (isPending) return <main id="main" className="page page-loading" aria-busy="true" />;
  return <PaymentsPage signedIn={user !== null} />;
}

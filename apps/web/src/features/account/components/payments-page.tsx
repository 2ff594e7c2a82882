import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { PaymentsTable } from './payments-table';
import { InvoicesTable } from './invoices-table';
import { SpendingLimitForm } from './spending-limit-form';
import { WithdrawalPanel } from './withdrawal-panel';

/** /user/payments. Without a session, the seed's "Tu n'es pas connecté !" in an alert region. */
export function PaymentsPage({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('account');
  return (
    <main id="main" className="page account-page">
      {signedIn ? (
        <>
          <PaymentsTable headingLevel={1} />
          <InvoicesTable />
          <WithdrawalPanel />
          <SpendingLimitForm />
          <p>
            <Link to={paths.user.profile}>{t('actions.account')}</Link>
          </p>
        </>
      ) : (
        <div className="card narrow-card">
          <h1>{t('payments.title')}</h1>
          <p className="form-error" role="alert">
            {t('payments.notConnected')}
          </p>
          <Link className="btn" to={paths.user.profile}>
            {t('actions.login')}
          </Link>
        </div>
      )}
    </main>
  );
}

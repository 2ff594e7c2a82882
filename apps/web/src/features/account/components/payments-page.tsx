import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link } from '#web/lib/router.tsx';
import { paths } from '#web/lib/paths.ts';
import { useProfile } from '#web/features/account/api/get-profile.ts';
import { useInvoices } from '#web/features/account/api/get-invoices.ts';
import { useLedger } from '#web/features/account/api/get-ledger.ts';
import { usePayments } from '#web/features/account/api/get-payments.ts';
import { useWithdrawals } from '#web/features/account/api/get-withdrawals.ts';
import { useSpendingLimit } from '#web/features/account/api/spending-limit.ts';
import { AccountShell } from './account-shell';
import { WalletCard } from './account-summary';
import { InvoicesTable } from './invoices-table';
import { LedgerTable } from './ledger-table';
import { PaymentsTable } from './payments-table';
import { SpendingLimitForm } from './spending-limit-form';
import { WithdrawalPanel } from './withdrawal-panel';

/**
 * /user/payments, « Portefeuille »: the balance, its movements, the payments with their invoices,
 * the withdrawal and the monthly limit. Without a session, the seed's "Tu n'es pas connecté !".
 */
export function PaymentsPage({ signedIn }: { signedIn: boolean }) {
  return signedIn ? <Wallet /> : <NotConnected />;
}

function NotConnected() {
  const { t } = useTranslation('account');
  return (
    <main id="main" className="page account-page">
      <div className="card narrow-card">
        <h1>{t('payments.title')}</h1>
        <p className="form-error" role="alert">
          {t('payments.notConnected')}
        </p>
        <Link className="btn" to={paths.user.profile}>
          {t('actions.login')}
        </Link>
        <p>
          <Link to={paths.withdrawal}>{t('visitorWithdrawal.title')}</Link>
        </p>
      </div>
    </main>
  );
}

/**
 * The balance and the sections arrive together and are drawn at once, in a frame as tall as the
 * screen: drawn one by one, each pushed the ones below it down (layout shift 0,93 measured with a
 * year of top-ups and readings, issue 37).
 */
function Wallet() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  const pending = [
    useLedger(),
    usePayments(),
    useInvoices(),
    useWithdrawals(),
    useSpendingLimit(),
    profile,
  ].some((q) => q.isPending);
  return (
    <AccountShell title={t('wallet.title')}>
      <div className="history-page">
        {pending ? (
          <p className="muted" aria-busy="true">
            {t('loading')}
          </p>
        ) : (
          <>
            {profile.data && <WalletCard walletCents={profile.data.wallet_cents} showMovements={false} />}
            <LedgerTable />
            <PaymentsTable />
            <InvoicesTable />
            <WithdrawalPanel />
            <SpendingLimitForm />
          </>
        )}
      </div>
    </AccountShell>
  );
}

import '#web/styles/user-area.css';
import { Link } from '#web/lib/router.tsx';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/session.ts';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { VisitorWithdrawalForm } from '#web/features/account/components/visitor-withdrawal-form.tsx';

/**
 * /retractation, the footer's « Se rétracter du contrat ici » (decision 0350): the withdrawal function
 * for everyone. Signed in, the account's panel is one click away (it lists what can be withdrawn
 * from); without a session, the form asks for the name, the e-mail and the payment's reference.
 */
export function Component() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('visitorWithdrawal.title'));
  const { user } = useSession();
  return (
    <main id="main" className="page account-page">
      <div className="narrow-card">
        <h1>{t('visitorWithdrawal.title')}</h1>
        <p>{t('visitorWithdrawal.intro')}</p>
        {user ? (
          <p className="card">
            {t('visitorWithdrawal.signedIn')}{' '}
            <Link className="btn" to={`${paths.user.payments}#withdrawal`}>
              {t('visitorWithdrawal.toAccount')}
            </Link>
          </p>
        ) : (
          <p>
            {t('visitorWithdrawal.haveAccount')}{' '}
            <Link to={paths.user.profile} state={{ from: `${paths.user.payments}#withdrawal` }}>
              {t('visitorWithdrawal.login')}
            </Link>
          </p>
        )}
        <VisitorWithdrawalForm />
      </div>
    </main>
  );
}

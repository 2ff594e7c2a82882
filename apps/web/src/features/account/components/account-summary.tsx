import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link } from '#web/lib/router.tsx';
import type { ProfileResponse } from '@arcanes/contracts/accounts';
import { formatCalendarDate } from '#web/lib/format-date.ts';
import { formatCents } from '#web/lib/money.ts';
import { paths } from '#web/lib/paths.ts';
import { EmailStatus } from './email-status';

/** Who the account is, and the wallet with two decimals and where to top it up. */
export function AccountSummary({ profile }: { profile: ProfileResponse }) {
  const { t, i18n } = useTranslation('account');
  const none = <span className="muted">{t('summary.none')}</span>;
  const rows: [string, ReactNode][] = [
    [t('summary.username'), profile.username],
    [t('summary.name'), [profile.first_name, profile.last_name].filter(Boolean).join(' ') || none],
    [t('summary.email'), <EmailStatus email={profile.email} verified={profile.email_verified} />],
    [t('summary.sexe'), profile.sexe ? t(`sexe.${profile.sexe}`) : none],
    [
      t('summary.birthDate'),
      profile.date_naissance ? formatCalendarDate(profile.date_naissance, i18n.language) : none,
    ],
    [
      t('summary.birthTime'),
      profile.heure_naissance ?? <span className="muted">{t('summary.timeUnknown')}</span>,
    ],
    [t('summary.birthPlace'), profile.birth_place?.label ?? profile.lieu_naissance ?? none],
  ];
  return (
    <div className="account-grid">
      <section className="card account-identity" aria-labelledby="account-identity-title">
        <h2 id="account-identity-title">{t('summary.title')}</h2>
        <dl className="facts">
          {rows.map(([label, value]) => (
            <div key={label} className="facts__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <WalletCard walletCents={profile.wallet_cents} />
    </div>
  );
}

/** The balance with two decimals and where to top it up; on the profile, a link to its movements. */
export function WalletCard({
  walletCents,
  showMovements = true,
}: {
  walletCents: number;
  showMovements?: boolean;
}) {
  const { t, i18n } = useTranslation('account');
  return (
    <section className="card account-wallet" aria-labelledby="account-wallet-title">
      <h2 id="account-wallet-title">{t(showMovements ? 'wallet.title' : 'wallet.balance')}</h2>
      <p className="account-wallet__amount" data-testid="wallet-amount">
        {formatCents(walletCents, i18n.language)}
      </p>
      <p className="muted">{t('wallet.note')}</p>
      <div className="account-wallet__actions">
        <Link className="btn btn--gold" to="/#tarifs">
          {t('wallet.topUp')}
        </Link>
        {showMovements && (
          <Link className="account-wallet__link" to={paths.user.payments}>
            {t('wallet.movements')}
          </Link>
        )}
      </div>
    </section>
  );
}

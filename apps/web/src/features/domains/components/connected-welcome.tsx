import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link } from '#web/lib/router.tsx';
import { formatCents } from '#web/lib/money.ts';
import { paths } from '#web/lib/paths.ts';

/** The top of the connected area: who is here, what the wallet holds, where to go. */
export function ConnectedWelcome({ name, walletCents }: { name: string; walletCents: number }) {
  const { t, i18n } = useTranslation('domains');
  return (
    <header className="connected-welcome">
      <div>
        <p className="eyebrow eyebrow--dark">{t('connected.eyebrow')}</p>
        <h1>{t('connected.title', { name })}</h1>
        <p className="muted">{t('connected.intro')}</p>
      </div>
      <div className="connected-welcome__wallet card">
        <p className="connected-welcome__label">{t('connected.wallet')}</p>
        <p className="connected-welcome__amount" data-testid="connected-wallet">
          {formatCents(walletCents, i18n.language)}
        </p>
        <p className="connected-welcome__links">
          <Link to="/#tarifs">{t('connected.topUp')}</Link>
          <Link to={paths.user.history}>{t('connected.history')}</Link>
          <Link to={paths.user.sky}>{t('connected.sky')}</Link>
          <Link to={paths.user.profile}>{t('connected.account')}</Link>
        </p>
      </div>
    </header>
  );
}

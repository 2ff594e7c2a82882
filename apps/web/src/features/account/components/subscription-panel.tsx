import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link } from '#web/lib/router.tsx';
import { formatCalendarDate } from '#web/lib/format-date.ts';
import { useForecasts } from '#web/features/account/api/get-forecasts.ts';

/**
 * « Mes prévisions en cours » (the seed's subscription page): a short-term forecast is bought once and
 * covers a period; each shows that period. Nothing renews, there is nothing to cancel.
 */
export function SubscriptionPanel({ headingLevel = 2 }: { headingLevel?: 1 | 2 | null }) {
  const { t, i18n } = useTranslation('account');
  const list = useForecasts();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const date = (iso: string) => formatCalendarDate(iso.slice(0, 10), i18n.language);
  return (
    <section
      className="card subscription"
      aria-labelledby={headingLevel === null ? undefined : 'subscription-title'}
      aria-label={headingLevel === null ? t('subscription.title') : undefined}
    >
      {headingLevel !== null && <Heading id="subscription-title">{t('subscription.title')}</Heading>}
      <p className="muted">{t('subscription.oneOff')}</p>
      {list.isPending && <p className="muted">{t('loading')}</p>}
      {list.isError && (
        <p className="form-error" role="alert">
          {list.error.message}
        </p>
      )}
      {list.data && list.data.forecasts.length > 0 && (
        <ul className="forecast-list">
          {list.data.forecasts.map((f) => (
            <li key={f.id}>
              <strong>{f.title}</strong> —{' '}
              {t('subscription.period', { from: date(f.starts_at), to: date(f.ends_at) })}{' '}
              <span className={`status-badge status-badge--${f.state}`}>
                {t(`subscription.states.${f.state}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.current === 0 && (
        <p className="muted">
          {t('subscription.none')} {t('subscription.how')}{' '}
          <Link to="/#tarifs">{t('subscription.offers')}</Link>
        </p>
      )}
    </section>
  );
}

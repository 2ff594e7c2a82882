import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../lib/format-date';
import { useSubscription } from '../api/get-subscription';

/** The seed's subscription: plan, Actif / Inactif / Expiré, end date. */
export function SubscriptionPanel({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t, i18n } = useTranslation('account');
  const sub = useSubscription();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="card subscription" aria-labelledby="subscription-title">
      <Heading id="subscription-title">{t('subscription.title')}</Heading>
      {sub.isPending && <p className="muted">{t('loading')}</p>}
      {sub.isError && (
        <p className="form-error" role="alert">
          {sub.error.message}
        </p>
      )}
      {sub.data && (
        <>
          <dl className="facts">
            <div className="facts__row">
              <dt>{t('subscription.plan')}</dt>
              <dd>{sub.data.plan ?? t('subscription.none')}</dd>
            </div>
            <div className="facts__row">
              <dt>{t('subscription.status')}</dt>
              <dd>
                <span className={`status-badge status-badge--${sub.data.status_code}`}>
                  {t(`subscription.statuses.${sub.data.status_code}`)}
                </span>
              </dd>
            </div>
            {sub.data.end_date && (
              <div className="facts__row">
                <dt>
                  {sub.data.status_code === 'expired' ? t('subscription.ended') : t('subscription.endDate')}
                </dt>
                <dd>{formatCalendarDate(sub.data.end_date, i18n.language)}</dd>
              </div>
            )}
          </dl>
          {!sub.data.active && (
            <p className="muted">
              {t('subscription.how')} <Link to="/#tarifs">{t('subscription.offers')}</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}

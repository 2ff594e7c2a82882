import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../lib/format-date';
import { formatCents } from '../../../lib/money';
import { usePayments } from '../api/get-payments';

const PROVIDERS: Record<string, string> = { demo: 'Démo', stripe: 'Stripe', paypal: 'PayPal' };

/** The seed's payment history (date and reference), with amount, provider and status. */
export function PaymentsTable({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const payments = usePayments();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="card history-section" aria-labelledby="payments-title">
      <Heading id="payments-title">{t('payments.title')}</Heading>
      {payments.isPending && <p className="muted">{t('loading')}</p>}
      {payments.isError && (
        <p className="form-error" role="alert">
          {payments.error.message}
        </p>
      )}
      {payments.data && payments.data.payments.length === 0 && <p className="muted">{t('payments.empty')}</p>}
      {payments.data && payments.data.payments.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="payments-title">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('payments.date')}</th>
                <th scope="col">{t('payments.reference')}</th>
                <th scope="col">{t('payments.offer')}</th>
                <th scope="col" className="num">
                  {t('payments.amount')}
                </th>
                <th scope="col">{t('payments.provider')}</th>
                <th scope="col">{t('payments.status')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.data.payments.map((p) => (
                <tr key={p.id}>
                  <td data-label={t('payments.date')}>{formatInstant(p.created_at, lang)}</td>
                  <td data-label={t('payments.reference')}>
                    <span className="mono">{p.external_reference ?? p.id.slice(0, 8)}</span>
                  </td>
                  <td data-label={t('payments.offer')}>{p.offer}</td>
                  <td data-label={t('payments.amount')} className="num">
                    {formatCents(p.amount_cents, lang)}
                  </td>
                  <td data-label={t('payments.provider')}>
                    {p.provider === 'demo' ? t('payments.demo') : (PROVIDERS[p.provider] ?? p.provider)}
                    {p.method === 'paypal' && p.provider !== 'paypal' ? ' (PayPal)' : ''}
                  </td>
                  <td data-label={t('payments.status')}>
                    <span className={`status-badge status-badge--${p.status}`}>{t(`payments.statuses.${p.status}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

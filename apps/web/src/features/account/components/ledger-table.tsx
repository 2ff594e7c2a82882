import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../lib/format-date';
import { formatCents } from '../../../lib/money';
import { useLedger } from '../api/get-ledger';

/** Every movement of the wallet, newest first: what came in, what each reading took, refunds. */
export function LedgerTable() {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const ledger = useLedger();
  const signed = (cents: number) => `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${formatCents(Math.abs(cents), lang)}`;
  return (
    <section className="card history-section" aria-labelledby="ledger-title">
      <h2 id="ledger-title">{t('ledger.title')}</h2>
      {ledger.isPending && <p className="muted">{t('loading')}</p>}
      {ledger.isError && (
        <p className="form-error" role="alert">
          {t('wallet.error')}
        </p>
      )}
      {ledger.data && ledger.data.entries.length === 0 && <p className="muted">{t('ledger.empty')}</p>}
      {ledger.data && ledger.data.entries.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="ledger-title">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('ledger.date')}</th>
                <th scope="col">{t('ledger.kind')}</th>
                <th scope="col" className="num">
                  {t('ledger.amount')}
                </th>
                <th scope="col" className="num">
                  {t('ledger.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.data.entries.map((e) => (
                <tr key={e.id}>
                  <td data-label={t('ledger.date')}>{formatInstant(e.created_at, lang)}</td>
                  <td data-label={t('ledger.kind')}>
                    <span>
                      {t(`ledger.kinds.${e.kind}`)}
                      {e.reason && <span className="muted small"> — {e.reason}</span>}
                    </span>
                  </td>
                  <td data-label={t('ledger.amount')} className={`num ${e.amount_cents < 0 ? 'amount--out' : 'amount--in'}`}>
                    {signed(e.amount_cents)}
                  </td>
                  <td data-label={t('ledger.balance')} className="num">
                    {formatCents(e.balance_after_cents, lang)}
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

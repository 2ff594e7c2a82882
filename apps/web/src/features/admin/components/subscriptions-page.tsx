import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionStatusCode } from '@arcanes/contracts/admin';
import { SelectField } from '../../../components/ui/choice-field';
import { useSubscriptions } from '../api/get-subscriptions';
import { formatDate } from './admin-format';
import { Pager } from './pager';
import { QueryState } from './query-state';

const PAGE = 25;
const STATUSES: SubscriptionStatusCode[] = ['active', 'inactive', 'expired'];

/** /admin/subscriptions: the plans bought (three-month forecasts), Actif / Inactif / Expiré. */
export function AdminSubscriptionsPage() {
  const { t, i18n } = useTranslation('admin');
  const [status, setStatus] = useState<SubscriptionStatusCode>();
  const [offset, setOffset] = useState(0);
  const subs = useSubscriptions({ status, limit: PAGE, offset });
  return (
    <div className="admin-page">
      <header className="admin-page__head">
        <h1>{t('subscriptions.title')}</h1>
        <p className="muted">{t('subscriptions.intro')}</p>
      </header>
      <div className="admin-filters">
        <SelectField
          label={t('subscriptions.status')}
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.target.value || undefined) as SubscriptionStatusCode | undefined);
            setOffset(0);
          }}
          placeholder={t('filters.all')}
          choices={STATUSES.map((s) => ({ value: s, label: t(`subscriptions.statuses.${s}`) }))}
        />
        <button
          type="button"
          className="btn btn--small btn--quiet"
          onClick={() => void subs.refetch()}
          disabled={subs.isFetching}
        >
          {subs.isFetching ? t('status.refreshing') : t('actions.refresh')}
        </button>
      </div>
      <QueryState isPending={subs.isPending} error={subs.error} onRetry={() => void subs.refetch()} />
      {subs.data ? (
        <>
          <div className="table-scroll">
            <table className="admin-table">
              <caption>{t('subscriptions.caption', { count: subs.data.total })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('subscriptions.user')}</th>
                  <th scope="col">{t('subscriptions.plan')}</th>
                  <th scope="col">{t('subscriptions.start')}</th>
                  <th scope="col">{t('subscriptions.end')}</th>
                  <th scope="col">{t('subscriptions.status')}</th>
                </tr>
              </thead>
              <tbody>
                {subs.data.subscriptions.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="empty">
                      {t('subscriptions.none')}
                    </td>
                  </tr>
                ) : (
                  subs.data.subscriptions.map((s) => (
                    <tr key={s.id}>
                      <td>{s.username ?? t('payments.erased')}</td>
                      <td>{s.plan_label}</td>
                      <td>{formatDate(s.starts_at, i18n.language)}</td>
                      <td>{formatDate(s.end_date, i18n.language)}</td>
                      <td>
                        <span className={`badge badge--${s.status_code}`}>{s.status}</span>
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <Pager
            total={subs.data.total}
            limit={PAGE}
            offset={offset}
            onOffset={setOffset}
            label={t('subscriptions.pager')}
          />
        </>
      ) : null}
    </div>
  );
}

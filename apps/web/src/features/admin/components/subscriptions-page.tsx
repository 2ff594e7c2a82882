import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { SubscriptionStatusCode } from '@arcanes/contracts/admin';
import { SelectField } from '#web/components/ui/choice-field.tsx';
import { useSubscriptions } from '#web/features/admin/api/get-subscriptions.ts';
import { formatDate } from './admin-format';
import { AdminPageHead, AdminTable, PagedResults, RefreshButton } from './admin-table';

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
      <AdminPageHead title={t('subscriptions.title')} intro={t('subscriptions.intro')} />
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
        <RefreshButton query={subs} />
      </div>
      <PagedResults
        query={subs}
        limit={PAGE}
        offset={offset}
        onOffset={setOffset}
        pagerLabel={t('subscriptions.pager')}
      >
        {(data) => (
          <AdminTable
            caption={t('subscriptions.caption', { count: data.total })}
            rows={data.subscriptions}
            rowKey={(s) => s.id}
            empty={t('subscriptions.none')}
            columns={[
              { header: t('subscriptions.user'), cell: (s) => s.username ?? t('payments.erased') },
              { header: t('subscriptions.plan'), cell: (s) => s.plan_label },
              { header: t('subscriptions.start'), cell: (s) => formatDate(s.starts_at, i18n.language) },
              { header: t('subscriptions.end'), cell: (s) => formatDate(s.end_date, i18n.language) },
              {
                header: t('subscriptions.status'),
                cell: (s) => <span className={`badge badge--${s.status_code}`}>{s.status}</span>,
              },
            ]}
          />
        )}
      </PagedResults>
    </div>
  );
}

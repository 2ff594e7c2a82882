import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { SubscriptionStatusCode } from '@arcanes/contracts/admin';
import { SelectField } from '#web/components/ui/choice-field.tsx';
import { useSubscriptions } from '#web/features/admin/api/get-subscriptions.ts';
import { formatDate } from './admin-format';
import { AdminPageHead, AdminTable, CursorResults, RefreshButton } from './admin-table';
import { useCursorPages } from './pager';

const PAGE = 25;
const STATUSES: SubscriptionStatusCode[] = ['active', 'inactive', 'expired'];

/** /admin/subscriptions: the plans bought (three-month forecasts), Actif / Inactif / Expiré. */
export function AdminSubscriptionsPage() {
  const { t, i18n } = useTranslation('admin');
  const [status, setStatus] = useState<SubscriptionStatusCode>();
  const pages = useCursorPages();
  const subs = useSubscriptions({ status, limit: PAGE, cursor: pages.cursor });
  return (
    <div className="admin-page">
      <AdminPageHead title={t('subscriptions.title')} intro={t('subscriptions.intro')} />
      <div className="admin-filters">
        <SelectField
          label={t('subscriptions.status')}
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.target.value || undefined) as SubscriptionStatusCode | undefined);
            pages.reset();
          }}
          placeholder={t('filters.all')}
          choices={STATUSES.map((s) => ({ value: s, label: t(`subscriptions.statuses.${s}`) }))}
        />
        <RefreshButton query={subs} />
      </div>
      <CursorResults
        query={subs}
        limit={PAGE}
        pages={pages}
        rows={(data) => data.subscriptions.length}
        capped={(data) => data.total_capped}
        pagerLabel={t('subscriptions.pager')}
      >
        {(data) => (
          <AdminTable
            caption={t(data.total_capped ? 'subscriptions.captionCapped' : 'subscriptions.caption', {
              count: data.total,
            })}
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
      </CursorResults>
    </div>
  );
}

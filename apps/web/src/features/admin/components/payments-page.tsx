import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPayment } from '@arcanes/contracts/admin';
import { SelectField } from '../../../components/ui/choice-field';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { usePayments, type PaymentsParams } from '../api/get-payments';
import { useRefundPayment } from '../api/refund-payment';
import { formatMoney, formatShortDateTime } from './admin-format';
import { ConfirmDialog } from './confirm-dialog';
import { Pager } from './pager';
import { QueryState } from './query-state';

const PAGE = 25;
const STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
const PROVIDERS = ['demo', 'stripe', 'paypal'] as const;

/** /admin/payments: every payment, filtered by status and provider; a succeeded one can be refunded with a reason. */
export function AdminPaymentsPage() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const [status, setStatus] = useState<PaymentsParams['status']>();
  const [provider, setProvider] = useState<PaymentsParams['provider']>();
  const [offset, setOffset] = useState(0);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const payments = usePayments({ status, provider, limit: PAGE, offset });
  const refund = useRefundPayment();

  const confirmRefund = () => {
    if (!refunding) return;
    if (!reason.trim()) {
      setReasonError(t('payments.reasonRequired'));
      return;
    }
    refund.mutate(
      { id: refunding.id, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          setRefunding(null);
          setNotice(answer.message);
        },
      },
    );
  };

  return (
    <div className="admin-page">
      <header className="admin-page__head">
        <h1>{t('payments.title')}</h1>
        <p className="muted">{t('payments.intro')}</p>
      </header>
      <FormMessage kind="success">{notice}</FormMessage>
      <div className="admin-filters">
        <SelectField
          label={t('payments.status')}
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.target.value || undefined) as PaymentsParams['status']);
            setOffset(0);
          }}
          placeholder={t('filters.all')}
          choices={STATUSES.map((s) => ({ value: s, label: t(`payments.statuses.${s}`) }))}
        />
        <SelectField
          label={t('payments.provider')}
          value={provider ?? ''}
          onChange={(e) => {
            setProvider((e.target.value || undefined) as PaymentsParams['provider']);
            setOffset(0);
          }}
          placeholder={t('filters.all')}
          choices={PROVIDERS.map((p) => ({ value: p, label: t(`providers.values.${p}`) }))}
        />
        <button
          type="button"
          className="btn btn--small btn--quiet"
          onClick={() => void payments.refetch()}
          disabled={payments.isFetching}
        >
          {payments.isFetching ? t('status.refreshing') : t('actions.refresh')}
        </button>
      </div>
      <QueryState
        isPending={payments.isPending}
        error={payments.error}
        onRetry={() => void payments.refetch()}
      />
      {payments.data ? (
        <>
          <div className="table-scroll">
            <table
              className="admin-table admin-table--dense"
              aria-busy={payments.isPlaceholderData || undefined}
            >
              <caption>{t('payments.caption', { count: payments.data.total })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('payments.date')}</th>
                  <th scope="col">{t('payments.user')}</th>
                  <th scope="col">{t('payments.offer')}</th>
                  <th scope="col" className="num">
                    {t('payments.amount')}
                  </th>
                  <th scope="col">{t('payments.provider')}</th>
                  <th scope="col">{t('payments.status')}</th>
                  <th scope="col">{t('payments.reference')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('table.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {payments.data.payments.length === 0 ? (
                  <tr>
                    <td colSpan={8} className="empty">
                      {t('payments.none')}
                    </td>
                  </tr>
                ) : (
                  payments.data.payments.map((p) => (
                    <tr key={p.id}>
                      <td>{formatShortDateTime(p.created_at, lang)}</td>
                      <td>{p.username ?? t('payments.erased')}</td>
                      <td className="wrap">
                        {t(`domains.${p.domain}`, { defaultValue: p.domain })} ·{' '}
                        {t(`options.${p.choosen_option}`)}
                      </td>
                      <td className="num">{formatMoney(p.amount_cents, lang)}</td>
                      <td>{t(`providers.short.${p.provider}`)}</td>
                      <td>
                        <span className={`badge badge--${p.status}`}>
                          {t(`payments.statuses.${p.status}`)}
                        </span>
                      </td>
                      <td>
                        <code className="mono small ref" title={p.external_reference ?? undefined}>
                          {p.external_reference ?? '—'}
                        </code>
                      </td>
                      <td>
                        {p.status === 'succeeded' ? (
                          <button
                            type="button"
                            className="btn btn--small btn--quiet"
                            disabled={payments.isPlaceholderData}
                            onClick={() => {
                              refund.reset();
                              setReason('');
                              setReasonError(null);
                              setRefunding(p);
                            }}
                            aria-label={t('payments.refundLabel', {
                              amount: formatMoney(p.amount_cents, lang),
                              user: p.username ?? '',
                            })}
                          >
                            {t('payments.refund')}
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <Pager
            total={payments.data.total}
            limit={PAGE}
            offset={offset}
            onOffset={setOffset}
            label={t('payments.pager')}
          />
        </>
      ) : null}
      {refunding ? (
        <ConfirmDialog
          title={t('payments.refundTitle')}
          confirmLabel={t('payments.refundConfirm')}
          danger
          pending={refund.isPending}
          error={refund.error?.message}
          onClose={() => setRefunding(null)}
          onConfirm={confirmRefund}
        >
          <p>
            {t('payments.refundText', {
              amount: formatMoney(refunding.amount_cents, lang),
              user: refunding.username ?? t('payments.erased'),
            })}
          </p>
          <p className="muted small">{t('payments.refundNote')}</p>
          <TextField
            label={t('payments.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            error={reasonError}
            maxLength={500}
          />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { AdminPayment } from '@arcanes/contracts/admin';
import { PAYMENT_STATUSES } from '@arcanes/contracts/payments';
import { SelectField } from '#web/components/ui/choice-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { usePayments, type PaymentsParams } from '#web/features/admin/api/get-payments.ts';
import { useRefundPayment } from '#web/features/admin/api/refund-payment.ts';
import { formatMoney, formatShortDateTime } from './admin-format';
import { ConfirmDialog } from './confirm-dialog';
import { AdminPageHead, AdminTable, CursorResults, RefreshButton } from './admin-table';
import { useCursorPages } from './pager';

const PAGE = 25;
const STATUSES = PAYMENT_STATUSES;
const PROVIDERS = ['demo', 'stripe', 'paypal'] as const;

/** /admin/payments: every payment, filtered by status and provider; what one can still give back is refunded with a reason. */
export function AdminPaymentsPage() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const [status, setStatus] = useState<PaymentsParams['status']>();
  const [provider, setProvider] = useState<PaymentsParams['provider']>();
  const pages = useCursorPages();
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const payments = usePayments({ status, provider, limit: PAGE, cursor: pages.cursor });
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
      <AdminPageHead title={t('payments.title')} intro={t('payments.intro')} />
      <FormMessage kind="success">{notice}</FormMessage>
      <div className="admin-filters">
        <SelectField
          label={t('payments.status')}
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.target.value || undefined) as PaymentsParams['status']);
            pages.reset();
          }}
          placeholder={t('filters.all')}
          choices={STATUSES.map((s) => ({ value: s, label: t(`payments.statuses.${s}`) }))}
        />
        <SelectField
          label={t('payments.provider')}
          value={provider ?? ''}
          onChange={(e) => {
            setProvider((e.target.value || undefined) as PaymentsParams['provider']);
            pages.reset();
          }}
          placeholder={t('filters.all')}
          choices={PROVIDERS.map((p) => ({ value: p, label: t(`providers.values.${p}`) }))}
        />
        <RefreshButton query={payments} />
      </div>
      <CursorResults
        query={payments}
        limit={PAGE}
        pages={pages}
        rows={(data) => data.payments.length}
        capped={(data) => data.total_capped}
        pagerLabel={t('payments.pager')}
      >
        {(data) => (
          <AdminTable
            dense
            stale={payments.isPlaceholderData}
            caption={t(data.total_capped ? 'payments.captionCapped' : 'payments.caption', {
              count: data.total,
            })}
            rows={data.payments}
            rowKey={(p) => p.id}
            empty={t('payments.none')}
            columns={[
              { header: t('payments.date'), cell: (p) => formatShortDateTime(p.created_at, lang) },
              { header: t('payments.user'), cell: (p) => p.username ?? t('payments.erased') },
              {
                header: t('payments.offer'),
                className: 'wrap',
                cell: (p) => t('payments.topUp', { amount: formatMoney(p.amount_cents, lang) }),
              },
              {
                header: t('payments.amount'),
                className: 'num',
                cell: (p) => formatMoney(p.amount_cents, lang),
              },
              { header: t('payments.provider'), cell: (p) => t(`providers.short.${p.provider}`) },
              {
                header: t('payments.status'),
                cell: (p) => (
                  <span
                    className={`badge badge--${p.status === 'cancelled' || p.status === 'expired' ? 'inactive' : p.status}`}
                  >
                    {t(`payments.statuses.${p.status}`)}
                  </span>
                ),
              },
              {
                header: t('payments.reference'),
                cell: (p) => (
                  <>
                    <span className="mono small reference">{p.reference}</span>
                    {p.external_reference && p.provider !== 'demo' ? (
                      <>
                        <br />
                        <code className="mono small ref" title={p.external_reference}>
                          {p.external_reference}
                        </code>
                      </>
                    ) : null}
                  </>
                ),
              },
              {
                header: t('table.actions'),
                hiddenHeader: true,
                cell: (p) =>
                  p.refundable_cents > 0 ? (
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
                        amount: formatMoney(p.refundable_cents, lang),
                        user: p.username ?? '',
                      })}
                    >
                      {t('payments.refund')}
                    </button>
                  ) : null,
              },
            ]}
          />
        )}
      </CursorResults>
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
              amount: formatMoney(refunding.refundable_cents, lang),
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

import { useTranslation } from '#web/lib/use-translation.tsx';
import { formatInstant } from '#web/lib/format-date.ts';
import { formatCents } from '#web/lib/money.ts';
import { usePayments } from '#web/features/account/api/get-payments.ts';
import { HistorySection, HistoryTable } from './history-section';

/**
 * The seed's payment history (date and reference), with amount, provider and status. Each is a top-up
 * of its amount (decision 0210): the amount says what was bought.
 */
export function PaymentsTable({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const payments = usePayments();
  const col = {
    date: t('payments.date'),
    reference: t('payments.reference'),
    amount: t('payments.amount'),
    provider: t('payments.provider'),
    status: t('payments.status'),
  };
  return (
    <HistorySection
      id="payments-title"
      title={t('payments.title')}
      headingLevel={headingLevel}
      query={payments}
      items={payments.data?.pages.flatMap((page) => page.payments)}
      more={payments}
      errorText={payments.error?.message ?? ''}
      emptyText={t('payments.empty')}
    >
      {(rows) => (
        <HistoryTable
          labelledBy="payments-title"
          columns={[
            { label: col.date },
            { label: col.reference },
            { label: col.amount, num: true },
            { label: col.provider },
            { label: col.status },
          ]}
        >
          {rows.map((p) => (
            <tr key={p.id}>
              <td data-label={col.date}>{formatInstant(p.created_at, lang)}</td>
              <td data-label={col.reference}>
                <span className="mono reference">{p.reference}</span>
              </td>
              <td data-label={col.amount} className="num">
                {formatCents(p.amount_cents, lang)}
              </td>
              <td data-label={col.provider}>
                {/* The way the customer paid, once; the demo provider's test payments say so after it. */}
                {t(`payments.methods.${p.method}`)}
                {p.provider === 'demo' ? ` · ${t('payments.demo')}` : ''}
              </td>
              <td data-label={col.status}>
                {/* A checkout left or never finished is no fault: shown plainly, not as a failure. */}
                <span
                  className={`status-badge status-badge--${p.status === 'cancelled' || p.status === 'expired' ? 'ended' : p.status}`}
                >
                  {t(`payments.statuses.${p.status}`)}
                </span>
              </td>
            </tr>
          ))}
        </HistoryTable>
      )}
    </HistorySection>
  );
}

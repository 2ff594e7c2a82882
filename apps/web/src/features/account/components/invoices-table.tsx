import { useTranslation } from '#web/lib/use-translation.tsx';
import { formatInstant } from '#web/lib/format-date.ts';
import { formatCents } from '#web/lib/money.ts';
import { invoicePdfUrl, useInvoices } from '#web/features/account/api/get-invoices.ts';
import { HistorySection, HistoryTable } from './history-section';

/** Invoices of the top-ups and credit notes of the refunds, each downloadable as a PDF. */
export function InvoicesTable() {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const invoices = useInvoices();
  const col = {
    date: t('invoices.date'),
    reference: t('invoices.reference'),
    net: t('invoices.net'),
    vat: t('invoices.vat'),
    total: t('invoices.total'),
    pdf: t('invoices.pdf'),
  };
  return (
    <HistorySection
      id="invoices-title"
      title={t('invoices.title')}
      headingLevel={2}
      query={invoices}
      items={invoices.data?.pages.flatMap((page) => page.invoices)}
      more={invoices}
      errorText={invoices.error?.message ?? ''}
      emptyText={t('invoices.empty')}
    >
      {(rows) => (
        <HistoryTable
          labelledBy="invoices-title"
          columns={[
            { label: col.date },
            { label: col.reference },
            { label: col.net, num: true },
            { label: col.vat, num: true },
            { label: col.total, num: true },
            { label: col.pdf },
          ]}
        >
          {rows.map((i) => (
            <tr key={i.id}>
              <td data-label={col.date}>{formatInstant(i.issued_at, lang)}</td>
              <td data-label={col.reference}>
                {t(`invoices.kinds.${i.kind}`)} <span className="mono reference">{i.reference}</span>
              </td>
              <td data-label={col.net} className="num">
                {formatCents(i.net_cents, lang)}
              </td>
              <td data-label={col.vat} className="num">
                {i.vat_rate_bp > 0
                  ? t('invoices.vatRate', {
                      amount: formatCents(i.vat_cents, lang),
                      rate: (i.vat_rate_bp / 100).toLocaleString(lang === 'en' ? 'en-GB' : 'fr-FR'),
                    })
                  : formatCents(i.vat_cents, lang)}
              </td>
              <td data-label={col.total} className="num">
                {formatCents(i.total_cents, lang)}
              </td>
              <td data-label={col.pdf}>
                <a href={invoicePdfUrl(i.id)} download>
                  {t('invoices.download', { reference: i.reference })}
                </a>
              </td>
            </tr>
          ))}
        </HistoryTable>
      )}
    </HistorySection>
  );
}

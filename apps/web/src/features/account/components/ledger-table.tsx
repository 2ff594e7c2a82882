import { useTranslation } from '#web/lib/use-translation.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatInstant } from '#web/lib/format-date.ts';
import { formatCents } from '#web/lib/money.ts';
import { useLedger } from '#web/features/account/api/get-ledger.ts';
import { HistorySection, HistoryTable } from './history-section';

/** Every movement of the wallet, newest first: what came in, what each reading took, refunds. */
export function LedgerTable() {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const ledger = useLedger();
  const signed = (cents: number) =>
    `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${formatCents(Math.abs(cents), lang)}`;
  const col = {
    date: t('ledger.date'),
    kind: t('ledger.kind'),
    amount: t('ledger.amount'),
    balance: t('ledger.balance'),
  };
  return (
    <HistorySection
      id="ledger-title"
      title={t('ledger.title')}
      query={ledger}
      items={ledger.data?.pages.flatMap((page) => page.entries)}
      more={ledger}
      // No answer at all (network) or an answer that says no.
      errorText={
        ledger.error instanceof ApiError && ledger.error.code === 'NETWORK'
          ? t('wallet.fetchFailed')
          : t('wallet.error')
      }
      emptyText={t('ledger.empty')}
    >
      {(entries) => (
        <HistoryTable
          labelledBy="ledger-title"
          columns={[
            { label: col.date },
            { label: col.kind },
            { label: col.amount, num: true },
            { label: col.balance, num: true },
          ]}
        >
          {entries.map((e) => (
            <tr key={e.id}>
              <td data-label={col.date}>{formatInstant(e.created_at, lang)}</td>
              <td data-label={col.kind}>
                {e.kind === 'topup' && e.description ? (
                  // « Rechargement de 19,90 € · paiement P-000042 » says it all.
                  <span>{e.description}</span>
                ) : (
                  <span>
                    {t(`ledger.kinds.${e.kind}`)}
                    {e.description && <span className="muted small"> — {e.description}</span>}
                  </span>
                )}
              </td>
              <td
                data-label={col.amount}
                className={`num ${e.amount_cents < 0 ? 'amount--out' : 'amount--in'}`}
              >
                {signed(e.amount_cents)}
              </td>
              <td data-label={col.balance} className="num">
                {formatCents(e.balance_after_cents, lang)}
              </td>
            </tr>
          ))}
        </HistoryTable>
      )}
    </HistorySection>
  );
}

import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { WithdrawalResponse, WithdrawalsResponse } from '@arcanes/contracts/withdrawals';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatInstant } from '#web/lib/format-date.ts';
import { formatCents } from '#web/lib/money.ts';
import { useRequestWithdrawal } from '#web/features/account/api/request-withdrawal.ts';
import { useWithdrawals } from '#web/features/account/api/get-withdrawals.ts';
import { useWithdrawReading } from '#web/features/account/api/withdraw-reading.ts';
import { TextField } from '#web/components/ui/text-field.tsx';

type Purchase = WithdrawalsResponse['withdrawable'][number];
type QueuedReading = WithdrawalsResponse['withdrawable_readings'][number];

/**
 * The withdrawal function (art. L221-21, D221-5): each top-up of the last 14 days with unspent credit
 * has « Se rétracter / retirer le crédit non utilisé »; a second screen says what comes back and
 * confirms; the answer is the acknowledgement, with its date and time (also e-mailed).
 */
export function WithdrawalPanel() {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const list = useWithdrawals();
  const withdraw = useRequestWithdrawal();
  const withdrawReading = useWithdrawReading();
  const [chosen, setChosen] = useState<Purchase | null>(null);
  const [chosenReading, setChosenReading] = useState<QueuedReading | null>(null);
  const [done, setDone] = useState<{ message: string; at: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The acknowledgement's address: the account's unless the customer gives another (decision 0350).
  const [ackEmail, setAckEmail] = useState('');
  const pending = withdraw.isPending || withdrawReading.isPending;

  const open = (p: Purchase | null, r: QueuedReading | null) => {
    setError(null);
    setAckEmail(list.data?.email ?? '');
    setChosen(p);
    setChosenReading(r);
  };
  const close = () => open(null, null);

  const confirm = async () => {
    setError(null);
    const email = ackEmail.trim() && ackEmail.trim() !== list.data?.email ? ackEmail.trim() : undefined;
    try {
      if (chosen) {
        const answer: WithdrawalResponse = await withdraw.mutateAsync({
          payment_id: chosen.payment_id,
          email,
        });
        setDone({ message: answer.message, at: answer.withdrawal.requested_at });
      } else if (chosenReading) {
        const answer = await withdrawReading.mutateAsync({ reading_id: chosenReading.reading_id, email });
        setDone({ message: answer.message, at: answer.withdrawn_at });
      }
      close();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('form.failed'));
    }
  };

  const data = list.data;
  return (
    <section id="withdrawal" className="card withdrawal" aria-labelledby="withdrawal-title">
      <h2 id="withdrawal-title">{t('withdrawal.title')}</h2>
      <p className="muted">{t('withdrawal.intro')}</p>
      <FormMessage kind="success">
        {done
          ? `${done.message} ${t('withdrawal.receivedAt', { when: formatInstant(done.at, lang) })}`
          : null}
      </FormMessage>
      {list.isError && <FormMessage kind="error">{list.error.message}</FormMessage>}
      {data && data.withdrawable.length === 0 && <p>{t('withdrawal.none')}</p>}
      {data && data.withdrawable.length > 0 && (
        <ul className="withdrawal__list">
          {data.withdrawable.map((p) => (
            <li key={p.payment_id} className="withdrawal__item">
              <span>
                {p.offer} — {formatCents(p.amount_cents, lang)}, {formatInstant(p.paid_at, lang)}
                <br />
                <span className="muted">
                  {t('withdrawal.until', {
                    amount: formatCents(p.refundable_cents, lang),
                    date: formatInstant(p.deadline, lang),
                  })}
                </span>
              </span>
              <button type="button" className="btn btn--outline" onClick={() => open(p, null)}>
                {t('withdrawal.action')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {data && data.withdrawable_readings.length > 0 && (
        <>
          <h3>{t('withdrawal.readingsTitle')}</h3>
          <p className="muted">{t('withdrawal.readingsIntro')}</p>
          <ul className="withdrawal__list">
            {data.withdrawable_readings.map((r) => (
              <li key={r.reading_id} className="withdrawal__item">
                <span>
                  {r.title} — {formatCents(r.price_cents, lang)}, {formatInstant(r.ordered_at, lang)}
                </span>
                <button type="button" className="btn btn--outline" onClick={() => open(null, r)}>
                  {t('withdrawal.readingAction')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {data && data.withdrawals.length > 0 && (
        <>
          <h3>{t('withdrawal.pastTitle')}</h3>
          <ul className="withdrawal__list">
            {data.withdrawals.map((w) => (
              <li key={w.id}>
                {formatInstant(w.requested_at, lang)} — {w.offer} : {formatCents(w.amount_cents, lang)} (
                {t(`withdrawal.statuses.${w.status}`)})
              </li>
            ))}
          </ul>
        </>
      )}
      <Dialog
        open={chosen !== null || chosenReading !== null}
        onClose={close}
        labelledBy="withdrawal-confirm-title"
        describedBy="withdrawal-confirm-text"
      >
        <h2 id="withdrawal-confirm-title">{t('withdrawal.confirmTitle')}</h2>
        {chosen && (
          <div id="withdrawal-confirm-text">
            <p>
              {t('withdrawal.confirmText', {
                offer: chosen.offer,
                paid: formatCents(chosen.amount_cents, lang),
                amount: formatCents(chosen.refundable_cents, lang),
                method: t(`withdrawal.methods.${chosen.method}`),
              })}
            </p>
            {chosen.refundable_cents < chosen.amount_cents && (
              <p className="muted">
                {t('withdrawal.spentPart', {
                  spent: formatCents(chosen.amount_cents - chosen.refundable_cents, lang),
                })}
              </p>
            )}
          </div>
        )}
        {chosenReading && (
          <div id="withdrawal-confirm-text">
            <p>
              {t('withdrawal.readingConfirmText', {
                title: chosenReading.title,
                amount: formatCents(chosenReading.price_cents, lang),
              })}
            </p>
          </div>
        )}
        <TextField
          label={t('withdrawal.ackEmail')}
          hint={t('withdrawal.ackEmailHint')}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={ackEmail}
          onChange={(e) => setAckEmail(e.target.value)}
        />
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <div className="form-actions">
          <button type="button" className="btn btn--danger" disabled={pending} onClick={() => void confirm()}>
            {pending ? t('withdrawal.sending') : t('withdrawal.confirm')}
          </button>
          <button type="button" className="btn btn--outline" onClick={close}>
            {t('profile.cancel')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}

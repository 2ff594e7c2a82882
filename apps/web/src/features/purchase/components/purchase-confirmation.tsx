import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link, useNavigate } from '#web/lib/router.tsx';
import { readPendingOrder } from '#web/lib/pending-order.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { formatCents } from '#web/lib/money.ts';
import { paths } from '#web/lib/paths.ts';
import { useRefreshSession } from '#web/lib/session.ts';
import { PAYMENT_POLL_TIMEOUT_MS, usePaymentStatus } from '#web/features/purchase/api/get-payment.ts';
import { clearStoredPurchase } from '#web/features/purchase/lib/plan-storage.ts';

interface Props {
  paymentId: string | null;
  /** Renders the step's title (in the overlay it names the dialog and takes the focus). */
  heading: (text: string) => ReactNode;
  onHome: () => void;
  onRetry?: () => void;
}

/**
 * The purchase confirmation: GET /api/payments/{id} polled until the provider has confirmed, then
 * the thanks and the wallet as credited by the server. The header's wallet refreshes at once.
 */
export function PurchaseConfirmation({ paymentId, heading, onHome, onRetry }: Props) {
  const { t, i18n } = useTranslation('purchase');
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const payment = usePaymentStatus(paymentId, startedAt);
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const status = payment.data?.status;

  // A reading was ordered with this payment (decision 0315): once paid, straight back to it, running.
  const [order] = useState(() => {
    const o = readPendingOrder();
    return o?.stage === 'pay' ? o : null;
  });
  useEffect(() => {
    if (!status || status === 'pending') return;
    clearStoredPurchase();
    if (status !== 'succeeded') return;
    void refreshSession().finally(() => {
      if (order)
        void navigate(`${paths.domains}?domaine=${order.domain}&option=${order.option}`, {
          replace: true,
          state: { runOrder: true },
        });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per settled status
  }, [status]);

  const home = (
    <button type="button" className="btn btn--ghost-dark" onClick={onHome}>
      {t('confirmation.home')}
    </button>
  );

  if (!paymentId) {
    return (
      <>
        {heading(t('confirmation.noneHeading'))}
        <p>{t('confirmation.none')}</p>
        <div className="wf-actions">
          <Link className="btn" to="/#tarifs">
            {t('confirmation.offers')}
          </Link>
        </div>
      </>
    );
  }

  if (payment.isError) {
    const unauthenticated = payment.error instanceof ApiError && payment.error.status === 401;
    return (
      <>
        {heading(t('confirmation.errorHeading'))}
        <p role="alert">
          {unauthenticated
            ? t('confirmation.login')
            : payment.error instanceof ApiError && payment.error.status === 404
              ? t('confirmation.notFound')
              : payment.error.message}
        </p>
        <div className="wf-actions">
          {home}
          {unauthenticated ? (
            <Link className="btn" to={paths.user.login}>
              {t('confirmation.loginLink')}
            </Link>
          ) : null}
        </div>
      </>
    );
  }

  if (!payment.data || status === 'pending') {
    const slow = payment.data && Date.now() - startedAt >= PAYMENT_POLL_TIMEOUT_MS && !payment.isFetching;
    return (
      <>
        {heading(t('confirmation.pendingHeading'))}
        <div className="wf-waiting" role="status">
          {slow ? null : <span className="spinner" aria-hidden="true" />}
          <p>{slow ? t('confirmation.slow') : t('confirmation.pending')}</p>
        </div>
        {slow ? (
          <div className="wf-actions">
            {home}
            <button type="button" className="btn" onClick={() => setStartedAt(Date.now())}>
              {t('confirmation.checkAgain')}
            </button>
          </div>
        ) : null}
      </>
    );
  }

  const p = payment.data;
  if (status === 'failed' || status === 'refunded' || status === 'cancelled' || status === 'expired') {
    const again = status !== 'refunded';
    return (
      <>
        {heading(t(`confirmation.${status}Heading`))}
        <p role="alert">{t(`confirmation.${status}`, { reference: p.reference })}</p>
        <div className="wf-actions">
          {home}
          {again && onRetry ? (
            <button type="button" className="btn" onClick={onRetry}>
              {t('confirmation.retry')}
            </button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className="wf-success">
      <div className="wf-success__seal" aria-hidden="true">
        ✓
      </div>
      {heading(t('confirmation.heading'))}
      <p className="wf-success__thanks">{t('confirmation.thanks')}</p>
      {order ? (
        <p className="wf-waiting" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('confirmation.readingStarts')}
        </p>
      ) : null}
      <p>
        {t('confirmation.bought', {
          amount: formatCents(p.amount_cents, i18n.language),
          reference: p.reference,
        })}
      </p>
      {p.wallet_after_cents !== undefined ? (
        <div className="wf-wallet">
          <p className="wf-wallet__label">{t('confirmation.wallet')}</p>
          <p className="wf-wallet__amount" data-testid="wallet-after">
            {formatCents(p.wallet_after_cents, i18n.language)}
          </p>
          <p className="muted">{t('confirmation.walletNote')}</p>
        </div>
      ) : null}
      <p className="muted">{t('confirmation.receipt')}</p>
      <div className="wf-actions">
        {home}
        <Link className="btn btn--ghost-dark" to={paths.user.connected}>
          {t('confirmation.account')}
        </Link>
        <Link className="btn" to={paths.domains}>
          {t('confirmation.startReading')}
        </Link>
      </div>
    </div>
  );
}

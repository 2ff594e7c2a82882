import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from '#web/lib/router.tsx';
import type { OfferView } from '@arcanes/contracts/offers';
import i18n from '#web/lib/i18n.ts';
import type { AuthRenderProps } from '#web/features/purchase/components/auth-step.tsx';
import { cancelCheckout } from '#web/features/purchase/api/cancel-checkout.ts';
import { confirmPaypalOrder } from '#web/features/purchase/api/paypal.ts';
import { clearStoredPurchase, readStoredPlan, readStoredStep, storePlan } from './plan-storage';
import { initialWorkflow, parsePaymentReturn, resumeFor, workflowReducer } from './workflow';

// The overlay (and the payment contracts it validates with) loads when first opened.
const WorkflowDialog = lazy(() => import('#web/features/purchase/components/workflow-dialog.tsx'));

/**
 * The purchase workflow of the home page: `start(offer)` opens it at the recap; coming back from
 * the payment provider (/?payment=…) reopens it where the seed says, then cleans the address.
 */
export function usePurchaseWorkflow(renderAuth: (props: AuthRenderProps) => ReactNode) {
  const [state, dispatch] = useReducer(workflowReducer, initialWorkflow);
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);

  // The workflow's texts load with its dialog; a message shown without it loads them first.
  const failWith = useCallback(
    async (key: 'payment.paypalError' | 'payment.cardFailed' | 'payment.cancelled') => {
      await i18n.loadNamespaces('purchase');
      void navigate('/', { replace: true, state: { error: i18n.t(key, { ns: 'purchase' }) } });
    },
    [navigate],
  );

  useEffect(() => {
    if (handled.current) return;
    const ret = parsePaymentReturn(location.search);
    if (!ret) return;
    handled.current = true;
    const stored = readStoredPlan();
    void navigate(`${location.pathname}${location.hash}`, { replace: true });
    if (ret.kind === 'paypal-return') {
      const plan = stored && ret.paymentId ? { ...stored, payment_id: ret.paymentId } : stored;
      dispatch({
        type: 'resume',
        plan,
        step: 'confirmation',
        paymentId: ret.paymentId ?? plan?.payment_id ?? null,
      });
      confirmPaypalOrder(ret.orderId).catch(() => {
        if (plan) dispatch({ type: 'resume', plan, step: 'payment', notice: 'paypalError' });
        else {
          dispatch({ type: 'close' });
          void failWith('payment.paypalError');
        }
      });
      return;
    }
    // Back through the provider's cancel link: the server ends that payment as cancelled (it would
    // otherwise stay pending until it expires). Nothing to show if it cannot: it expires anyway.
    if (ret.kind === 'cancelled' && ret.paymentId) cancelCheckout(ret.paymentId).catch(() => undefined);
    const event = resumeFor(ret, stored, readStoredStep());
    if (event) dispatch(event);
    else if (ret.kind !== 'success')
      void failWith(ret.kind === 'failed' ? 'payment.cardFailed' : 'payment.cancelled');
  }, [location, navigate, failWith]);

  // Closed (cancelled, or done): nothing stored may reopen it later.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !state.open) clearStoredPurchase();
    wasOpen.current = state.open;
  }, [state.open]);

  const start = useCallback((offer: OfferView) => {
    const plan = { option: offer.option, title: offer.title, price_cents: offer.price_cents };
    storePlan(plan);
    dispatch({ type: 'start', plan });
  }, []);

  const overlay = state.open ? (
    <Suspense fallback={null}>
      <WorkflowDialog state={state} dispatch={dispatch} renderAuth={renderAuth} />
    </Suspense>
  ) : null;

  return { start, overlay, state };
}

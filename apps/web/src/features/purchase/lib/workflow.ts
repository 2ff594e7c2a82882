/**
 * The purchase workflow as a pure state machine (seed sections 2 and 4, less the domain step):
 * recap → auth (on confirm) → payment (logged in, or already connected) → confirmation (paid).
 * A top-up is an amount usable in any domain (decision 0210), so no domain is chosen. Cancel or
 * close ends it; after a registration the step stays at auth and switches to the login tab. The
 * card return may resume it at a stored step.
 */
export const WORKFLOW_STEPS = ['recap', 'auth', 'payment', 'confirmation'] as const;
export type WorkflowStep = (typeof WORKFLOW_STEPS)[number];
export type PaymentMethod = 'card' | 'paypal';

/** What is stored as `selectedPlan`: the offer (an amount) chosen, and once known the payment. */
export interface SelectedPlan {
  option: 1 | 2 | 3;
  title: string;
  price_cents: number;
  method?: PaymentMethod;
  payment_id?: string;
  /** The reading this top-up pays for, named (decision 0315): it starts once the wallet is credited. */
  reading?: string;
}

export type NoticeKey = 'registered' | 'sessionLost' | 'paymentFailed' | 'paymentCancelled' | 'paypalError';

export interface WorkflowState {
  open: boolean;
  step: WorkflowStep;
  plan: SelectedPlan | null;
  authTab: 'login' | 'register';
  notice: NoticeKey | null;
  paymentId: string | null;
}

export type WorkflowEvent =
  | { type: 'start'; plan: SelectedPlan }
  | {
      type: 'resume';
      plan: SelectedPlan | null;
      step: WorkflowStep;
      paymentId?: string | null;
      notice?: NoticeKey | null;
    }
  | { type: 'confirmRecap' }
  | { type: 'setTab'; tab: 'login' | 'register' }
  | { type: 'loggedIn' }
  | { type: 'registered' }
  | { type: 'goToPayment' }
  | { type: 'paid'; paymentId: string }
  | { type: 'sessionLost' }
  | { type: 'back' }
  | { type: 'close' };

export const initialWorkflow: WorkflowState = {
  open: false,
  step: 'recap',
  plan: null,
  authTab: 'login',
  notice: null,
  paymentId: null,
};

export function workflowReducer(state: WorkflowState, event: WorkflowEvent): WorkflowState {
  switch (event.type) {
    case 'start':
      return { ...initialWorkflow, open: true, plan: event.plan };
    case 'resume':
      return {
        ...initialWorkflow,
        open: true,
        plan: event.plan,
        step: event.step,
        paymentId: event.paymentId ?? event.plan?.payment_id ?? null,
        notice: event.notice ?? null,
      };
    case 'close':
      return { ...initialWorkflow };
    default:
      break;
  }
  if (!state.open) return state;
  switch (event.type) {
    case 'confirmRecap':
      return state.step === 'recap' ? { ...state, step: 'auth', authTab: 'login', notice: null } : state;
    case 'setTab':
      return { ...state, authTab: event.tab, notice: null };
    case 'loggedIn':
    case 'goToPayment':
      return state.step === 'auth' ? { ...state, step: 'payment', notice: null } : state;
    case 'registered':
      return state.step === 'auth' ? { ...state, authTab: 'login', notice: 'registered' } : state;
    case 'paid':
      return { ...state, step: 'confirmation', paymentId: event.paymentId, notice: null };
    case 'sessionLost':
      return { ...state, step: 'auth', authTab: 'login', notice: 'sessionLost' };
    case 'back': {
      const previous: Partial<Record<WorkflowStep, WorkflowStep>> = {
        auth: 'recap',
        payment: 'recap',
      };
      const step = previous[state.step];
      return step ? { ...state, step, notice: null } : state;
    }
    default:
      return state;
  }
}

/** The numbered progress shown at the top of the overlay (1-based). */
export function stepNumber(step: WorkflowStep): number {
  return WORKFLOW_STEPS.indexOf(step) + 1;
}

// ---- Browser storage (`selectedPlan`, `workflowStepSucess`): parsing never trusts what it reads.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseSelectedPlan(raw: unknown): SelectedPlan | null {
  if (!raw || typeof raw !== 'object') return null;
  const p = raw as Record<string, unknown>;
  if (p.option !== 1 && p.option !== 2 && p.option !== 3) return null;
  if (
    typeof p.title !== 'string' ||
    typeof p.price_cents !== 'number' ||
    !Number.isInteger(p.price_cents) ||
    p.price_cents <= 0
  )
    return null;
  // A `domain` stored by an earlier version of the site is no longer read.
  const plan: SelectedPlan = { option: p.option, title: p.title, price_cents: p.price_cents };
  if (p.method === 'card' || p.method === 'paypal') plan.method = p.method;
  if (typeof p.payment_id === 'string' && UUID.test(p.payment_id)) plan.payment_id = p.payment_id;
  if (typeof p.reading === 'string' && p.reading.length > 0 && p.reading.length <= 200)
    plan.reading = p.reading;
  return plan;
}

/** The stored step; the domain step of earlier versions (`choose`) reopens at the recap. */
export function parseStoredStep(raw: string | null): WorkflowStep {
  return WORKFLOW_STEPS.find((s) => s === raw) ?? 'recap';
}

// ---- The return from the payment provider: /?payment=success|failed|cancelled|paypal-return&payment_id=…&token=…

export type PaymentReturn =
  | { kind: 'success' | 'failed' | 'cancelled'; paymentId: string | null }
  | { kind: 'paypal-return'; paymentId: string | null; orderId: string };

export function parsePaymentReturn(search: string): PaymentReturn | null {
  const params = new URLSearchParams(search);
  const kind = params.get('payment');
  const rawId = params.get('payment_id');
  const paymentId = rawId && UUID.test(rawId) ? rawId : null;
  if (kind === 'success' || kind === 'failed' || kind === 'cancelled') return { kind, paymentId };
  if (kind === 'paypal-return') {
    const orderId = params.get('token');
    return orderId && /^[A-Za-z0-9-]{1,64}$/.test(orderId)
      ? { kind, paymentId, orderId }
      : { kind: 'failed', paymentId };
  }
  return null;
}

/** Where a return leads: the step to reopen at and the message to show. */
export function resumeFor(
  ret: PaymentReturn,
  stored: SelectedPlan | null,
  storedStep: WorkflowStep,
): Extract<WorkflowEvent, { type: 'resume' }> | null {
  const plan =
    stored && ret.paymentId && !stored.payment_id ? { ...stored, payment_id: ret.paymentId } : stored;
  switch (ret.kind) {
    case 'success':
      // The seed: with a stored plan, reopen at the stored step (default recap). Without one, the
      // payment id alone still leads to its confirmation.
      if (plan)
        return {
          type: 'resume',
          plan,
          step: storedStep,
          paymentId: ret.paymentId ?? plan.payment_id ?? null,
        };
      return ret.paymentId
        ? { type: 'resume', plan: null, step: 'confirmation', paymentId: ret.paymentId }
        : null;
    case 'failed':
    case 'cancelled':
      return plan
        ? {
            type: 'resume',
            plan,
            step: 'payment',
            paymentId: null,
            notice: ret.kind === 'failed' ? 'paymentFailed' : 'paymentCancelled',
          }
        : null;
    case 'paypal-return':
      return null; // confirmed with the server first (POST /api/paypal/confirm)
  }
}

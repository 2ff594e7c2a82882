import { describe, expect, test } from 'vitest';
import {
  initialWorkflow,
  parsePaymentReturn,
  parseSelectedPlan,
  parseStoredStep,
  resumeFor,
  workflowReducer,
  type SelectedPlan,
  type WorkflowEvent,
  type WorkflowState,
} from './workflow';

const plan: SelectedPlan = { option: 2, title: 'Prévision à court terme', price_cents: 1990 };
const ID = '0b7f2c1e-1c5d-4f7a-9a3e-2b1d6e0c9f11';
const run = (events: WorkflowEvent[], from: WorkflowState = initialWorkflow) =>
  events.reduce(workflowReducer, from);

describe('purchase workflow', () => {
  test('recap → auth → payment → confirmation: a top-up is an amount, no domain is asked', () => {
    let s = run([{ type: 'start', plan }]);
    expect(s).toMatchObject({ open: true, step: 'recap' });
    s = run([{ type: 'confirmRecap' }], s);
    expect(s).toMatchObject({ step: 'auth', authTab: 'login', plan });
    s = run([{ type: 'loggedIn' }], s);
    expect(s.step).toBe('payment');
    s = run([{ type: 'paid', paymentId: ID }], s);
    expect(s).toMatchObject({ step: 'confirmation', paymentId: ID });
  });

  test('after a registration the step stays at auth and switches to the login tab', () => {
    const s = run([
      { type: 'start', plan },
      { type: 'confirmRecap' },
      { type: 'setTab', tab: 'register' },
      { type: 'registered' },
    ]);
    expect(s).toMatchObject({ step: 'auth', authTab: 'login', notice: 'registered' });
  });

  test('already connected: the auth step leads straight to payment; close ends everything', () => {
    let s = run([{ type: 'start', plan }, { type: 'confirmRecap' }, { type: 'goToPayment' }]);
    expect(s.step).toBe('payment');
    s = run([{ type: 'back' }], s);
    expect(s.step).toBe('recap');
    s = run([{ type: 'close' }], s);
    expect(s).toEqual(initialWorkflow);
    // events after closing change nothing
    expect(run([{ type: 'confirmRecap' }], s)).toEqual(initialWorkflow);
  });

  test('a lost session during payment goes back to the login tab with a notice', () => {
    const s = run([{ type: 'resume', plan, step: 'payment' }, { type: 'sessionLost' }]);
    expect(s).toMatchObject({ step: 'auth', authTab: 'login', notice: 'sessionLost' });
  });
});

describe('stored plan and step', () => {
  test('parses what it wrote and rejects anything else', () => {
    expect(parseSelectedPlan({ ...plan, method: 'card', payment_id: ID })).toEqual({
      ...plan,
      method: 'card',
      payment_id: ID,
    });
    // A plan stored by an earlier version, with its domain, still reopens; the domain is dropped.
    expect(parseSelectedPlan({ ...plan, domain: 'tarot' })).toEqual(plan);
    expect(parseSelectedPlan({ ...plan, option: 4 })).toBeNull();
    expect(parseSelectedPlan({ ...plan, price_cents: -5 })).toBeNull();
    expect(parseSelectedPlan({ ...plan, payment_id: 'x' })).toEqual(plan);
    expect(parseSelectedPlan('nope')).toBeNull();
    expect(parseStoredStep('confirmation')).toBe('confirmation');
    expect(parseStoredStep(null)).toBe('recap');
    expect(parseStoredStep('hacked')).toBe('recap');
    expect(parseStoredStep('choose')).toBe('recap');
  });
});

describe('return from the payment provider', () => {
  test('parses the query', () => {
    expect(parsePaymentReturn(`?payment=success&payment_id=${ID}`)).toEqual({
      kind: 'success',
      paymentId: ID,
    });
    expect(parsePaymentReturn('?payment=failed&payment_id=bad')).toEqual({ kind: 'failed', paymentId: null });
    expect(parsePaymentReturn(`?payment=paypal-return&payment_id=${ID}&token=5O190127TN364715T`)).toEqual({
      kind: 'paypal-return',
      paymentId: ID,
      orderId: '5O190127TN364715T',
    });
    expect(parsePaymentReturn('?payment=paypal-return&token=<x>')).toEqual({
      kind: 'failed',
      paymentId: null,
    });
    expect(parsePaymentReturn('?utm=1')).toBeNull();
  });

  test('success reopens at the stored step (recap by default); failure and cancel at payment with a message', () => {
    const stored = plan;
    expect(resumeFor({ kind: 'success', paymentId: ID }, stored, 'confirmation')).toEqual({
      type: 'resume',
      plan: { ...stored, payment_id: ID },
      step: 'confirmation',
      paymentId: ID,
    });
    expect(resumeFor({ kind: 'success', paymentId: ID }, stored, 'recap')?.step).toBe('recap');
    expect(resumeFor({ kind: 'success', paymentId: ID }, null, 'recap')).toMatchObject({
      step: 'confirmation',
      plan: null,
      paymentId: ID,
    });
    expect(resumeFor({ kind: 'success', paymentId: null }, null, 'recap')).toBeNull();
    expect(resumeFor({ kind: 'failed', paymentId: ID }, stored, 'confirmation')).toMatchObject({
      step: 'payment',
      notice: 'paymentFailed',
    });
    expect(resumeFor({ kind: 'cancelled', paymentId: ID }, stored, 'confirmation')).toMatchObject({
      step: 'payment',
      notice: 'paymentCancelled',
    });
    expect(resumeFor({ kind: 'cancelled', paymentId: ID }, null, 'recap')).toBeNull();
  });
});

import { lazy, Suspense, useEffect, useReducer, type ReactNode } from 'react';
import type { AuthRenderProps } from './auth-step';
import { clearStoredPurchase } from '#web/features/purchase/lib/plan-storage.ts';
import { initialWorkflow, workflowReducer, type SelectedPlan } from '#web/features/purchase/lib/workflow.ts';

const WorkflowDialog = lazy(() => import('./workflow-dialog'));

/**
 * Paying for the reading being ordered (decision 0315): the purchase overlay opened at its payment
 * step for the top-up that covers the reading; the provider brings the customer back to the
 * confirmation, which takes them to the reading. Closing it cancels the order (`onClose`).
 */
export function ReadingPayment({
  plan,
  renderAuth,
  onClose,
}: {
  plan: SelectedPlan;
  renderAuth: (props: AuthRenderProps) => ReactNode;
  onClose: () => void;
}) {
  const [state, dispatch] = useReducer(workflowReducer, {
    ...initialWorkflow,
    open: true,
    step: 'payment',
    plan,
  });
  useEffect(() => {
    if (state.open) return;
    clearStoredPurchase();
    onClose();
  }, [state.open, onClose]);
  if (!state.open) return null;
  return (
    <Suspense fallback={null}>
      <WorkflowDialog state={state} dispatch={dispatch} renderAuth={renderAuth} />
    </Suspense>
  );
}

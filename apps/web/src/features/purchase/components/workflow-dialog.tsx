import { useEffect, type Dispatch, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useNavigate } from '#web/lib/router.tsx';
import { useSession } from '#web/lib/session.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import '#web/styles/workflow.css';
import { storePlan } from '#web/features/purchase/lib/plan-storage.ts';
import type { WorkflowEvent, WorkflowState } from '#web/features/purchase/lib/workflow.ts';
import type { AuthRenderProps } from './auth-step';
import { AuthStep } from './auth-step';
import { PaymentStep } from './payment-step';
import { PurchaseConfirmation } from './purchase-confirmation';
import { RecapStep } from './recap-step';
import { STEP_HEADING_ID, StepHeading } from './step-heading';
import { StepProgress } from './step-progress';

interface Props {
  state: WorkflowState;
  dispatch: Dispatch<WorkflowEvent>;
  renderAuth: (props: AuthRenderProps) => ReactNode;
}

/** The purchase overlay: an accessible modal dialog; Escape or a click outside closes it. */
export default function WorkflowDialog({ state, dispatch, renderAuth }: Props) {
  const { t } = useTranslation('purchase');
  const { user } = useSession();
  const navigate = useNavigate();
  const close = () => dispatch({ type: 'close' });

  // The step's title takes the focus on opening and at each new step, so screen readers announce
  // where the buyer is (the dialog has already moved the focus inside when this runs).
  useEffect(() => {
    document.getElementById(STEP_HEADING_ID)?.focus();
  }, [state.step]);

  useEffect(() => {
    if (state.plan && state.step !== 'confirmation') storePlan(state.plan);
  }, [state.plan, state.step]);

  const { plan, step } = state;
  let body: ReactNode = null;
  if (step === 'confirmation') {
    body = (
      <PurchaseConfirmation
        paymentId={state.paymentId}
        heading={(text) => <StepHeading>{text}</StepHeading>}
        onHome={() => {
          close();
          void navigate('/', { replace: true });
          window.scrollTo({ top: 0 });
        }}
        onRetry={plan ? () => dispatch({ type: 'resume', plan, step: 'payment' }) : undefined}
      />
    );
  } else if (!plan) {
    body = null;
  } else if (step === 'recap') {
    body = <RecapStep plan={plan} onNext={() => dispatch({ type: 'confirmRecap' })} onCancel={close} />;
  } else if (step === 'auth') {
    body = (
      <AuthStep
        user={user}
        tab={state.authTab}
        notice={state.notice}
        onTab={(tab) => dispatch({ type: 'setTab', tab })}
        onGoToPayment={() => dispatch({ type: 'goToPayment' })}
        onCancel={close}
        renderAuth={renderAuth}
        onLoggedIn={() => dispatch({ type: 'loggedIn' })}
        onRegistered={() => dispatch({ type: 'registered' })}
      />
    );
  } else if (step === 'payment') {
    body = (
      <PaymentStep
        key={state.notice ?? 'payment'}
        plan={plan}
        notice={state.notice}
        onBack={() => dispatch({ type: 'back' })}
        onSessionLost={() => dispatch({ type: 'sessionLost' })}
      />
    );
  }

  return (
    <Dialog open={state.open} onClose={close} labelledBy={STEP_HEADING_ID} className="workflow">
      <div className="workflow__top">
        <p className="workflow__title">{t('title')}</p>
        <button type="button" className="dialog__close" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('close')}</span>
        </button>
      </div>
      <StepProgress step={step} />
      <div className="workflow__body">{body}</div>
    </Dialog>
  );
}

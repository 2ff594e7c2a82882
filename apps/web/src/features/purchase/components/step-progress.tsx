import { useTranslation } from '#web/lib/use-translation.tsx';
import { WORKFLOW_STEPS, stepNumber, type WorkflowStep } from '#web/features/purchase/lib/workflow.ts';

export function StepProgress({ step }: { step: WorkflowStep }) {
  const { t } = useTranslation('purchase');
  const current = stepNumber(step);
  return (
    <ol
      className="wf-progress"
      aria-label={t('progress', { n: current, total: WORKFLOW_STEPS.length, label: t(`steps.${step}`) })}
    >
      {WORKFLOW_STEPS.map((s, i) => (
        <li
          key={s}
          className={i + 1 < current ? 'is-done' : i + 1 === current ? 'is-current' : undefined}
          aria-current={s === step ? 'step' : undefined}
        >
          <span className="wf-progress__dot" aria-hidden="true">
            {i + 1 < current ? '✓' : i + 1}
          </span>
          <span className="wf-progress__label">{t(`steps.${s}`)}</span>
        </li>
      ))}
    </ol>
  );
}

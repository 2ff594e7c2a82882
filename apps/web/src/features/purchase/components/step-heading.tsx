import type { ReactNode } from 'react';

/** Each step's title: it names the dialog and takes the focus when the step changes (announced). */
export const STEP_HEADING_ID = 'wf-heading';

export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h2 id={STEP_HEADING_ID} className="wf-heading" tabIndex={-1}>
      {children}
    </h2>
  );
}

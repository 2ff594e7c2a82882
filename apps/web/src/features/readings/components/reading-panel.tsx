import type { ReactNode } from 'react';
import type { ReadingAnswer } from '../api/post-reading';
import type { ReadingRun } from '../hooks/use-reading-run';
import { ReadingError } from './reading-error';
import { ReadingResult } from './reading-result';
import { ReadingThinking } from './reading-thinking';

/** The response area under a form: thinking, then the reading, or the error. */
export function ReadingPanel({ run, before }: { run: ReadingRun; before?: (answer: ReadingAnswer) => ReactNode }) {
  if (run.phase === 'idle') return null;
  return (
    <div className="reading-panel" aria-live="polite">
      {run.phase === 'thinking' && <ReadingThinking durationMs={run.durationMs} />}
      {run.phase === 'done' && <ReadingResult answer={run.answer} before={before?.(run.answer)} />}
      {run.phase === 'error' && <ReadingError error={run.error} />}
    </div>
  );
}

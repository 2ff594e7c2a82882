import { useEffect, useRef, type ReactNode } from 'react';
import { prefersReducedMotion } from '#web/lib/scroll.ts';
import type { ReadingAnswer } from '#web/features/readings/api/post-reading.ts';
import type { ReadingRun } from '#web/features/readings/hooks/use-reading-run.ts';
import { ReadingError } from './reading-error';
import { ReadingResult } from './reading-result';
import { ReadingThinking } from './reading-thinking';

/** The response area under a form: thinking, then the reading, or the error. */
export function ReadingPanel({
  run,
  before,
}: {
  run: ReadingRun;
  before?: (answer: ReadingAnswer) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The answer area may lie below the fold (under a long form or the card table): bring it in.
  useEffect(() => {
    if (run.phase === 'thinking' || run.phase === 'error')
      ref.current?.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [run.phase]);
  if (run.phase === 'idle') return null;
  return (
    <div ref={ref} className="reading-panel" aria-live="polite">
      {run.phase === 'thinking' && <ReadingThinking durationMs={run.durationMs} />}
      {run.phase === 'done' && <ReadingResult answer={run.answer} before={before?.(run.answer)} />}
      {run.phase === 'error' && <ReadingError error={run.error} />}
    </div>
  );
}

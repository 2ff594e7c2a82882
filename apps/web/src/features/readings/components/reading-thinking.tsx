import { useTranslation } from '#web/lib/use-translation.tsx';

/**
 * The pause while the reading is being prepared. The stars turn only when motion is welcome
 * (global CSS stops animations under prefers-reduced-motion); the text says the same either way.
 */
export function ReadingThinking({ durationMs }: { durationMs: number }) {
  const { t } = useTranslation('readings');
  return (
    <div className="reading-thinking" role="status" aria-live="polite">
      <div className="reading-thinking__orb" aria-hidden="true">
        <span className="reading-thinking__star" />
        <span className="reading-thinking__star" />
        <span className="reading-thinking__star" />
      </div>
      <p className="reading-thinking__text">{t('thinking.title')}</p>
      <p className="muted">{t('thinking.text')}</p>
      <div className="reading-thinking__bar" aria-hidden="true">
        <span style={{ animationDuration: `${Math.max(durationMs, 1)}ms` }} />
      </div>
    </div>
  );
}

import { useTranslation } from '#web/lib/use-translation.tsx';
import type { ReadingParagraph } from '@arcanes/contracts/readings';

/**
 * « Pourquoi ? » under a paragraph: the computed facts it rests on, in plain words. A native
 * disclosure, so that it opens with the keyboard and says whether it is open without any script.
 */
export function ReadingWhy({ facts }: { facts: ReadingParagraph['facts'] }) {
  const { t } = useTranslation('readings');
  if (facts.length === 0) return null;
  return (
    <details className="reading-why">
      <summary>{t('result.why')}</summary>
      <p className="reading-why__intro">{t('result.whyIntro', { count: facts.length })}</p>
      <ul className="reading-why__facts">
        {facts.map((f, i) => (
          <li key={`${f.id}-${i}`}>{f.label}</li>
        ))}
      </ul>
    </details>
  );
}

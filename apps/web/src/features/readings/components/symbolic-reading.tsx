import { useId } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { symbolicSections } from '#web/features/readings/symbolic-sections.ts';

/**
 * The symbolic block: the computed reading cut into its sections (headings, short paragraphs),
 * with the key facts first when there are some (Sun, Moon and Ascendant; the cards; the numbers).
 */
export function SymbolicReading({
  text,
  title,
  keyFacts = [],
  level = 4,
}: {
  text: string;
  /** The reading's title, already shown above: not repeated. */
  title?: string;
  keyFacts?: readonly string[];
  /** The block's heading level; its sections one below. */
  level?: 3 | 4;
}) {
  const Title = level === 3 ? 'h3' : 'h4';
  const Sub = level === 3 ? 'h4' : 'h5';
  const { t } = useTranslation('readings');
  const titleId = useId();
  const sections = symbolicSections(text, title);
  return (
    <section className="reading-block reading-block--symbolic" aria-labelledby={titleId}>
      <Title id={titleId} className="reading-block__title">
        {t('result.symbolic')}
      </Title>
      {keyFacts.length > 0 && (
        <div className="key-facts">
          <p className="key-facts__title">{t('result.keyFacts')}</p>
          <ul className="key-facts__list">
            {keyFacts.map((f, i) => (
              <li key={i}>{f}</li>
            ))}
          </ul>
        </div>
      )}
      {sections.length === 0 && <p className="reading-text">{t('result.emptyHuman')}</p>}
      {sections.map((s, i) => (
        <div key={i} className="symbolic-section">
          {s.heading && <Sub className="symbolic-section__heading">{s.heading}</Sub>}
          {s.paragraphs.map((p, j) => (
            <p key={j} className="reading-text">
              {p}
            </p>
          ))}
        </div>
      ))}
    </section>
  );
}

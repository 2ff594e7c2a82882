import { useId } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { DIGITAL_SOURCE_TYPE, type ReadingParagraph, type Writer } from '@arcanes/contracts/readings';
import { ReadingWhy } from './reading-why';

interface Props {
  /** The checked paragraphs; the first one answers the question. Empty for a reading not written yet. */
  paragraphs: readonly ReadingParagraph[];
  /** The plain text, shown when there are no paragraphs (a report on its way, an older reading). */
  text: string;
  writer: Writer | null;
  /** What wrote the text, in words (« Texte généré par IA (modèle …) », « Rédigé automatiquement … »). */
  label: string;
  /** The first paragraph's title: « La réponse » to a question, « L’essentiel » of a report. */
  lead?: 'answer' | 'summary';
  /** The block's heading level (3 in the history, 4 under a reading's title); its parts one below. */
  level?: 3 | 4;
}

/**
 * The intuitive block: its title with what wrote it, in words (« Rédigée par une IA (modèle …) »,
 * « Rédigée par nos règles d'interprétation »: no AI badge on text no model wrote), the answer set
 * apart, then the explanation, each paragraph with its « Pourquoi ? ». Text a model wrote is marked for
 * machines (AI Act art. 50(2)): `data-ai-generated` and schema.org's `digitalSourceType` (the IPTC
 * term) as microdata; text our rules wrote carries no such mark. Everything renders as text, never as HTML.
 */
export function IntuitiveReading({ paragraphs, text, writer, label, lead = 'answer', level = 4 }: Props) {
  const Title = level === 3 ? 'h3' : 'h4';
  const Sub = level === 3 ? 'h4' : 'h5';
  const { t } = useTranslation('readings');
  const titleId = useId();
  const [answer, ...rest] = paragraphs;
  const model = writer?.kind === 'ai';
  const marking = model
    ? { 'data-ai-generated': 'true', itemScope: true, itemType: 'https://schema.org/CreativeWork' }
    : {};
  return (
    <section className="reading-block reading-block--ai" aria-labelledby={titleId} {...marking}>
      {model && <meta itemProp="digitalSourceType" content={DIGITAL_SOURCE_TYPE.model} />}
      <div className="reading-block__head">
        <Title id={titleId} className="reading-block__title">
          {t('result.intuitive')}
          {writer && (
            <span className={`writer-badge writer-badge--${writer.kind}`} aria-hidden="true">
              {t(`result.writer.${writer.kind}`, { model: writer.model ?? '—' })}
            </span>
          )}
        </Title>
        {label && <p className="reading-block__label">{label}</p>}
      </div>
      {answer ? (
        <>
          <div className="reading-answer">
            <Sub className="reading-answer__label">
              {t(lead === 'answer' ? 'result.answer' : 'result.summary')}
            </Sub>
            {answer.heading && <p className="reading-answer__heading">{answer.heading}</p>}
            <p className="reading-paragraph__text reading-answer__text">{answer.text}</p>
            <ReadingWhy facts={answer.facts} />
          </div>
          {rest.map((p, i) => (
            <div key={i} className="reading-paragraph">
              {p.heading && <Sub className="reading-paragraph__heading">{p.heading}</Sub>}
              <p className="reading-paragraph__text">{p.text}</p>
              <ReadingWhy facts={p.facts} />
            </div>
          ))}
        </>
      ) : (
        <p className="reading-text">{text.trim() || t('result.emptyAi')}</p>
      )}
    </section>
  );
}

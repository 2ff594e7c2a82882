import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link } from '#web/lib/router.tsx';
import { formatCents } from '#web/lib/money.ts';
import { paths } from '#web/lib/paths.ts';
import { useReading } from '#web/features/readings/api/get-reading.ts';
import type { ReadingAnswer } from '#web/features/readings/api/post-reading.ts';
import { ReadingBlocks } from './reading-blocks';

/**
 * Both blocks of a reading, always: the symbolic one and the intuitive one, labelled with what
 * wrote it (EU AI Act art. 50). Texts come from the server and render as text — markup shown
 * literally.
 */
export function ReadingResult({ answer, before }: { answer: ReadingAnswer; before?: ReactNode }) {
  const { t, i18n } = useTranslation('readings');
  const hours = answer.delivery_promise_hours ?? 2;
  // The key facts (Sun, Moon, Ascendant; numbers; cards) come with the stored reading; a drawn
  // spread shown just above already names its cards.
  const detail = useReading(answer.reading_id, answer.status === 'answered' && !before);
  return (
    <article className="reading-result" aria-labelledby="reading-result-title">
      <h3 id="reading-result-title" className="reading-result__title">
        {answer.title || t('result.title')}
      </h3>
      {before}
      <ReadingBlocks
        title={answer.title}
        messageHumain={answer.message_humain}
        messageAi={answer.message_ai}
        paragraphs={answer.paragraphs ?? []}
        writer={answer.writer}
        aiLabel={answer.ai_label}
        keyFacts={before ? [] : (detail.data?.facts_summary ?? [])}
        lead="answer"
        level={4}
      />
      {answer.mail_sent && (
        <p className="reading-mail" role="note">
          {t('result.mailSent')} {t('result.mailDelay', { count: hours })}
        </p>
      )}
      <p className="reading-result__footer muted">
        {t('result.wallet', { amount: formatCents(answer.wallet_cents, i18n.language) })} ·{' '}
        <Link to={paths.user.history}>{t('result.history')}</Link>
      </p>
    </article>
  );
}

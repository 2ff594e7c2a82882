import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import type { ReadingAnswer } from '../api/post-reading';

/**
 * Both blocks of a reading, always: the symbolic one and the AI-generated one (labelled as such,
 * EU AI Act art. 50). Texts come from the server and render as text — line breaks kept by CSS,
 * markup shown literally.
 */
export function ReadingResult({ answer, before }: { answer: ReadingAnswer; before?: ReactNode }) {
  const { t, i18n } = useTranslation('readings');
  const hours = answer.delivery_promise_hours ?? 2;
  return (
    <article className="reading-result" aria-labelledby="reading-result-title">
      <h3 id="reading-result-title" className="reading-result__title">
        {answer.title || t('result.title')}
      </h3>
      {before}
      <section className="reading-block reading-block--symbolic" aria-labelledby="reading-symbolic">
        <h4 id="reading-symbolic">{t('result.symbolic')}</h4>
        <p className="reading-text">{answer.message_humain.trim() || t('result.emptyHuman')}</p>
      </section>
      <section className="reading-block reading-block--ai" aria-labelledby="reading-ai">
        <h4 id="reading-ai">
          <span className="ai-badge" aria-hidden="true">
            {t('result.aiBadge')}
          </span>{' '}
          {t('result.intuitive')}
        </h4>
        <p className="reading-text">{answer.message_ai.trim() || t('result.emptyAi')}</p>
      </section>
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

import { useTranslation } from '#web/lib/use-translation.tsx';
import { longDate } from '@arcanes/domain/writers/dates';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { useAcceptReadingData, useReadingData } from '#web/features/domains/api/get-reading-data.ts';

/**
 * Shown once, before the first order: what a reading sends to the interpreter (the AI that writes the
 * intuitive reading) and what it does not. Accepting is part of ordering a reading, not a cookie
 * choice; the server keeps the text version and the time as proof. Nothing shows once accepted.
 */
/** A version that is a date (« 2026-11-23 ») written as one; anything else (the first screen's slot) as it is. */
const asDate = (version: string, lang: 'fr' | 'en') =>
  /^\d{4}-\d{2}-\d{2}$/.test(version) ? longDate(version, lang) : version;

export function ReadingDataNotice() {
  const { t, i18n } = useTranslation('domains');
  const status = useReadingData();
  const accept = useAcceptReadingData();
  if (!status.data || status.data.accepted) return null;
  return (
    <section className="card reading-data-notice" aria-labelledby="reading-data-title">
      <h2 id="reading-data-title">{t('readingData.title')}</h2>
      <p>{t('readingData.intro')}</p>
      <ul>
        <li>{t('readingData.sent')}</li>
        <li>{t('readingData.notSent')}</li>
        <li>{t('readingData.kept')}</li>
      </ul>
      <p className="muted small">
        {t('readingData.version', {
          // A date (« 2026-11-23 »), written as one in the page's language (« 23 novembre 2026 »).
          version: asDate(status.data.current_version, i18n.language === 'en' ? 'en' : 'fr'),
        })}
      </p>
      {accept.isError && <FormMessage kind="error">{accept.error.message}</FormMessage>}
      <button type="button" className="btn" disabled={accept.isPending} onClick={() => accept.mutate()}>
        {t('readingData.accept')}
      </button>
    </section>
  );
}

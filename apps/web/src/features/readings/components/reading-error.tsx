import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link } from '#web/lib/router.tsx';
import { HelpNotice } from '#web/components/ui/help-notice.tsx';
import type { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { isQuestionRefusal } from '#web/lib/question-check.ts';

/** The seed's answer area after a failed request: "Erreur : " and the server's message. */
export function ReadingError({ error }: { error: ApiError }) {
  const { t } = useTranslation('readings');
  // A refused question is not a failure: its help, without "Erreur :" (nothing was charged).
  if (isQuestionRefusal(error.code)) return <HelpNotice message={error.message} />;
  return (
    <div className="reading-error" role="alert">
      <p>
        {t('error.prefix')} {error.message}
      </p>
      {error.code === 'INSUFFICIENT_BALANCE' && (
        <p>
          <Link to="/#tarifs">{t('error.topUp')}</Link>
        </p>
      )}
      {error.code === 'CONSENT_REQUIRED' && (
        <p>
          <Link to={paths.cookies}>{t('error.consent')}</Link>
        </p>
      )}
    </div>
  );
}

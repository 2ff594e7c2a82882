import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** The seed's answer area after a failed request: "Erreur : " and the server's message. */
export function ReadingError({ error }: { error: ApiError }) {
  const { t } = useTranslation('readings');
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

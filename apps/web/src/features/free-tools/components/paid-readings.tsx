import { Link } from '#web/lib/router.tsx';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { paths } from '#web/lib/paths.ts';

/** What the free page leaves out, and where the paid readings are. */
export function PaidReadings({ kind }: { kind: 'chart' | 'numerology' }) {
  const { t } = useTranslation('free-tools');
  return (
    <aside className="paid-readings card" aria-labelledby={`paid-${kind}`}>
      <h2 id={`paid-${kind}`}>{t(`${kind}.paid.title`)}</h2>
      <p>{t(`${kind}.paid.text`)}</p>
      <div className="paid-readings__actions">
        <Link className="btn btn--gold" to={paths.domains}>
          {t('paid.domains')}
        </Link>
        <Link className="btn btn--ghost" to="/#tarifs">
          {t('paid.offers')}
        </Link>
      </div>
    </aside>
  );
}

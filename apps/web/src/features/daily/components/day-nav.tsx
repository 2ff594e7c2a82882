import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link } from '#web/lib/router.tsx';

/** The day shown, with links to the day before and after (a week either way of today). */
export function DayNav({
  label,
  previous,
  next,
  base,
}: {
  label: string;
  previous: string | null;
  next: string | null;
  base: string;
}) {
  const { t } = useTranslation('sky');
  return (
    <nav className="daily-day" aria-label={t('daily.navLabel')}>
      {previous ? (
        <Link rel="prev" to={`${base}?date=${previous}`}>
          ← {t('daily.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="daily-day__label">{label}</p>
      {next ? (
        <Link rel="next" to={`${base}?date=${next}`}>
          {t('daily.next')} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

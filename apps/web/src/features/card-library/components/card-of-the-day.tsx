import { Link } from '#web/lib/router.tsx';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { formatCalendarDate } from '#web/lib/format-date.ts';
import { currentLang } from '#web/lib/i18n.ts';
import { cardPath } from '#web/lib/paths.ts';
import { useCardOfTheDay } from '#web/features/card-library/api/get-card-of-the-day.ts';
import { CardFace } from './card-face';

/**
 * The signed-in customer's free card of the day: one draw by the server per Paris day, the same
 * card all day (on every reload and device), with its meaning and a link to its page.
 */
export function CardOfTheDay() {
  const { t } = useTranslation('card-library');
  const lang = currentLang();
  const daily = useCardOfTheDay(lang);
  const d = daily.data;
  return (
    <section
      className="card-of-the-day card"
      aria-labelledby="card-of-the-day-title"
      data-testid="card-of-the-day"
    >
      <h2 id="card-of-the-day-title">{t('daily.title')}</h2>
      {daily.isPending && <div className="card-of-the-day__placeholder" aria-busy="true" />}
      {daily.isError && <p className="muted">{t('daily.error')}</p>}
      {d && (
        <div className="card-of-the-day__body">
          <CardFace
            id={d.card.id}
            reversed={d.reversed}
            width={96}
            alt={d.reversed ? t('reversedAlt', { name: d.card.name }) : d.card.name}
          />
          <div>
            <p className="muted small">{t('daily.day', { date: formatCalendarDate(d.day, lang) })}</p>
            <p className="card-of-the-day__name">
              {d.reversed ? t('reversedAlt', { name: d.card.name }) : d.card.name}
            </p>
            <p className="card-meaning__keywords">{d.keywords.join(' · ')}</p>
            <p>{d.text}</p>
            <Link to={cardPath(d.card.slugs[lang], lang)}>{t('daily.more', { name: d.card.name })}</Link>
          </div>
        </div>
      )}
    </section>
  );
}

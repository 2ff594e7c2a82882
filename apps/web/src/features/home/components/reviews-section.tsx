import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link } from '#web/lib/router.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { formatCalendarDate } from '#web/lib/format-date.ts';
import { paths } from '#web/lib/paths.ts';
import { useReviews } from '#web/features/home/api/get-reviews.ts';
import { ReportReview } from '#web/features/home/components/report-review.tsx';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('home');
  return (
    <p className="review__stars" role="img" aria-label={t('reviews.stars', { rating })}>
      <span aria-hidden="true">{'★'.repeat(rating)}</span>
      <span aria-hidden="true" className="review__stars-off">
        {'★'.repeat(5 - rating)}
      </span>
    </p>
  );
}

/**
 * Reviews of real customers only (L111-7-2): each was written by the buyer of a delivered reading and
 * published by an administrator. With none published, the section is not rendered at all.
 */
export function ReviewsSection() {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const reviews = useReviews().data;
  if (!reviews || reviews.reviews.length === 0) return null;
  const average = reviews.average?.toLocaleString(lang === 'en' ? 'en-GB' : 'fr-FR', {
    maximumFractionDigits: 1,
  });
  return (
    <section id="avis" className="section" aria-labelledby="reviews-title">
      <div className="section__inner">
        <Reveal className="section__head">
          <h2 id="reviews-title">{t('reviews.title')}</h2>
          {average && (
            <p className="section__intro">{t('reviews.summary', { average, count: reviews.total })}</p>
          )}
        </Reveal>
        <ul className="reviews">
          {reviews.reviews.map((r) => (
            <Reveal as="li" key={r.id} className="card review">
              <article aria-label={t('reviews.by', { author: r.author })}>
                <Stars rating={r.rating} />
                <blockquote className="review__text">
                  <p>{r.text}</p>
                </blockquote>
                <p className="review__author">{r.author}</p>
                <p className="review__dates muted small">
                  {t('reviews.dates', {
                    published: formatCalendarDate(r.published_at, lang),
                    reading: formatCalendarDate(r.reading_date, lang),
                  })}
                </p>
                <p className="review__verified">
                  <span aria-hidden="true">✓</span> {t('reviews.verified')}
                </p>
                <ReportReview reviewId={r.id} />
              </article>
            </Reveal>
          ))}
        </ul>
        <p className="reviews__how muted small">
          {t('reviews.how')} <Link to={`${paths.terms}#avis`}>{t('reviews.howLink')}</Link>
        </p>
      </div>
    </section>
  );
}

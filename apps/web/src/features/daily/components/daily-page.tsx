import { useTranslation } from '#web/lib/use-translation.tsx';
import type { DailySkyResponse } from '@arcanes/contracts/daily';
import { Link, useSearchParams } from '#web/lib/router.tsx';
import { currentLang } from '#web/lib/i18n.ts';
import { cardPath, paths, signPath } from '#web/lib/paths.ts';
import type { ReactNode } from 'react';
import { useDaily } from '#web/features/daily/api/get-daily.ts';
import { DayNav } from './day-nav';

/**
 * /horoscope and /en/horoscope: the sky of the day for everyone (the Moon, the day's ingresses and
 * stations, the planets), the twelve signs with their headline, and the public card of the day.
 */
/** The card's face comes from the card library, composed in by the route (features do not import each other). */
export type CardFaceSlot = (id: string, alt: string) => ReactNode;

export function DailyPage({ cardFace }: { cardFace: CardFaceSlot }) {
  const { t } = useTranslation('sky');
  const lang = currentLang();
  const [params] = useSearchParams();
  const date = params.get('date');
  const daily = useDaily(date, lang);
  const data = daily.data;
  return (
    <main id="main" className="page free-page daily-page">
      <header className="free-page__intro">
        <p className="eyebrow">{t('daily.eyebrow')}</p>
        <h1>{t('daily.title')}</h1>
        <p>{t('daily.intro')}</p>
      </header>
      {daily.isPending && (
        <div className="free-result__placeholder daily-page__placeholder" aria-busy="true">
          <span className="visually-hidden">{t('daily.loading')}</span>
        </div>
      )}
      {daily.isError && !data && (
        <p className="form-error" role="alert">
          {t('daily.error')}
        </p>
      )}
      {data && <DailySky data={data} asked={date} cardFace={cardFace} />}
    </main>
  );
}

function DailySky({
  data,
  asked,
  cardFace,
}: {
  data: DailySkyResponse;
  asked: string | null;
  cardFace: CardFaceSlot;
}) {
  const { t } = useTranslation('sky');
  const lang = currentLang();
  const base = paths.horoscope[lang];
  // The Moon's own change of sign is told in its box.
  const planetEvents = data.events.filter((e) => e.body !== 'moon');
  return (
    <>
      <DayNav label={data.date_label} previous={data.previous_date} next={data.next_date} base={base} />
      <div className="daily-page__grid">
        <section className="daily-card" aria-labelledby="daily-moon">
          <h2 id="daily-moon">{t('daily.moonTitle')}</h2>
          <p>
            {t('daily.moonLine', {
              phase: data.moon.phase_name,
              percent: data.moon.illumination,
              sign: data.moon.sign_name,
            })}{' '}
            {data.moon.next_sign_name && data.moon.ingress_time
              ? t('daily.moonIngress', {
                  sign: data.moon.next_sign_name,
                  time: clock(data.moon.ingress_time, lang),
                })
              : null}
          </p>
          <h2 id="daily-events">{t('daily.eventsTitle')}</h2>
          {planetEvents.length ? (
            <ul className="daily-events">
              {planetEvents.map((e) => (
                <li key={`${e.kind}-${e.body}`}>{e.text}</li>
              ))}
            </ul>
          ) : (
            <p>{t('daily.noEvents')}</p>
          )}
          <p className="small muted">{t('daily.zone')}</p>
        </section>
        <section className="daily-card" aria-labelledby="daily-card-title">
          <h2 id="daily-card-title">{t('daily.cardTitle')}</h2>
          <p className="small muted">{t('daily.cardIntro')}</p>
          <div className="daily-tarot">
            {cardFace(data.card.card.id, data.card.card.name)}
            <div>
              <h3>{data.card.card.name}</h3>
              <p className="card-meaning__keywords">{data.card.keywords.join(' · ')}</p>
              <p>{data.card.text}</p>
              <Link to={cardPath(data.card.card.slugs[lang], lang)}>
                {t('daily.cardLink', { card: data.card.card.name })}
              </Link>
            </div>
          </div>
        </section>
      </div>
      <section aria-labelledby="daily-signs">
        <h2 id="daily-signs">{t('daily.signsTitle')}</h2>
        <ul className="daily-signs">
          {data.signs.map((s) => (
            <li key={s.sign}>
              <Link
                className="daily-signs__link"
                to={`${signPath(s.slug, lang)}${asked ? `?date=${data.date}` : ''}`}
                aria-label={t('daily.readSign', { sign: s.name })}
              >
                <span className="daily-signs__glyph" aria-hidden="true">
                  {s.glyph}
                </span>
                <span className="daily-signs__name">{s.name}</span>
                <span className="daily-signs__headline">{themeOf(s.headline)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="daily-card" aria-labelledby="daily-planets">
        <h2 id="daily-planets">{t('daily.positionsTitle')}</h2>
        <table className="daily-positions">
          <caption className="small muted">{t('daily.positionsCaption')}</caption>
          <tbody>
            {data.bodies.map((b) => (
              <tr key={b.id}>
                <th scope="row">{b.name}</th>
                <td>
                  {b.degree}° {b.sign_name}
                  {b.retrograde ? ` (${t('daily.retrograde')})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <DailyCta />
    </>
  );
}

/** « Lion : la Lune éclaire le foyer… » → « Le foyer… »: what the day lights up, without the sign. */
function themeOf(headline: string): string {
  const theme = headline
    .replace(/^[^:]+:\s*(?:la Lune éclaire|the Moon lights up)\s*/, '')
    .replace(/\.$/, '');
  return theme.charAt(0).toUpperCase() + theme.slice(1);
}

/** « 12 h 20 » in French, "12:20" in English. */
export function clock(time: string, lang: 'fr' | 'en'): string {
  return lang === 'fr' ? time.replace(':', '\u00a0h\u00a0') : time;
}

export function DailyCta() {
  const { t } = useTranslation('sky');
  return (
    <aside className="daily-cta">
      <p>{t('daily.cta')}</p>
      <Link className="btn" to={paths.domains}>
        {t('daily.ctaButton')}
      </Link>
    </aside>
  );
}

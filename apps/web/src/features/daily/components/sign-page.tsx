import { useEffect } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link, useNavigate, useSearchParams } from '#web/lib/router.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDocumentMeta } from '#web/lib/document-title.ts';
import { currentLang } from '#web/lib/i18n.ts';
import { paths, signPath } from '#web/lib/paths.ts';
import { useSignHoroscope } from '#web/features/daily/api/get-daily.ts';
import { DailyCta } from './daily-page';
import { DayNav } from './day-nav';

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A sign's horoscope of the day, written from the day's real sky, with the facts it rests on. Reached
 * by the other language's word, it takes its own (the address says the language).
 */
export function SignPage({ slug }: { slug: string }) {
  const { t } = useTranslation('sky');
  const lang = currentLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const date = params.get('date');
  const sign = useSignHoroscope(slug, date, lang);
  const data = sign.data;
  useDocumentMeta(
    data
      ? {
          title: `${t('daily.signTitle', { sign: data.name })}\u00a0— ${data.date_label}`,
          description: data.headline,
        }
      : null,
  );
  useEffect(() => {
    if (data && data.slug[lang] !== slug)
      void navigate(`${signPath(data.slug[lang], lang)}${date ? `?date=${date}` : ''}`, { replace: true });
  }, [data, lang, slug, date, navigate]);

  if (sign.error instanceof ApiError && sign.error.status === 404) {
    return (
      <main id="main" className="page narrow">
        <h1>{t('daily.notFound')}</h1>
        <Link className="btn" to={paths.horoscope[lang]}>
          {t('daily.allSigns')}
        </Link>
      </main>
    );
  }
  return (
    <main id="main" className="page free-page daily-page">
      <nav className="card-page__crumbs" aria-label={t('daily.crumbs')}>
        <Link to={`${paths.horoscope[lang]}${date ? `?date=${date}` : ''}`}>{t('daily.allSigns')}</Link>
      </nav>
      {sign.isPending && (
        <div className="free-result__placeholder daily-page__placeholder" aria-busy="true" />
      )}
      {sign.isError && !data && (
        <p className="form-error" role="alert">
          {t('daily.error')}
        </p>
      )}
      {data && (
        <article className="daily-sign">
          <header>
            <p className="eyebrow">
              <span aria-hidden="true">{data.glyph} </span>
              {data.date_label}
            </p>
            <h1>{t('daily.signTitle', { sign: data.name })}</h1>
            <p className="daily-sign__headline">{sentence(data.headline.replace(/^[^:]+:\s*/, ''))}</p>
          </header>
          {data.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <p className="small muted">{t('daily.zone')}</p>
          <details className="daily-sign__facts">
            <summary>{t('daily.factsTitle')}</summary>
            <ul>
              {data.facts.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </details>
          <DayNav
            label={data.date_label}
            previous={data.previous_date}
            next={data.next_date}
            base={signPath(data.slug[lang], lang)}
          />
        </article>
      )}
      <DailyCta />
    </main>
  );
}

import { useEffect } from 'react';
import { Link, useNavigate } from '#web/lib/router.tsx';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { CardPageResponse } from '@arcanes/contracts/card-library';
import { ApiError } from '#web/lib/api-client.ts';
import { useDocumentMeta } from '#web/lib/document-title.ts';
import { currentLang } from '#web/lib/i18n.ts';
import { cardPath, paths } from '#web/lib/paths.ts';
import { cardPageMeta } from '@arcanes/contracts/public-pages';
import { useCard } from '#web/features/card-library/api/get-cards.ts';
import { CardFace } from './card-face';

/**
 * One card: its face, its meanings upright and reversed, and what it says in each place of each of
 * our spreads. Reached by the other language's word, it takes its own (the address says the language).
 */
export function CardPage({ slug }: { slug: string }) {
  const { t } = useTranslation('card-library');
  const lang = currentLang();
  const navigate = useNavigate();
  const card = useCard(slug, lang);
  const data = card.data;
  useDocumentMeta(
    data
      ? cardPageMeta({ name: data.name, family: data.family, keywords: data.upright.keywords }, lang)
      : null,
  );
  useEffect(() => {
    if (data && data.slugs[lang] !== slug) void navigate(cardPath(data.slugs[lang], lang), { replace: true });
  }, [data, lang, slug, navigate]);

  if (card.error instanceof ApiError && card.error.status === 404) {
    return (
      <main id="main" className="page narrow">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link className="btn" to={paths.cardLibrary[lang]}>
          {t('back')}
        </Link>
      </main>
    );
  }
  return (
    <main id="main" className="page free-page card-page">
      <nav className="card-page__crumbs" aria-label={t('crumbs')}>
        <Link to={paths.cardLibrary[lang]}>{t('back')}</Link>
      </nav>
      {card.isPending && <div className="free-result__placeholder" aria-busy="true" />}
      {card.isError && !data && <p className="form-error">{t('error')}</p>}
      {data && <CardDetails card={data} />}
    </main>
  );
}

function CardDetails({ card }: { card: CardPageResponse }) {
  const { t } = useTranslation('card-library');
  const lang = currentLang();
  return (
    <>
      <header className="card-page__head">
        <div className="card-page__faces">
          <figure>
            <CardFace id={card.id} alt={card.name} width={200} />
            <figcaption className="small muted">{t('upright')}</figcaption>
          </figure>
          <figure>
            <CardFace id={card.id} alt={t('reversedAlt', { name: card.name })} reversed width={200} />
            <figcaption className="small muted">{t('reversed')}</figcaption>
          </figure>
        </div>
        <div>
          <p className="eyebrow">{card.family}</p>
          <h1>{card.name}</h1>
          <section className="card-meaning" aria-labelledby="meaning-upright">
            <h2 id="meaning-upright">{t('upright')}</h2>
            <p className="card-meaning__keywords">{card.upright.keywords.join(' · ')}</p>
            <p>{card.upright.text}</p>
          </section>
          <section className="card-meaning" aria-labelledby="meaning-reversed">
            <h2 id="meaning-reversed">{t('reversed')}</h2>
            <p className="card-meaning__keywords">{card.reversed.keywords.join(' · ')}</p>
            <p>{card.reversed.text}</p>
          </section>
        </div>
      </header>
      <section className="free-section" aria-labelledby="card-spreads">
        <h2 id="card-spreads">{t('spreads.title')}</h2>
        <p className="muted small">{t('spreads.intro')}</p>
        {card.spreads.map((s, i) => (
          <details key={s.id} className="card-spread" open={i === 0}>
            <summary>
              <span className="card-spread__name">{s.name}</span>{' '}
              <span className="muted small">{t('spreads.places', { count: s.positions.length })}</span>
            </summary>
            <p className="muted small">{s.description}</p>
            <ol className="card-spread__places">
              {s.positions.map((p) => (
                <li key={p.name}>
                  <p className="card-spread__place">
                    <strong>{p.name}</strong> — {p.meaning}
                  </p>
                  <dl>
                    <dt>{t('upright')}</dt>
                    <dd>{p.upright}</dd>
                    <dt>{t('reversed')}</dt>
                    <dd>{p.reversed}</dd>
                  </dl>
                </li>
              ))}
            </ol>
          </details>
        ))}
      </section>
      <nav className="card-page__neighbours" aria-label={t('neighbours')}>
        {card.previous && (
          <Link rel="prev" to={cardPath(card.previous.slugs[lang], lang)}>
            ← {card.previous.name}
          </Link>
        )}
        {card.next && (
          <Link rel="next" to={cardPath(card.next.slugs[lang], lang)}>
            {card.next.name} →
          </Link>
        )}
      </nav>
      <aside className="paid-readings card" aria-labelledby="card-paid">
        <h2 id="card-paid">{t('paid.title')}</h2>
        <p>{t('paid.text')}</p>
        <div className="paid-readings__actions">
          <Link className="btn btn--gold" to={paths.domains}>
            {t('paid.domains')}
          </Link>
          <Link className="btn btn--ghost" to="/#tarifs">
            {t('paid.offers')}
          </Link>
        </div>
      </aside>
    </>
  );
}

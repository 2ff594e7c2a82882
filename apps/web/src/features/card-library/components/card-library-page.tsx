import { Link } from '#web/lib/router.tsx';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { CardSummary } from '@arcanes/contracts/card-library';
import { currentLang } from '#web/lib/i18n.ts';
import { cardPath } from '#web/lib/paths.ts';
import { useCards } from '#web/features/card-library/api/get-cards.ts';
import { CardFace } from './card-face';

const GROUPS = ['major', 'batons', 'coupes', 'deniers', 'epees'] as const;
const groupOf = (c: CardSummary) => (c.arcana === 'major' ? 'major' : (c.suit ?? 'batons'));

/** The 78 cards of the Tarot de Marseille: the majors, then each suit, every card a link to its page. */
export function CardLibraryPage() {
  const { t } = useTranslation('card-library');
  const lang = currentLang();
  const cards = useCards(lang);
  return (
    <main id="main" className="page free-page card-library">
      <header className="free-page__intro">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </header>
      {cards.isPending && <div className="free-result__placeholder" aria-busy="true" />}
      {cards.isError && <p className="form-error">{t('error')}</p>}
      {cards.data &&
        GROUPS.map((group) => (
          <section key={group} className="free-section" aria-labelledby={`cards-${group}`}>
            <h2 id={`cards-${group}`}>{t(`groups.${group}.title`)}</h2>
            <p className="muted small">{t(`groups.${group}.intro`)}</p>
            <ul className="card-grid">
              {cards.data.cards
                .filter((c) => groupOf(c) === group)
                .map((c) => (
                  <li key={c.id}>
                    <Link className="card-grid__link" to={cardPath(c.slugs[lang], lang)}>
                      <CardFace id={c.id} alt="" width={120} className="card-grid__face" />
                      <span className="card-grid__name">{c.name}</span>
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
    </main>
  );
}

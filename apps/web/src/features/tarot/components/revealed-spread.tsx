import { useMemo } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { z } from 'zod';
import type { TarotDrawResponse } from '@arcanes/contracts/divination';
import type { revealedCardSchema } from '@arcanes/contracts/readings';
import { renderCardFace } from '@arcanes/domain/tarot/card-svg';
import { findCard } from '@arcanes/domain/tarot/deck';
import { cardSlug } from '@arcanes/domain/tarot/card-slugs';
import { Link } from '#web/lib/router.tsx';
import { cardPath } from '#web/lib/paths.ts';
import { svgDataUrl, useDocumentTheme } from '#web/lib/document-theme.ts';

type RevealedCard = z.infer<typeof revealedCardSchema>;
type Spread = TarotDrawResponse['spread'];

/**
 * The cards the server revealed, laid out as the spread places them (grid cells of one card,
 * a quarter turn for a crossing card), then listed with place, name and orientation.
 */
export function RevealedSpread({ cards, spread }: { cards: RevealedCard[]; spread: Spread | null }) {
  const { t, i18n } = useTranslation('tarot');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const theme = useDocumentTheme();
  const faces = useMemo(
    () =>
      cards.map((c) => {
        const card = findCard(c.card_id);
        return card ? svgDataUrl(renderCardFace(card, { reversed: c.reversed, lang, theme })) : null;
      }),
    [cards, lang, theme],
  );
  const slugs = cards.map((c) => {
    const card = findCard(c.card_id);
    return card ? cardSlug(card, lang) : null;
  });
  const layouts = cards.map((_, i) => spread?.positions[i]?.layout ?? { x: i, y: 0 });
  const cols = Math.max(...layouts.map((l) => l.x)) + 1;
  const rows = Math.max(...layouts.map((l) => l.y)) + 1;
  // A card is 200 × 340; cells get a little air around them.
  const cellW = 200 * 1.12;
  const cellH = 340 * 1.06;

  return (
    <section className="revealed-spread" aria-labelledby="revealed-spread-title">
      <h4 id="revealed-spread-title">
        {spread ? t('reveal.titleNamed', { name: spread.name }) : t('reveal.title')}
      </h4>
      <div
        className="revealed-spread__board"
        style={{
          aspectRatio: `${cols * cellW} / ${rows * cellH}`,
          maxWidth: `${Math.min(cols * 150, 760)}px`,
        }}
        aria-hidden="true"
      >
        {cards.map((c, i) => {
          const l = layouts[i] ?? { x: 0, y: 0 };
          return (
            <div
              key={c.position}
              className={`revealed-spread__slot${'rotate' in l && l.rotate ? ' is-crossing' : ''}`}
              style={{
                left: `${((l.x * cellW + (cellW - 200) / 2) / (cols * cellW)) * 100}%`,
                top: `${((l.y * cellH + (cellH - 340) / 2) / (rows * cellH)) * 100}%`,
                width: `${(200 / (cols * cellW)) * 100}%`,
                animationDelay: `${i * 120}ms`,
              }}
            >
              {faces[i] && <img src={faces[i]} alt="" />}
            </div>
          );
        })}
      </div>
      <ol className="revealed-spread__list">
        {cards.map((c, i) => (
          <li key={c.position} className="revealed-card">
            {faces[i] && (
              <img
                className="revealed-card__face"
                src={faces[i]}
                alt={c.reversed ? t('reveal.altReversed', { name: c.name }) : c.name}
                width={64}
                height={109}
              />
            )}
            <div>
              <p className="revealed-card__place">
                {i + 1}. {c.spread_position}
              </p>
              <p className="revealed-card__name">
                {/* Each card opens its page in the library (its meanings, its places in every spread). */}
                {slugs[i] ? <Link to={cardPath(slugs[i], lang)}>{c.name}</Link> : c.name}
              </p>
              <p className={`revealed-card__orientation${c.reversed ? ' is-reversed' : ''}`}>
                {c.reversed ? t('reveal.reversed') : t('reveal.upright')}
              </p>
              {spread?.positions[i]?.meaning && <p className="muted small">{spread.positions[i]?.meaning}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

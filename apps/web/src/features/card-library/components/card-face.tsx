import { useMemo } from 'react';
import { renderCardFace } from '@arcanes/domain/tarot/card-svg';
import { findCard } from '@arcanes/domain/tarot/deck';
import { svgDataUrl, useDocumentTheme } from '#web/lib/document-theme.ts';
import { currentLang } from '#web/lib/i18n.ts';

/** A card's face as the readings draw it (the deck's own SVG), in the page's theme and language. */
export function CardFace({
  id,
  alt,
  reversed = false,
  width,
  className,
}: {
  id: string;
  alt: string;
  reversed?: boolean;
  width: number;
  className?: string;
}) {
  const theme = useDocumentTheme();
  const lang = currentLang();
  const src = useMemo(() => {
    const card = findCard(id);
    return card ? svgDataUrl(renderCardFace(card, { reversed, lang, theme })) : null;
  }, [id, reversed, lang, theme]);
  if (!src) return null;
  // The faces are drawn 200 × 340.
  return (
    <img className={className} src={src} alt={alt} width={width} height={Math.round((width * 340) / 200)} />
  );
}

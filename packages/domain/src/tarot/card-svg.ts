// Card faces and back as self-contained SVG strings, for the web (inline or as data URLs) and
// for the PDF. Pure functions of the card and options: the same card always gives the same
// markup, so faces can be cached and compared in tests.

import type { Lang, TarotCard } from './card';
import { courtPicture } from './svg-courts';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  CX,
  FONT_STACK,
  PALETTES,
  escapeXml,
  f,
  raysPath,
  starPoints,
  type CardTheme,
  type Palette,
} from './svg-kit';
import { MAJOR_MOTIFS_00_10 } from './svg-majors-00-10';
import { MAJOR_MOTIFS_11_21 } from './svg-majors-11-21';
import { emblem, pipPicture, placed } from './svg-pips';

export type { CardTheme } from './svg-kit';

export interface CardFaceOptions {
  readonly reversed?: boolean;
  readonly lang: Lang;
  readonly theme?: CardTheme;
}

export interface CardBackOptions {
  readonly lang?: Lang;
  readonly theme?: CardTheme;
}

const MAJOR_MOTIFS = [...MAJOR_MOTIFS_00_10, ...MAJOR_MOTIFS_11_21];

function svg(label: string, body: string): string {
  const title = escapeXml(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" role="img" aria-label="${title}">` +
    `<title>${title}</title>${body}</svg>`
  );
}

function frame(p: Palette): string {
  return (
    `<rect x="1.5" y="1.5" width="197" height="337" rx="12" fill="${p.bg}" stroke="${p.ink}" stroke-width="2"/>` +
    `<rect x="9" y="9" width="182" height="322" rx="7" fill="${p.panel}" stroke="${p.frame}" stroke-width="1.6"/>` +
    `<rect x="13" y="13" width="174" height="314" rx="5" fill="none" stroke="${p.frame}" stroke-width="0.6"/>`
  );
}

/** Text centred at (x, y), shrunk and if need be squeezed so that it never leaves its cartouche. */
function fittedText(text: string, y: number, maxWidth: number, size: number, p: Palette): string {
  // DejaVu Serif averages about 0.6 em per character; Georgia is narrower, so this errs on the safe side.
  const em = 0.6;
  let fontSize = size;
  if (text.length * em * fontSize > maxWidth) fontSize = Math.max(10, maxWidth / (text.length * em));
  const squeeze =
    text.length * em * fontSize > maxWidth
      ? ` textLength="${f(maxWidth)}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return `<text x="${CX}" y="${f(y)}" text-anchor="middle" font-family="${escapeXml(FONT_STACK)}" font-size="${f(fontSize)}" letter-spacing="0.4" fill="${p.ink}"${squeeze}>${escapeXml(text)}</text>`;
}

function topCartouche(card: TarotCard, p: Palette): string {
  const box = `<rect x="58" y="18" width="84" height="30" rx="4" fill="${p.bg}" stroke="${p.ink}" stroke-width="1.2"/>`;
  if (card.numeral) return box + fittedText(card.numeral, 40, 72, 19, p);
  if (card.suit)
    return (
      box +
      placed(emblem(card.suit, p), CX, 33, 0.5, card.suit === 'batons' || card.suit === 'epees' ? 90 : 0)
    );
  // Le Mat: no number, only a small ornament, as on the old decks.
  return box + `<polygon points="${starPoints(CX, 33, 7, 2.6, 4)}" fill="${p.frame}"/>`;
}

function picture(card: TarotCard, p: Palette): string {
  if (card.arcana === 'major') return MAJOR_MOTIFS[card.rank]?.(p) ?? '';
  if (!card.suit) return '';
  return card.rank <= 10 ? pipPicture(card.suit, card.rank, p) : courtPicture(card.suit, card.rank, p);
}

function faceLabel(card: TarotCard, lang: Lang, reversed: boolean): string {
  const name = card.name[lang];
  if (!reversed) return name;
  return lang === 'fr' ? `${name}, carte renversée` : `${name}, reversed`;
}

export function renderCardFace(card: TarotCard, opts: CardFaceOptions): string {
  const p = PALETTES[opts.theme ?? 'classique'];
  const reversed = opts.reversed ?? false;
  const body =
    frame(p) +
    `<rect x="18" y="52" width="164" height="232" rx="3" fill="${p.bg}" stroke="${p.ink}" stroke-width="1"/>` +
    topCartouche(card, p) +
    picture(card, p) +
    `<rect x="18" y="290" width="164" height="34" rx="4" fill="${p.bg}" stroke="${p.ink}" stroke-width="1.2"/>` +
    fittedText(card.name[opts.lang], 312, 152, 15, p);
  // Reversed cards are drawn upside down as a whole, as they lie on the table.
  const content = reversed
    ? `<g transform="rotate(180 ${CARD_WIDTH / 2} ${CARD_HEIGHT / 2})">${body}</g>`
    : body;
  return svg(faceLabel(card, opts.lang, reversed), content);
}

/** The back: a grid of diamonds and a medallion, symmetric under a half turn, so reversal cannot show. */
export function renderCardBack(opts: CardBackOptions = {}): string {
  const p = PALETTES[opts.theme ?? 'classique'];
  const cy = CARD_HEIGHT / 2;
  let diamonds = '';
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 4; col++) {
      const x = 40 + col * 40;
      const y = 44 + row * 36;
      if (Math.abs(y - cy) < 64 && Math.abs(x - CX) < 64) continue;
      diamonds += `<polygon points="${starPoints(x, y, 6, 6, 2)}" fill="${p.frame}"/>`;
      // Dots between the diamonds, on a grid that the half turn maps onto itself.
      if (col < 3 && row < 7)
        diamonds += `<circle cx="${f(x + 20)}" cy="${f(y + 18)}" r="2" fill="${p.gold}"/>`;
    }
  }
  const body =
    frame(p) +
    `<rect x="18" y="18" width="164" height="304" rx="4" fill="${p.bg}" stroke="${p.ink}" stroke-width="1"/>` +
    diamonds +
    `<circle cx="${CX}" cy="${cy}" r="58" fill="${p.panel}" stroke="${p.frame}" stroke-width="2"/>` +
    `<path d="${raysPath(CX, cy, 36, 54, 24)}" stroke="${p.gold}" stroke-width="1.6"/>` +
    `<polygon points="${starPoints(CX, cy, 40, 40, 2)}" fill="none" stroke="${p.blue}" stroke-width="2"/>` +
    `<polygon points="${starPoints(CX, cy, 40, 40, 2)}" transform="rotate(45 ${CX} ${cy})" fill="none" stroke="${p.blue}" stroke-width="2"/>` +
    `<polygon points="${starPoints(CX, cy, 26, 10, 8)}" fill="${p.gold}" stroke="${p.ink}" stroke-width="1"/>` +
    `<circle cx="${CX}" cy="${cy}" r="6" fill="${p.red}" stroke="${p.ink}" stroke-width="1"/>` +
    `<rect x="24" y="24" width="152" height="292" rx="3" fill="none" stroke="${p.frame}" stroke-width="0.6"/>`;
  const label = opts.lang === 'en' ? 'Back of a tarot card' : 'Dos d’une carte de tarot';
  return svg(label, body);
}

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

/** Fixed places for the majors' stars; each arcanum lights its own few (by its number). */
const SKY: readonly (readonly [number, number])[] = [
  [32, 70],
  [168, 66],
  [44, 104],
  [158, 98],
  [30, 142],
  [172, 136],
  [56, 76],
  [146, 80],
  [36, 236],
  [166, 230],
];

/**
 * The picture's ground: for a major, a night-and-gold sky (a halo behind the figure and a few
 * stars of its own); for a minor, its suit's element (fire, water, earth, air) as a soft wash.
 * Flat colours with opacity only: no gradient, no id, so faces stay safe inline and in the PDF.
 */
function field(card: TarotCard, p: Palette): string {
  const box = `<rect x="18" y="52" width="164" height="232" rx="3" fill="${p.bg}" stroke="${p.ink}" stroke-width="1"/>`;
  if (card.arcana === 'major') {
    const halo =
      `<circle cx="${CX}" cy="160" r="74" fill="${p.glow}" opacity="0.09"/>` +
      `<circle cx="${CX}" cy="160" r="54" fill="${p.glow}" opacity="0.09"/>` +
      `<path d="${raysPath(CX, 160, 58, 80, 32)}" stroke="${p.gold}" stroke-width="1" opacity="0.28"/>`;
    const stars = [0, 1, 2, 3]
      .map((i) => SKY[(card.rank * 3 + i * 7) % SKY.length] ?? [CX, 70])
      .map(
        ([x, y], i) =>
          `<polygon points="${starPoints(x, y, i % 2 ? 3.2 : 4.4, 1.2, 4)}" fill="${p.gold}" opacity="0.75"/>`,
      )
      .join('');
    return box + halo + stars;
  }
  const wash: Record<string, string> = {
    // Fire: a warm hill under the wands.
    batons: `<path d="M19,284V236Q60,214 100,230T181,222V284Z" fill="${p.red}" opacity="0.1"/>`,
    // Water: two waves under the cups.
    coupes:
      `<path d="M19,284V246Q46,236 73,246T127,246T181,246V284Z" fill="${p.blue}" opacity="0.16"/>` +
      `<path d="M19,284V262Q46,252 73,262T127,262T181,262V284Z" fill="${p.blue}" opacity="0.16"/>`,
    // Earth: a field of furrows under the coins.
    deniers:
      `<path d="M19,284V244H181V284Z" fill="${p.green}" opacity="0.12"/>` +
      `<path d="M30,256H170M40,268H160" stroke="${p.green}" stroke-width="1" opacity="0.35"/>`,
    // Air: clouds drifting behind the swords.
    epees:
      `<ellipse cx="58" cy="84" rx="30" ry="10" fill="${p.steel}" opacity="0.35"/>` +
      `<ellipse cx="146" cy="96" rx="26" ry="9" fill="${p.steel}" opacity="0.35"/>` +
      `<ellipse cx="70" cy="250" rx="36" ry="11" fill="${p.steel}" opacity="0.25"/>`,
  };
  return box + (card.suit ? (wash[card.suit] ?? '') : '');
}

/** Small four-pointed stars in the picture's corners, as printers framed the old cards. */
function corners(p: Palette): string {
  return (
    [
      [25, 59],
      [175, 59],
      [25, 277],
      [175, 277],
    ] as const
  )
    .map(([x, y]) => `<polygon points="${starPoints(x, y, 4, 1.3, 4)}" fill="${p.frame}"/>`)
    .join('');
}

/**
 * The name on its ribbon: one line, or two when a long name would shrink below a readable size
 * (« L’Arcane sans nom (La Mort) »).
 */
function cardName(name: string, p: Palette): string {
  const words = name.split(' ');
  if (name.length <= 20 || words.length < 2) return fittedText(name, 312, 146, 15, p);
  let best = 1;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ').length;
    const b = words.slice(i).join(' ').length;
    const cur = Math.max(a, b);
    const was = Math.max(words.slice(0, best).join(' ').length, words.slice(best).join(' ').length);
    if (cur < was) best = i;
  }
  return (
    fittedText(words.slice(0, best).join(' '), 305, 146, 12, p) +
    fittedText(words.slice(best).join(' '), 319, 146, 12, p)
  );
}

/** The name on a ribbon with notched ends. */
function nameRibbon(p: Palette): string {
  return (
    `<path d="M14,290H186L179,307L186,324H14L21,307Z" fill="${p.bg}" stroke="${p.ink}" stroke-width="1.2" stroke-linejoin="round"/>` +
    `<path d="M24,294H176M24,320H176" stroke="${p.frame}" stroke-width="0.6"/>`
  );
}

export function renderCardFace(card: TarotCard, opts: CardFaceOptions): string {
  const p = PALETTES[opts.theme ?? 'classique'];
  const reversed = opts.reversed ?? false;
  const body =
    frame(p) +
    field(card, p) +
    corners(p) +
    topCartouche(card, p) +
    picture(card, p) +
    nameRibbon(p) +
    cardName(card.name[opts.lang], p);
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

/**
 * Where a tarot spread's cards and captions go on the page. Captions are measured, never cut: each
 * is at most one grid cell wide (so neighbours never meet), the captions of cards sharing a cell
 * stack under it, and every row leaves room for the deepest stack. The cards shrink until the
 * spread fits the area; when captions would need cards smaller than MIN_CARD (the Celtic Cross:
 * four rows, two cards on one cell), the cards carry their number and the captions become a
 * two-column legend under the drawing, as in printed tarot books.
 */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface SpreadSlot {
  x: number;
  y: number;
  rotate?: 90;
  /** « 1. La situation » */
  title: string;
  /** « Le Bateleur (renversé) », « La Lune (renversée) » */
  name: string;
}

export interface CaptionStyle {
  font: string;
  size: number;
}

export const CAPTION_TITLE: CaptionStyle = { font: 'sansBold', size: 7.5 };
export const CAPTION_NAME: CaptionStyle = { font: 'serif', size: 7.5 };

/** Height of `text` wrapped at `width` in that style (pdfkit's heightOfString in the renderer). */
export type Measure = (text: string, style: CaptionStyle, width: number) => number;

export interface PlacedCard {
  /** The card's upright box, centred on (cx, cy); drawn turned by `rotate`. */
  cx: number;
  cy: number;
  w: number;
  h: number;
  /** What the card covers on the page once turned. */
  box: Rect;
  title: Rect;
  name: Rect;
  /** Legend layout: the number's disc on the card. */
  badge?: { cx: number; cy: number; r: number };
}

export interface SpreadLayout {
  mode: 'captions' | 'legend';
  cards: PlacedCard[];
  height: number;
}

const MIN_CARD = 56;
const BADGE = 7.5;
const LEGEND_GAP = 16;

const CARD_RATIO = 1.7;
const GAP = 5;
const ROW_GAP = 12;
const TITLE_TO_NAME = 1;
const BETWEEN_STACKED = 5;

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function tryCell(slots: SpreadSlot[], area: Rect, cellW: number, measure: Measure): SpreadLayout {
  const maxX = Math.max(...slots.map((s) => s.x));
  const maxY = Math.max(...slots.map((s) => s.y));
  // A crossing card lies across its cell: keep it clear of the cards on either side.
  const cardW = cellW * (slots.some((s) => s.rotate) ? 0.7 : 0.8);
  const cardH = cardW * CARD_RATIO;
  const labelW = cellW - 8;
  const heights = slots.map((s) => ({
    title: measure(s.title, CAPTION_TITLE, labelW),
    name: measure(s.name, CAPTION_NAME, labelW),
  }));
  const stacks = new Map<string, number>();
  slots.forEach((s, i) => {
    const key = `${s.x},${s.y}`;
    const h = heights[i]!.title + TITLE_TO_NAME + heights[i]!.name;
    stacks.set(key, (stacks.has(key) ? stacks.get(key)! + BETWEEN_STACKED : 0) + h);
  });
  const captionH = Math.max(...stacks.values());
  const pitch = cardH + GAP + captionH + ROW_GAP;
  const height = maxY * pitch + cardH + GAP + captionH;
  const left = area.x + (area.w - (maxX + 1) * cellW) / 2;
  const used = new Map<string, number>();
  const cards: PlacedCard[] = slots.map((s, i) => {
    const cx = left + s.x * cellW + cellW / 2;
    const top = area.y + s.y * pitch;
    const cy = top + cardH / 2;
    const box = cardBox(s, cx, top, cardW, cardH);
    const key = `${s.x},${s.y}`;
    const y = top + cardH + GAP + (used.get(key) ?? 0);
    const h = heights[i]!;
    used.set(key, (used.get(key) ?? 0) + h.title + TITLE_TO_NAME + h.name + BETWEEN_STACKED);
    return {
      cx,
      cy,
      w: cardW,
      h: cardH,
      box,
      title: { x: cx - labelW / 2, y, w: labelW, h: h.title },
      name: { x: cx - labelW / 2, y: y + h.title + TITLE_TO_NAME, w: labelW, h: h.name },
    };
  });
  return { mode: 'captions', cards, height };
}

function cardBox(s: SpreadSlot, cx: number, top: number, cardW: number, cardH: number): Rect {
  return s.rotate === 90
    ? { x: cx - cardH / 2, y: top + cardH / 2 - cardW / 2, w: cardH, h: cardW }
    : { x: cx - cardW / 2, y: top, w: cardW, h: cardH };
}

/** Numbered cards, and under them the legend in two columns, row by row in position order. */
function tryLegend(slots: SpreadSlot[], area: Rect, cellW: number, measure: Measure): SpreadLayout {
  const maxX = Math.max(...slots.map((s) => s.x));
  const maxY = Math.max(...slots.map((s) => s.y));
  const cardW = cellW * (slots.some((s) => s.rotate) ? 0.7 : 0.8);
  const cardH = cardW * CARD_RATIO;
  const pitch = cardH + ROW_GAP;
  const drawing = maxY * pitch + cardH;
  const colW = (area.w - LEGEND_GAP) / 2;
  const heights = slots.map((s) => ({
    title: measure(s.title, CAPTION_TITLE, colW),
    name: measure(s.name, CAPTION_NAME, colW),
  }));
  const left = area.x + (area.w - (maxX + 1) * cellW) / 2;
  let y = area.y + drawing + LEGEND_GAP;
  const cards: PlacedCard[] = [];
  for (let i = 0; i < slots.length; i += 2) {
    const rowH = Math.max(
      ...[i, i + 1]
        .filter((k) => k < slots.length)
        .map((k) => heights[k]!.title + TITLE_TO_NAME + heights[k]!.name),
    );
    for (const k of [i, i + 1].filter((k) => k < slots.length)) {
      const s = slots[k]!;
      const cx = left + s.x * cellW + cellW / 2;
      const top = area.y + s.y * pitch;
      const box = cardBox(s, cx, top, cardW, cardH);
      const x = area.x + (k % 2) * (colW + LEGEND_GAP);
      const h = heights[k]!;
      cards.push({
        cx,
        cy: top + cardH / 2,
        w: cardW,
        h: cardH,
        box,
        title: { x, y, w: colW, h: h.title },
        name: { x, y: y + h.title + TITLE_TO_NAME, w: colW, h: h.name },
        badge:
          s.rotate === 90
            ? { cx: box.x + box.w - BADGE - 1.5, cy: box.y + box.h / 2, r: BADGE }
            : { cx: box.x + BADGE + 1.5, cy: box.y + BADGE + 1.5, r: BADGE },
      });
    }
    y += rowH + 6;
  }
  return { mode: 'legend', cards, height: y - 6 - area.y };
}

/** The largest layout (cells at most 130 pt wide) that fits `area`, with captions under the cards if they can be legible. */
export function layoutSpread(slots: SpreadSlot[], area: Rect, measure: Measure): SpreadLayout {
  const maxX = Math.max(...slots.map((s) => s.x));
  const widest = Math.min(130, area.w / (maxX + 1));
  for (const attempt of [tryCell, tryLegend]) {
    for (let cellW = widest; ; cellW *= 0.95) {
      const layout = attempt(slots, area, cellW, measure);
      if (layout.height <= area.h) return layout;
      if (layout.cards[0]!.w * 0.95 < MIN_CARD) break;
    }
  }
  // Nothing fits at a legible size: the smallest legend layout.
  let cellW = widest;
  let layout = tryLegend(slots, area, cellW, measure);
  while (layout.height > area.h && cellW > 20) layout = tryLegend(slots, area, (cellW *= 0.95), measure);
  return layout;
}

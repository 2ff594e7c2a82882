// Shared pieces of the card drawings: the two palettes and a few geometric helpers. Everything
// is drawn in the card's own 200 × 340 user space; no ids, gradients or external fonts, so many
// cards can sit inline in one page (or a PDF) without clashing.

export type CardTheme = 'classique' | 'nuit';

export interface Palette {
  readonly bg: string;
  readonly panel: string;
  readonly ink: string;
  readonly frame: string;
  readonly gold: string;
  readonly red: string;
  readonly blue: string;
  readonly green: string;
  readonly flesh: string;
  readonly steel: string;
  readonly faint: string;
  /** The halo behind a major's figure (drawn at low opacity). */
  readonly glow: string;
}

// Classique echoes the printed Marseille colours (ink, vermilion, blue, yellow, flesh) on
// parchment; nuit keeps the same hues, lightened, on the site's night blue.
export const PALETTES: Readonly<Record<CardTheme, Palette>> = {
  classique: {
    bg: '#f4ead3',
    panel: '#fbf5e6',
    ink: '#2b1f16',
    frame: '#9b3326',
    gold: '#e0b13a',
    red: '#c23b2c',
    blue: '#3a67a3',
    green: '#5b8a4e',
    flesh: '#f2c9a1',
    steel: '#c9d3de',
    faint: '#d9c9a6',
    glow: '#e0b13a',
  },
  nuit: {
    bg: '#141a30',
    panel: '#1c2442',
    ink: '#efe3c6',
    frame: '#d4ad55',
    gold: '#e6bf5a',
    red: '#e0765f',
    blue: '#86a9e0',
    green: '#93c488',
    flesh: '#e9c6a1',
    steel: '#aeb9c9',
    faint: '#39426a',
    glow: '#7f92d8',
  },
};

export const FONT_STACK = "'DejaVu Serif', Georgia, 'Times New Roman', serif";

export const CARD_WIDTH = 200;
export const CARD_HEIGHT = 340;
/** Centre of the picture panel, between the numeral and the name. */
export const CX = 100;
export const CY = 167;

/** Short numbers keep the markup small and stable across platforms. */
export function f(n: number): string {
  return String(Math.round(n * 100) / 100);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Points of a regular star (or polygon when inner = outer), first point straight up. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`);
  }
  return out.join(' ');
}

/** `count` straight rays between radii r1 and r2, as one path; a `span` under a full turn fans them. */
export function raysPath(
  cx: number,
  cy: number,
  r1: number,
  r2: number,
  count: number,
  offset = 0,
  span = 2 * Math.PI,
): string {
  const full = span >= 2 * Math.PI;
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = offset + (full ? (span * i) / count : (span * i) / Math.max(1, count - 1));
    d += `M${f(cx + r1 * Math.cos(a))},${f(cy + r1 * Math.sin(a))}L${f(cx + r2 * Math.cos(a))},${f(cy + r2 * Math.sin(a))}`;
  }
  return d;
}

/** The lying eight of Le Bateleur's and La Force's hats. */
export function lemniscate(cx: number, cy: number, half: number, p: Palette): string {
  const h = half;
  const v = half * 0.55;
  const d =
    `M${f(cx)},${f(cy)}C${f(cx - h * 0.4)},${f(cy - v)} ${f(cx - h)},${f(cy - v)} ${f(cx - h)},${f(cy)}` +
    `C${f(cx - h)},${f(cy + v)} ${f(cx - h * 0.4)},${f(cy + v)} ${f(cx)},${f(cy)}` +
    `C${f(cx + h * 0.4)},${f(cy - v)} ${f(cx + h)},${f(cy - v)} ${f(cx + h)},${f(cy)}` +
    `C${f(cx + h)},${f(cy + v)} ${f(cx + h * 0.4)},${f(cy + v)} ${f(cx)},${f(cy)}Z`;
  return `<path d="${d}" fill="${p.gold}" stroke="${p.ink}" stroke-width="1.6"/>`;
}

/** A crown: band and `points` spikes, each tipped with a pearl. */
export function crown(cx: number, cy: number, w: number, points: number, p: Palette): string {
  const h = w * 0.45;
  let d = `M${f(cx - w / 2)},${f(cy)}`;
  for (let i = 0; i <= points * 2; i++) {
    const x = cx - w / 2 + (w * i) / (points * 2);
    d += `L${f(x)},${f(i % 2 === 1 ? cy - h : cy - h * 0.35)}`;
  }
  d += `L${f(cx + w / 2)},${f(cy)}Z`;
  let pearls = '';
  for (let i = 0; i < points; i++) {
    const x = cx - w / 2 + (w * (2 * i + 1)) / (points * 2);
    pearls += `<circle cx="${f(x)}" cy="${f(cy - h)}" r="${f(w * 0.05)}" fill="${p.red}"/>`;
  }
  return (
    `<path d="${d}" fill="${p.gold}" stroke="${p.ink}" stroke-width="1.4" stroke-linejoin="round"/>` +
    `<rect x="${f(cx - w / 2)}" y="${f(cy)}" width="${f(w)}" height="${f(w * 0.14)}" fill="${p.red}" stroke="${p.ink}" stroke-width="1.2"/>` +
    pearls
  );
}

/** Ground line with a few tufts, used under standing motifs. */
export function ground(y: number, p: Palette): string {
  return (
    `<path d="M28,${f(y)}Q64,${f(y - 6)} 100,${f(y)}T172,${f(y)}" fill="none" stroke="${p.green}" stroke-width="3"/>` +
    `<path d="M46,${f(y - 2)}l-4,-8M50,${f(y - 3)}l2,-9M148,${f(y - 3)}l-2,-9M152,${f(y - 2)}l4,-8" stroke="${p.green}" stroke-width="1.6" fill="none"/>`
  );
}

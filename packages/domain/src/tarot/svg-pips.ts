// Suit emblems and the pip layouts of the minors. Cups and coins stand in rows as on the
// Marseille pips; wands are woven into a lattice and swords bow into nested ovals, with a straight one
// down the middle for odd counts, which is how the old decks tell 4 from 5 at a glance.

import type { SuitId } from './card';
import { CX, CY, f, starPoints, type Palette } from './svg-kit';

/** One emblem centred on (0, 0), about 48 units tall for wands and swords, 32 for cups and coins. */
export function emblem(suit: SuitId, p: Palette): string {
  const line = `stroke="${p.ink}" stroke-width="1.2" stroke-linejoin="round"`;
  switch (suit) {
    case 'batons':
      return (
        `<path d="M-3.4,-23Q0,-25.5 3.4,-23L2.7,23Q0,24.5 -2.7,23Z" fill="${p.green}" ${line}/>` +
        `<rect x="-4" y="-13" width="8" height="3" fill="${p.red}" ${line}/>` +
        `<rect x="-4" y="10" width="8" height="3" fill="${p.red}" ${line}/>` +
        `<circle cx="-3.6" cy="-2" r="1.3" fill="${p.ink}"/><circle cx="3.4" cy="4" r="1.3" fill="${p.ink}"/>`
      );
    case 'coupes':
      return (
        `<path d="M-11,-13H11Q11,3 0,5Q-11,3 -11,-13Z" fill="${p.gold}" ${line}/>` +
        `<rect x="-12.5" y="-16" width="25" height="3.4" rx="1.2" fill="${p.gold}" ${line}/>` +
        `<path d="M-6,-8H6" stroke="${p.red}" stroke-width="1.6"/>` +
        `<rect x="-2" y="5" width="4" height="8" fill="${p.gold}" ${line}/>` +
        `<ellipse cx="0" cy="9" rx="4.5" ry="2.2" fill="${p.red}" ${line}/>` +
        `<path d="M-10,17Q0,10 10,17Z" fill="${p.gold}" ${line}/>`
      );
    case 'deniers':
      return (
        `<circle r="12.5" fill="${p.gold}" ${line}/>` +
        `<circle r="9" fill="none" stroke="${p.ink}" stroke-width="0.8"/>` +
        `<polygon points="${starPoints(0, 0, 7.5, 2.6, 4)}" fill="${p.red}" stroke="${p.ink}" stroke-width="0.6"/>` +
        `<polygon points="${starPoints(0, 0, 5.5, 2, 4)}" transform="rotate(45)" fill="${p.blue}" stroke="${p.ink}" stroke-width="0.5"/>` +
        `<circle r="1.8" fill="${p.gold}" stroke="${p.ink}" stroke-width="0.5"/>`
      );
    case 'epees':
      return (
        `<path d="M0,-25L3,-19V10H-3V-19Z" fill="${p.steel}" ${line}/>` +
        `<path d="M0,-19V8" stroke="${p.ink}" stroke-width="0.6"/>` +
        `<path d="M-11,10Q0,14 11,10V13.5Q0,17.5 -11,13.5Z" fill="${p.gold}" ${line}/>` +
        `<rect x="-1.8" y="14.5" width="3.6" height="8" fill="${p.red}" ${line}/>` +
        `<circle cy="24.5" r="2.6" fill="${p.gold}" ${line}/>`
      );
  }
}

export function placed(content: string, x: number, y: number, scale = 1, rotate = 0): string {
  const r = rotate ? ` rotate(${f(rotate)})` : '';
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(scale)})${r}">${content}</g>`;
}

const L = CX - 34;
const R = CX + 34;
/** Row layouts for cups and coins, in panel coordinates, with the emblem scale for each count. */
// prettier-ignore
const ROWS: Readonly<Record<number, { scale: number; at: readonly [number, number][] }>> = {
  2: { scale: 1.6, at: [[CX, 112], [CX, 222]] },
  3: { scale: 1.35, at: [[CX, 96], [CX, CY], [CX, 238]] },
  4: { scale: 1.35, at: [[L, 112], [R, 112], [L, 222], [R, 222]] },
  5: { scale: 1.2, at: [[L, 100], [R, 100], [CX, CY], [L, 234], [R, 234]] },
  6: { scale: 1.15, at: [[L, 96], [R, 96], [L, CY], [R, CY], [L, 238], [R, 238]] },
  7: { scale: 1, at: [[L, 96], [R, 96], [L, CY], [CX, CY], [R, CY], [L, 238], [R, 238]] },
  8: { scale: 1, at: [[L, 86], [R, 86], [L, 140], [R, 140], [L, 194], [R, 194], [L, 248], [R, 248]] },
  9: { scale: 0.95, at: [[L, 86], [R, 86], [L, 140], [R, 140], [CX, CY], [L, 194], [R, 194], [L, 248], [R, 248]] },
  10: {
    scale: 0.92,
    at: [[L, 82], [R, 82], [CX, 113], [L, 144], [R, 144], [L, 190], [R, 190], [CX, 221], [L, 252], [R, 252]],
  },
};

function flower(x: number, y: number, p: Palette, size = 5): string {
  return (
    `<polygon points="${starPoints(x, y, size, size * 0.45, 4)}" fill="${p.red}" stroke="${p.ink}" stroke-width="0.6"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 0.3)}" fill="${p.gold}"/>`
  );
}

/** A long wand along a segment: ink outline, green body, red bands every few units. */
function longWand(x1: number, y1: number, x2: number, y2: number, p: Palette): string {
  const d = `M${f(x1)},${f(y1)}L${f(x2)},${f(y2)}`;
  return (
    `<path d="${d}" stroke="${p.ink}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="${d}" stroke="${p.green}" stroke-width="5.2" stroke-linecap="round"/>` +
    `<path d="${d}" stroke="${p.red}" stroke-width="5.2" stroke-dasharray="3 33" stroke-dashoffset="-14"/>`
  );
}

/** Wands woven into a lattice: parallel pairs leaning each way, plus a vertical one when odd. */
function wandLattice(n: number, p: Palette): string {
  const pairs = Math.floor(n / 2);
  const lean = pairs === 1 ? 0.5 : 0.36;
  const top = 72;
  const bottom = 262;
  const half = (bottom - top) / 2;
  let out = '';
  for (const side of [-1, 1]) {
    for (let i = 0; i < pairs; i++) {
      const offset = (i - (pairs - 1) / 2) * 22;
      out += longWand(CX + offset - side * lean * half, top, CX + offset + side * lean * half, bottom, p);
    }
  }
  if (n % 2 === 1) out += longWand(CX, top - 4, CX, bottom + 4, p);
  return out + flower(CX, 66, p, 6) + flower(CX, 268, p, 6);
}

/** One bowed sword from its hilt (bottom) to its point (top), through control point (cx, CY). */
function curvedSword(x0: number, x1: number, cx: number, p: Palette): string {
  const y0 = 258;
  const d = `M${f(x0)},${f(y0)}Q${f(cx)},${CY} ${f(x1)},70`;
  const len = Math.hypot(cx - x0, CY - y0);
  const ux = (cx - x0) / len;
  const uy = (CY - y0) / len;
  const guard = `M${f(x0 - uy * 9)},${f(y0 + ux * 9)}L${f(x0 + uy * 9)},${f(y0 - ux * 9)}`;
  return (
    `<path d="${d}" fill="none" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${p.steel}" stroke-width="3.6" stroke-linecap="round"/>` +
    `<path d="M${f(x0)},${f(y0)}L${f(x0 - ux * 10)},${f(y0 - uy * 10)}" stroke="${p.red}" stroke-width="3.4"/>` +
    `<path d="${guard}" stroke="${p.ink}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="${guard}" stroke="${p.gold}" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="${f(x0 - ux * 13)}" cy="${f(y0 - uy * 13)}" r="3" fill="${p.gold}" stroke="${p.ink}" stroke-width="1"/>`
  );
}

/** Swords bowed in nested ovals, crossing near point and hilt; a straight one when odd. */
function swordOvals(n: number, p: Palette): string {
  const pairs = Math.floor(n / 2);
  let out = '';
  for (let i = pairs - 1; i >= 0; i--) {
    const spread = 10 + i * 11;
    const bow = 1.6 * (42 + i * 10);
    for (const side of [-1, 1])
      out += curvedSword(CX + side * spread, CX - side * spread, CX + side * bow, p);
  }
  return out + (n % 2 === 1 ? placed(emblem('epees', p), CX, CY, 2.2) : flower(CX, CY, p, 9));
}

/** The picture of a pip card (As to Dix). Aces get one large, ornamented emblem. */
export function pipPicture(suit: SuitId, rank: number, p: Palette): string {
  if (rank === 1) return ace(suit, p);
  if (suit === 'batons') return wandLattice(rank, p);
  if (suit === 'epees') return swordOvals(rank, p);
  const layout = ROWS[rank];
  if (!layout) return '';
  return layout.at.map(([x, y]) => placed(emblem(suit, p), x, y, layout.scale)).join('');
}

function ace(suit: SuitId, p: Palette): string {
  const sprays =
    `<path d="M58,250Q70,220 92,214M142,250Q130,220 108,214" fill="none" stroke="${p.green}" stroke-width="2"/>` +
    `<path d="M66,232q-8,-2 -10,-9q8,1 10,9ZM134,232q8,-2 10,-9q-8,1 -10,9Z" fill="${p.green}"/>`;
  switch (suit) {
    case 'batons':
      return sprays + placed(emblem('batons', p), CX, CY - 8, 3.6) + flames(p);
    case 'coupes':
      return sprays + placed(emblem('coupes', p), CX, CY, 3.8) + crownlet(CX, 92, p);
    case 'deniers':
      return sprays + placed(emblem('deniers', p), CX, CY - 6, 4.2);
    case 'epees':
      return sprays + placed(emblem('epees', p), CX, CY + 14, 3.6) + crownlet(CX, 86, p);
  }
}

function crownlet(x: number, y: number, p: Palette): string {
  return `<polygon points="${f(x - 16)},${f(y + 8)} ${f(x - 18)},${f(y - 6)} ${f(x - 8)},${f(y + 1)} ${f(x)},${f(y - 10)} ${f(x + 8)},${f(y + 1)} ${f(x + 18)},${f(y - 6)} ${f(x + 16)},${f(y + 8)}" fill="${p.gold}" stroke="${p.ink}" stroke-width="1.2"/>`;
}

function flames(p: Palette): string {
  // prettier-ignore
  const at: readonly [number, number, number][] = [[62, 96, -20], [138, 96, 20], [54, 150, -35], [146, 150, 35], [66, 204, -50], [134, 204, 50]];
  return at
    .map(([x, y, r]) =>
      placed(
        `<path d="M0,-7Q4,0 0,6Q-4,0 0,-7Z" fill="${p.gold}" stroke="${p.red}" stroke-width="0.8"/>`,
        x,
        y,
        1.3,
        r,
      ),
    )
    .join('');
}

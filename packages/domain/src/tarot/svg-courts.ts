// The court cards: one standing figure whose headgear tells the rank (Valet's broad hat,
// Cavalier's plumed cap and horse, Reine's pearled crown and veil, Roi's pointed crown and
// beard), holding the emblem of its suit.

import type { SuitId } from './card';
import { emblem, placed } from './svg-pips';
import { CX, crown, f, type Palette } from './svg-kit';

const HEAD_Y = 118;

function robe(colour: string, p: Palette): string {
  return (
    `<path d="M74,150Q100,140 126,150L142,262H58Z" fill="${colour}" stroke="${p.ink}" stroke-width="1.4" stroke-linejoin="round"/>` +
    `<path d="M84,148Q100,166 116,148" fill="none" stroke="${p.gold}" stroke-width="4"/>` +
    `<path d="M100,160V262M70,226H130" stroke="${p.ink}" stroke-width="0.8" opacity="0.6"/>` +
    `<rect x="58" y="256" width="84" height="6" fill="${p.gold}" stroke="${p.ink}" stroke-width="1"/>`
  );
}

function head(p: Palette): string {
  return (
    `<rect x="95" y="${HEAD_Y + 10}" width="10" height="12" fill="${p.flesh}" stroke="${p.ink}" stroke-width="1"/>` +
    `<circle cx="${CX}" cy="${HEAD_Y}" r="14" fill="${p.flesh}" stroke="${p.ink}" stroke-width="1.4"/>` +
    `<circle cx="95" cy="${HEAD_Y - 2}" r="1.3" fill="${p.ink}"/><circle cx="105" cy="${HEAD_Y - 2}" r="1.3" fill="${p.ink}"/>` +
    `<path d="M96,${HEAD_Y + 7}Q100,${HEAD_Y + 9} 104,${HEAD_Y + 7}" fill="none" stroke="${p.ink}" stroke-width="1"/>`
  );
}

function valetHat(p: Palette): string {
  return (
    `<ellipse cx="${CX}" cy="${HEAD_Y - 11}" rx="27" ry="5" fill="${p.red}" stroke="${p.ink}" stroke-width="1.2"/>` +
    `<path d="M86,${HEAD_Y - 12}Q100,${HEAD_Y - 34} 114,${HEAD_Y - 12}Z" fill="${p.red}" stroke="${p.ink}" stroke-width="1.2"/>` +
    `<path d="M87,${HEAD_Y - 15}H113" stroke="${p.gold}" stroke-width="2.4"/>`
  );
}

function cavalierCap(p: Palette): string {
  return (
    `<path d="M85,${HEAD_Y - 8}Q100,${HEAD_Y - 30} 115,${HEAD_Y - 8}Z" fill="${p.blue}" stroke="${p.ink}" stroke-width="1.2"/>` +
    `<path d="M108,${HEAD_Y - 20}Q128,${HEAD_Y - 44} 140,${HEAD_Y - 30}Q126,${HEAD_Y - 30} 112,${HEAD_Y - 16}Z" fill="${p.red}" stroke="${p.ink}" stroke-width="1"/>`
  );
}

function horse(p: Palette): string {
  // A horse's head and neck in profile, rising beside the rider.
  return (
    `<path d="M30,262C28,228 34,204 46,190L52,176L58,188C68,190 78,198 80,210L76,218C70,216 64,214 60,216C58,232 60,248 66,262Z" fill="${p.faint}" stroke="${p.ink}" stroke-width="1.4" stroke-linejoin="round"/>` +
    `<circle cx="62" cy="198" r="1.6" fill="${p.ink}"/>` +
    `<path d="M46,192C40,206 38,222 40,240" fill="none" stroke="${p.red}" stroke-width="3"/>` +
    `<path d="M58,202L78,214" stroke="${p.red}" stroke-width="1.6"/>`
  );
}

function reineCrown(p: Palette): string {
  return (
    `<path d="M84,${HEAD_Y - 6}Q72,${HEAD_Y + 30} 80,${HEAD_Y + 44}M116,${HEAD_Y - 6}Q128,${HEAD_Y + 30} 120,${HEAD_Y + 44}" fill="none" stroke="${p.blue}" stroke-width="5" stroke-linecap="round"/>` +
    crown(CX, HEAD_Y - 12, 30, 5, p)
  );
}

function roiCrown(p: Palette): string {
  return (
    `<path d="M88,${HEAD_Y + 6}Q100,${HEAD_Y + 26} 112,${HEAD_Y + 6}Q100,${HEAD_Y + 14} 88,${HEAD_Y + 6}Z" fill="${p.faint}" stroke="${p.ink}" stroke-width="1"/>` +
    crown(CX, HEAD_Y - 12, 32, 3, p)
  );
}

/** The Reine's throne: a rounded back with pearls behind her. */
function reineThrone(p: Palette): string {
  return (
    `<path d="M62,262V130Q100,84 138,130V262Z" fill="${p.blue}" opacity="0.28" stroke="${p.ink}" stroke-width="1"/>` +
    `<circle cx="62" cy="130" r="4" fill="${p.gold}" stroke="${p.ink}" stroke-width="0.8"/>` +
    `<circle cx="138" cy="130" r="4" fill="${p.gold}" stroke="${p.ink}" stroke-width="0.8"/>`
  );
}

/** The Roi's throne: a square back with gilded finials, and a dais under his feet. */
function roiThrone(p: Palette): string {
  return (
    `<rect x="60" y="102" width="80" height="160" fill="${p.gold}" opacity="0.3" stroke="${p.ink}" stroke-width="1"/>` +
    `<path d="M60,102V92M140,102V92" stroke="${p.ink}" stroke-width="2"/>` +
    `<circle cx="60" cy="89" r="4.5" fill="${p.gold}" stroke="${p.ink}" stroke-width="0.8"/>` +
    `<circle cx="140" cy="89" r="4.5" fill="${p.gold}" stroke="${p.ink}" stroke-width="0.8"/>` +
    `<rect x="46" y="262" width="108" height="8" fill="${p.red}" stroke="${p.ink}" stroke-width="1"/>`
  );
}

/** The Valet stands on open ground. */
function valetGround(p: Palette): string {
  return `<path d="M26,264Q64,256 100,264T174,262" fill="none" stroke="${p.green}" stroke-width="3"/>`;
}

/** The picture of Valet (11), Cavalier (12), Reine (13) or Roi (14) of a suit. */
export function courtPicture(suit: SuitId, rank: number, p: Palette): string {
  const robeColour = rank === 11 ? p.green : rank === 12 ? p.red : rank === 13 ? p.blue : p.red;
  const headgear =
    rank === 11 ? valetHat(p) : rank === 12 ? cavalierCap(p) : rank === 13 ? reineCrown(p) : roiCrown(p);
  const long = suit === 'batons' || suit === 'epees';
  const held = long ? placed(emblem(suit, p), 148, 184, 1.9, 14) : placed(emblem(suit, p), 146, 196, 1.5);
  const hand = `<circle cx="${f(long ? 144 : 140)}" cy="${f(long ? 206 : 214)}" r="5" fill="${p.flesh}" stroke="${p.ink}" stroke-width="1"/>`;
  const setting =
    rank === 11 ? valetGround(p) : rank === 12 ? horse(p) : rank === 13 ? reineThrone(p) : roiThrone(p);
  return setting + robe(robeColour, p) + head(p) + headgear + held + hand;
}

// Symbolic motifs of the majors 0 to X: one simple geometric picture per arcanum, taken from the
// card's Marseille imagery (Le Mat's bundle, Le Bateleur's table, La Papesse's book…).

import { emblem, placed } from './svg-pips';
import { CX, crown, f, ground, lemniscate, raysPath, starPoints, type Palette } from './svg-kit';

type Motif = (p: Palette) => string;

const ink = (p: Palette, w = 1.4) => `stroke="${p.ink}" stroke-width="${w}" stroke-linejoin="round"`;

/** A shield bearing a stylised eagle (L'Impératrice, L'Empereur). */
function eagleShield(x: number, y: number, s: number, p: Palette): string {
  return placed(
    `<path d="M-28,-34H28V4Q28,30 0,42Q-28,30 -28,4Z" fill="${p.gold}" ${ink(p)}/>` +
      `<path d="M0,-18L-22,-8L-14,2L-4,-4L-6,18L0,24L6,18L4,-4L14,2L22,-8Z" fill="${p.ink}"/>` +
      `<circle cx="0" cy="-20" r="4.5" fill="${p.ink}"/>`,
    x,
    y,
    s,
  );
}

function sceptre(x: number, top: number, bottom: number, p: Palette): string {
  return (
    `<path d="M${f(x)},${f(bottom)}V${f(top + 10)}" stroke="${p.ink}" stroke-width="4.4" stroke-linecap="round"/>` +
    `<path d="M${f(x)},${f(bottom)}V${f(top + 10)}" stroke="${p.gold}" stroke-width="2.4" stroke-linecap="round"/>` +
    `<circle cx="${f(x)}" cy="${f(top + 4)}" r="7" fill="${p.gold}" ${ink(p, 1.2)}/>` +
    `<path d="M${f(x)},${f(top - 3)}V${f(top - 13)}M${f(x - 5)},${f(top - 8)}H${f(x + 5)}" stroke="${p.ink}" stroke-width="2"/>`
  );
}

export const MAJOR_MOTIFS_00_10: readonly Motif[] = [
  // 0 Le Mat: the traveller's staff and bundle, on the road.
  (p) =>
    ground(258, p) +
    `<path d="M84,258L114,84" stroke="${p.ink}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M84,258L114,84" stroke="${p.gold}" stroke-width="2.6" stroke-linecap="round"/>` +
    `<path d="M70,132L150,100" stroke="${p.ink}" stroke-width="3.4" stroke-linecap="round"/>` +
    `<circle cx="148" cy="118" r="17" fill="${p.red}" ${ink(p)}/>` +
    `<path d="M136,106Q148,114 160,106" fill="none" ${ink(p)}/>` +
    `<polygon points="${starPoints(58, 86, 9, 3.5, 4)}" fill="${p.gold}" ${ink(p, 1)}/>` +
    `<circle cx="126" cy="246" r="3" fill="${p.ink}"/><circle cx="140" cy="238" r="2.4" fill="${p.ink}"/><circle cx="152" cy="228" r="1.8" fill="${p.ink}"/>`,
  // I Le Bateleur: the table of tools, the wand and the lemniscate hat.
  (p) =>
    lemniscate(CX, 96, 34, p) +
    `<path d="M58,206V258M142,206V258" stroke="${p.ink}" stroke-width="4"/>` +
    `<rect x="44" y="190" width="112" height="16" rx="2" fill="${p.red}" ${ink(p)}/>` +
    placed(emblem('coupes', p), 70, 174, 0.7) +
    placed(emblem('deniers', p), 100, 180, 0.62) +
    `<rect x="120" y="172" width="14" height="14" rx="2" fill="${p.panel}" ${ink(p, 1.2)}/><circle cx="127" cy="179" r="1.8" fill="${p.ink}"/>` +
    `<path d="M120,150L160,120" stroke="${p.ink}" stroke-width="3.6" stroke-linecap="round"/>` +
    `<circle cx="160" cy="120" r="4" fill="${p.gold}" ${ink(p, 1)}/>`,
  // II La Papesse: the tiara above the open book.
  (p) =>
    `<path d="M40,262V140Q100,60 160,140V262" fill="none" stroke="${p.blue}" stroke-width="6"/>` +
    `<rect x="86" y="104" width="28" height="14" rx="4" fill="${p.gold}" ${ink(p)}/>` +
    `<rect x="89" y="90" width="22" height="14" rx="4" fill="${p.gold}" ${ink(p)}/>` +
    `<rect x="92" y="77" width="16" height="13" rx="4" fill="${p.gold}" ${ink(p)}/>` +
    `<path d="M100,77V67M95,71H105" stroke="${p.ink}" stroke-width="2"/>` +
    `<path d="M100,176Q76,164 52,172V236Q76,228 100,240Z" fill="${p.panel}" ${ink(p)}/>` +
    `<path d="M100,176Q124,164 148,172V236Q124,228 100,240Z" fill="${p.panel}" ${ink(p)}/>` +
    `<path d="M60,188Q78,182 92,188M60,200Q78,194 92,200M60,212Q78,206 92,212M108,188Q122,182 140,188M108,200Q122,194 140,200M108,212Q122,206 140,212" fill="none" stroke="${p.red}" stroke-width="1"/>`,
  // III L'Impératrice: crown, eagle shield and sceptre.
  (p) => crown(CX, 104, 54, 5, p) + eagleShield(88, 186, 1.15, p) + sceptre(146, 120, 262, p),
  // IV L'Empereur: the cube he sits on, the orb-topped sceptre and the eagle.
  (p) =>
    `<path d="M100,178L148,198L100,218L52,198Z" fill="${p.gold}" ${ink(p)}/>` +
    `<path d="M52,198V242L100,262V218Z" fill="${p.red}" ${ink(p)}/>` +
    `<path d="M148,198V242L100,262V218Z" fill="${p.blue}" ${ink(p)}/>` +
    sceptre(CX, 92, 196, p) +
    eagleShield(54, 120, 0.6, p) +
    crown(146, 124, 30, 3, p),
  // V Le Pape: the triple cross between two pillars.
  (p) =>
    `<rect x="36" y="96" width="18" height="166" fill="${p.blue}" ${ink(p)}/><rect x="146" y="96" width="18" height="166" fill="${p.blue}" ${ink(p)}/>` +
    `<rect x="32" y="88" width="26" height="10" fill="${p.gold}" ${ink(p)}/><rect x="142" y="88" width="26" height="10" fill="${p.gold}" ${ink(p)}/>` +
    `<path d="M100,78V262" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/><path d="M100,78V262" stroke="${p.gold}" stroke-width="3.4"/>` +
    `<path d="M88,96H112M80,114H120M72,132H128" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M88,96H112M80,114H120M72,132H128" stroke="${p.gold}" stroke-width="3.4" stroke-linecap="round"/>` +
    `<path d="M84,230Q100,214 116,230" fill="none" stroke="${p.red}" stroke-width="3"/>`,
  // VI L'Amoureux: Cupid's sun and arrow above two joined rings.
  (p) =>
    `<path d="${raysPath(CX, 96, 26, 38, 16)}" stroke="${p.gold}" stroke-width="2.4"/>` +
    `<circle cx="${CX}" cy="96" r="24" fill="${p.gold}" ${ink(p)}/>` +
    `<path d="M116,80L84,112" stroke="${p.ink}" stroke-width="2.4"/><path d="M84,112l2,-9l7,7Z" fill="${p.red}" ${ink(p, 1)}/>` +
    `<circle cx="82" cy="200" r="32" fill="none" stroke="${p.red}" stroke-width="6"/>` +
    `<circle cx="118" cy="200" r="32" fill="none" stroke="${p.blue}" stroke-width="6"/>` +
    `<path d="M100,214c-8,-6 -12,-10 -12,-15a6,6 0 0 1 12,-2a6,6 0 0 1 12,2c0,5 -4,9 -12,15Z" fill="${p.red}" ${ink(p, 1)}/>`,
  // VII Le Chariot: canopy, star and chariot on two wheels.
  (p) =>
    `<path d="M54,118Q100,96 146,118V128H54Z" fill="${p.red}" ${ink(p)}/>` +
    `<path d="M60,128V180M140,128V180" stroke="${p.gold}" stroke-width="4"/>` +
    `<polygon points="${starPoints(CX, 152, 14, 6, 5)}" fill="${p.gold}" ${ink(p, 1)}/>` +
    `<rect x="50" y="180" width="100" height="50" rx="3" fill="${p.blue}" ${ink(p)}/>` +
    `<path d="M62,192H138M62,218H138" stroke="${p.gold}" stroke-width="2"/>` +
    `<circle cx="66" cy="240" r="19" fill="${p.panel}" ${ink(p, 2)}/><circle cx="134" cy="240" r="19" fill="${p.panel}" ${ink(p, 2)}/>` +
    `<path d="${raysPath(66, 240, 3, 18, 8)}${raysPath(134, 240, 3, 18, 8)}" stroke="${p.ink}" stroke-width="1.4"/>`,
  // VIII La Justice: the sword as the axis of the scales.
  (p) =>
    placed(emblem('epees', p), CX, 150, 3.6) +
    `<path d="M50,124H150" stroke="${p.ink}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M54,124L40,186M54,124L68,186M146,124L132,186M146,124L160,186" stroke="${p.ink}" stroke-width="1"/>` +
    `<path d="M34,186H74Q54,206 34,186ZM126,186H166Q146,206 126,186Z" fill="${p.gold}" ${ink(p)}/>` +
    `<path d="M70,262L100,244L130,262Z" fill="${p.red}" ${ink(p)}/>`,
  // IX L'Hermite: the lantern with its star, and the staff.
  (p) =>
    `<path d="M70,86L76,262" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/><path d="M70,86L76,262" stroke="${p.red}" stroke-width="3.4"/>` +
    `<path d="${raysPath(126, 160, 30, 44, 12, Math.PI / 12)}" stroke="${p.gold}" stroke-width="2"/>` +
    `<path d="M126,112V122" stroke="${p.ink}" stroke-width="2"/><circle cx="126" cy="108" r="5" fill="none" ${ink(p)}/>` +
    `<path d="M108,136L126,122L144,136Z" fill="${p.blue}" ${ink(p)}/>` +
    `<path d="M108,136H144L140,186H112Z" fill="${p.gold}" ${ink(p)}/>` +
    `<polygon points="${starPoints(126, 160, 11, 4, 6)}" fill="${p.red}" ${ink(p, 0.8)}/>` +
    `<rect x="110" y="186" width="32" height="6" fill="${p.blue}" ${ink(p)}/>`,
  // X La Roue de Fortune: the wheel on its stand, with its crank.
  (p) =>
    ground(262, p) +
    `<path d="M64,262L100,160L136,262" fill="none" stroke="${p.red}" stroke-width="6"/>` +
    `<circle cx="${CX}" cy="160" r="56" fill="none" stroke="${p.ink}" stroke-width="6"/>` +
    `<circle cx="${CX}" cy="160" r="56" fill="none" stroke="${p.gold}" stroke-width="3"/>` +
    `<circle cx="${CX}" cy="160" r="46" fill="none" stroke="${p.ink}" stroke-width="1"/>` +
    `<path d="${raysPath(CX, 160, 10, 46, 6)}" stroke="${p.ink}" stroke-width="3"/>` +
    `<circle cx="${CX}" cy="160" r="10" fill="${p.gold}" ${ink(p)}/>` +
    `<path d="M100,160L150,214H166" fill="none" stroke="${p.ink}" stroke-width="3" stroke-linecap="round"/>` +
    `<polygon points="${starPoints(CX, 96, 8, 3, 4)}" fill="${p.red}"/>`,
];

// Symbolic motifs of the majors XI to XXI (La Force's lion to Le Monde's wreath).

import { placed } from './svg-pips';
import { CX, CY, crown, f, ground, lemniscate, raysPath, starPoints, type Palette } from './svg-kit';

type Motif = (p: Palette) => string;

const ink = (p: Palette, w = 1.4) => `stroke="${p.ink}" stroke-width="${w}" stroke-linejoin="round"`;

function tower(x: number, y: number, w: number, h: number, p: Palette): string {
  const top = y - h;
  let merlons = '';
  for (let i = 0; i < 3; i++)
    merlons += `<rect x="${f(x - w / 2 + (i * w) / 2.5)}" y="${f(top - 8)}" width="${f(w / 5)}" height="8" fill="${p.flesh}" ${ink(p, 1)}/>`;
  return (
    `<rect x="${f(x - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" fill="${p.flesh}" ${ink(p, 1.2)}/>` +
    merlons
  );
}

function drops(at: readonly [number, number][], colour: string, p: Palette): string {
  return at
    .map(
      ([x, y]) =>
        `<path d="M${f(x)},${f(y - 6)}Q${f(x + 4)},${f(y)} ${f(x)},${f(y + 3)}Q${f(x - 4)},${f(y)} ${f(x)},${f(y - 6)}Z" fill="${colour}" ${ink(p, 0.6)}/>`,
    )
    .join('');
}

function water(y: number, p: Palette): string {
  return `<path d="M30,${f(y)}q10,-6 20,0t20,0t20,0t20,0t20,0t20,0t20,0M30,${f(y + 10)}q10,-6 20,0t20,0t20,0t20,0t20,0t20,0t20,0" fill="none" stroke="${p.blue}" stroke-width="2.4"/>`;
}

function vase(x: number, y: number, angle: number, colour: string, p: Palette): string {
  return placed(
    `<path d="M-8,-14H8L6,-8Q14,0 8,12H-8Q-14,0 -6,-8Z" fill="${colour}" ${ink(p, 1.2)}/>`,
    x,
    y,
    1.4,
    angle,
  );
}

export const MAJOR_MOTIFS_11_21: readonly Motif[] = [
  // XI La Force: the lemniscate hat above the lion's head.
  (p) =>
    lemniscate(CX, 92, 30, p) +
    `<polygon points="${starPoints(CX, 190, 50, 36, 14)}" fill="${p.red}" ${ink(p)}/>` +
    `<circle cx="${CX}" cy="190" r="34" fill="${p.gold}" ${ink(p)}/>` +
    `<circle cx="88" cy="180" r="3" fill="${p.ink}"/><circle cx="112" cy="180" r="3" fill="${p.ink}"/>` +
    `<path d="M94,192H106L100,200Z" fill="${p.ink}"/><path d="M84,206Q100,226 116,206Q100,214 84,206Z" fill="${p.red}" ${ink(p, 1.2)}/>`,
  // XII Le Pendu: hanging by one foot between two lopped trees.
  (p) =>
    `<path d="M50,262V86M150,262V86" stroke="${p.green}" stroke-width="8"/>` +
    `<path d="M46,130h-6M54,170h6M46,210h-6M154,120h6M146,160h-6M154,200h6" stroke="${p.red}" stroke-width="5"/>` +
    `<path d="M46,84H154" stroke="${p.gold}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M100,84V104" stroke="${p.ink}" stroke-width="2"/>` +
    `<path d="M100,104V160M100,122L120,134L102,146" fill="none" stroke="${p.blue}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M88,160H112L108,212H92Z" fill="${p.red}" ${ink(p)}/>` +
    `<circle cx="${CX}" cy="226" r="13" fill="${p.flesh}" ${ink(p)}/>` +
    `<path d="M92,238l-2,10M100,240v11M108,238l2,10" stroke="${p.blue}" stroke-width="2"/>`,
  // XIII L'Arcane sans nom: the scythe over a field where life sprouts again.
  (p) =>
    ground(258, p) +
    `<path d="M62,256Q96,170 122,84" fill="none" stroke="${p.ink}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M122,84Q82,70 42,104Q86,88 118,98Z" fill="${p.steel}" ${ink(p)}/>` +
    `<path d="M82,250l-6,-14l10,8ZM118,252l4,-16l4,12ZM140,248l10,-12l-2,14Z" fill="${p.green}" ${ink(p, 0.8)}/>` +
    `<circle cx="104" cy="244" r="7" fill="${p.flesh}" ${ink(p, 1)}/>`,
  // XIV Tempérance: the flow between two vases.
  (p) =>
    `<path d="M64,96Q104,150 140,210" fill="none" stroke="${p.blue}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M64,96Q104,150 140,210" fill="none" stroke="${p.steel}" stroke-width="2.4" stroke-linecap="round"/>` +
    vase(60, 92, 135, p.red, p) +
    vase(140, 222, 0, p.blue, p) +
    `<path d="M30,162Q50,130 78,150Q54,150 44,176ZM170,162Q150,130 122,150Q146,150 156,176Z" fill="${p.blue}" opacity="0.5"/>` +
    `<polygon points="${starPoints(62, 236, 10, 4, 5)}" fill="${p.gold}" ${ink(p, 0.8)}/>`,
  // XV Le Diable: horns and bat wings above two bound figures.
  (p) =>
    `<path d="M100,132L30,100L46,128L26,140L50,152L40,172L100,150ZM100,132L170,100L154,128L174,140L150,152L160,172L100,150Z" fill="${p.blue}" ${ink(p)}/>` +
    `<path d="M84,112Q72,86 82,72Q84,94 92,104ZM116,112Q128,86 118,72Q116,94 108,104Z" fill="${p.red}" ${ink(p)}/>` +
    `<circle cx="${CX}" cy="124" r="18" fill="${p.gold}" ${ink(p)}/>` +
    `<path d="M92,120l5,3M108,120l-5,3M94,132Q100,136 106,132" fill="none" ${ink(p, 1.4)}/>` +
    `<rect x="82" y="206" width="36" height="20" fill="${p.red}" ${ink(p)}/>` +
    `<path d="M100,216L70,236M100,216L130,236" stroke="${p.ink}" stroke-width="1.4"/>` +
    `<circle cx="66" cy="240" r="9" fill="${p.flesh}" ${ink(p)}/><circle cx="134" cy="240" r="9" fill="${p.flesh}" ${ink(p)}/>` +
    `<path d="M58,262Q66,246 74,262M126,262Q134,246 142,262" fill="${p.gold}" ${ink(p, 1)}/>`,
  // XVI La Maison Dieu: the struck tower losing its crown amid falling balls.
  (p) =>
    `<path d="M172,62L140,90L150,96L120,120L134,118L112,140L160,100L148,98L176,74Z" fill="${p.gold}" stroke="${p.red}" stroke-width="1.6"/>` +
    tower(84, 262, 52, 120, p) +
    `<path d="M72,262V240Q84,226 96,240V262Z" fill="${p.blue}" ${ink(p, 1)}/><rect x="76" y="170" width="14" height="18" fill="${p.blue}" ${ink(p, 1)}/>` +
    placed(crown(0, 0, 40, 3, p), 126, 122, 1, 28) +
    drops(
      [
        [42, 96],
        [56, 120],
        [140, 160],
        [154, 196],
        [130, 230],
        [40, 180],
      ],
      p.red,
      p,
    ) +
    drops(
      [
        [150, 136],
        [46, 150],
        [144, 250],
      ],
      p.blue,
      p,
    ),
  // XVII L'Étoile: the great star, seven small ones, and the water she pours into.
  (p) =>
    `<polygon points="${starPoints(CX, 112, 40, 16, 8)}" fill="${p.gold}" ${ink(p)}/>` +
    `<polygon points="${starPoints(CX, 112, 20, 8, 8)}" fill="${p.red}" ${ink(p, 1)}/>` +
    [
      [42, 80],
      [158, 80],
      [40, 140],
      [160, 140],
      [62, 186],
      [138, 186],
      [CX, 192],
    ]
      .map(
        ([x = 0, y = 0]) =>
          `<polygon points="${starPoints(x, y, 9, 3.6, 8)}" fill="${p.blue}" ${ink(p, 0.8)}/>`,
      )
      .join('') +
    vase(72, 224, 120, p.red, p) +
    `<path d="M84,230Q94,240 96,250" fill="none" stroke="${p.blue}" stroke-width="3"/>` +
    water(250, p),
  // XVIII La Lune: the moon's face, its drops, two towers and the pool.
  (p) =>
    `<path d="${raysPath(CX, 100, 34, 46, 20)}" stroke="${p.gold}" stroke-width="2"/>` +
    `<circle cx="${CX}" cy="100" r="32" fill="${p.gold}" ${ink(p)}/>` +
    `<path d="M104,70A30,30 0 0 0 104,130A36,36 0 0 1 104,70Z" fill="${p.blue}" ${ink(p, 1)}/>` +
    drops(
      [
        [70, 150],
        [100, 156],
        [130, 150],
      ],
      p.red,
      p,
    ) +
    tower(44, 222, 22, 44, p) +
    tower(156, 222, 22, 44, p) +
    water(236, p) +
    `<ellipse cx="${CX}" cy="252" rx="10" ry="6" fill="${p.blue}" ${ink(p, 1)}/><path d="M92,248l-8,-8M108,248l8,-8" stroke="${p.blue}" stroke-width="3" stroke-linecap="round"/>`,
  // XIX Le Soleil: the sun with straight and waved rays above the wall.
  (p) =>
    `<path d="${raysPath(CX, 106, 34, 54, 16)}" stroke="${p.red}" stroke-width="3"/>` +
    `<path d="${raysPath(CX, 106, 34, 46, 16, Math.PI / 16)}" stroke="${p.gold}" stroke-width="4"/>` +
    `<circle cx="${CX}" cy="106" r="32" fill="${p.gold}" ${ink(p)}/>` +
    `<circle cx="90" cy="100" r="2.4" fill="${p.ink}"/><circle cx="110" cy="100" r="2.4" fill="${p.ink}"/><path d="M90,116Q100,122 110,116" fill="none" ${ink(p)}/>` +
    drops(
      [
        [50, 170],
        [150, 170],
        [74, 184],
        [126, 184],
      ],
      p.red,
      p,
    ) +
    `<circle cx="82" cy="204" r="9" fill="${p.flesh}" ${ink(p)}/><circle cx="118" cy="204" r="9" fill="${p.flesh}" ${ink(p)}/>` +
    `<rect x="36" y="226" width="128" height="30" fill="${p.gold}" ${ink(p)}/>` +
    `<path d="M36,241H164M60,226V241M92,226V241M124,226V241M76,241V256M108,241V256M140,241V256" stroke="${p.ink}" stroke-width="1"/>`,
  // XX Le Jugement: the angel's trumpet and banner, and the one rising from the tomb.
  (p) =>
    `<path d="M40,96Q40,72 64,76Q74,56 98,66Q118,52 136,70Q162,68 160,96Z" fill="${p.blue}" ${ink(p)}/>` +
    `<path d="${raysPath(CX, 92, 44, 62, 9, Math.PI * 0.15, Math.PI * 0.7)}" stroke="${p.gold}" stroke-width="2"/>` +
    `<path d="M120,96L150,170L160,166L128,94Z" fill="${p.gold}" ${ink(p, 1.2)}/><path d="M146,170Q156,184 168,164Z" fill="${p.gold}" ${ink(p, 1.2)}/>` +
    `<path d="M132,112L110,150L96,126Z" fill="${p.panel}" ${ink(p, 1)}/><path d="M112,124V140M104,132H120" stroke="${p.red}" stroke-width="2"/>` +
    `<circle cx="${CX}" cy="206" r="13" fill="${p.flesh}" ${ink(p)}/><path d="M80,232Q100,214 120,232" fill="${p.flesh}" ${ink(p)}/>` +
    `<rect x="52" y="230" width="96" height="32" fill="${p.green}" ${ink(p)}/>`,
  // XXI Le Monde: the wreath around the dancer and the four living beings at the corners.
  (p) =>
    `<ellipse cx="${CX}" cy="${CY}" rx="42" ry="82" fill="none" stroke="${p.green}" stroke-width="8"/>` +
    `<ellipse cx="${CX}" cy="${CY}" rx="42" ry="82" fill="none" stroke="${p.gold}" stroke-width="1.4" stroke-dasharray="5 5"/>` +
    `<path d="M92,80L108,92M108,80L92,92M92,242L108,254M108,242L92,254" stroke="${p.red}" stroke-width="4"/>` +
    `<circle cx="${CX}" cy="130" r="9" fill="${p.flesh}" ${ink(p)}/><path d="M100,140V190M100,190L88,214M100,190L114,208L104,216M80,150Q100,162 120,150" fill="none" stroke="${p.blue}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M92,160Q110,170 96,196" fill="none" stroke="${p.red}" stroke-width="3"/>` +
    placed(
      `<circle r="11" fill="${p.flesh}" ${ink(p)}/><path d="M-10,-4L-20,-12M10,-4L20,-12" stroke="${p.blue}" stroke-width="4"/>`,
      36,
      76,
    ) +
    placed(`<path d="M0,-10L12,6L0,2L-12,6Z" fill="${p.ink}"/>`, 164, 76) +
    placed(
      `<circle r="11" fill="${p.faint}" ${ink(p)}/><path d="M-9,-6Q-14,-16 -6,-14M9,-6Q14,-16 6,-14" fill="none" ${ink(p)}/>`,
      36,
      258,
    ) +
    placed(
      `<polygon points="${starPoints(0, 0, 14, 9, 12)}" fill="${p.red}"/><circle r="8" fill="${p.gold}" ${ink(p, 1)}/>`,
      164,
      258,
    ),
];

/**
 * The chart wheel as a self-contained SVG string (the web page shows it, the PDF embeds it).
 * Ascendant at the left and longitudes counter-clockwise, as astrologers draw; Aries at the
 * left when the birth time is unknown. Glyphs are plain text in DejaVu Sans, which the PDF
 * embeds and which has every zodiac and planet glyph.
 */
import type { Chart } from './chart';
import { spreadOnCircle } from './chart-wheel-layout';
import { WHEEL_THEMES, aspectStyle } from './chart-wheel-theme';
import type { WheelTheme } from './chart-wheel-theme';
import { ANGLES, PLANETS, SIGNS, formatLongitude, signOf } from './zodiac';
import type { Lang, PlanetId } from './zodiac';

export interface WheelOptions {
  lang: Lang;
  /** Pixel size of the square drawing; 600 by default. */
  size?: number;
  theme?: 'classique' | 'nuit';
}

export const FONT = "'DejaVu Sans', 'Noto Sans Symbols', 'Segoe UI Symbol', 'Apple Symbols', sans-serif";
/** Text presentation selector: without it, browsers may draw ♈ and friends as colour emoji. */
export const TEXT_STYLE = '\uFE0E';
/** Angular room a planet needs on its ring: glyph and its two-line degree label. */
export const GLYPH_MIN_SEPARATION_DEGREES = 11;

// Radii as fractions of the wheel's radius.
const R_ZODIAC_OUTER = 1;
const R_ZODIAC_INNER = 0.85;
const R_PLANET = 0.75;
const R_DEGREE = 0.655;
const R_MINUTE = 0.595;
const R_HOUSE_NUMBER = 0.5;
const R_ASPECT = 0.45;

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const n = (x: number) => (Math.round(x * 100) / 100).toString();

export interface Frame {
  cx: number;
  cy: number;
  radius: number;
  /** Longitude drawn at the left (the Ascendant, or 0° Aries). */
  left: number;
  unit: number;
}

/** Screen point for a longitude at a fraction of the radius (y grows downwards on screen). */
export function at(f: Frame, lon: number, r: number): [number, number] {
  const theta = ((180 + lon - f.left) * Math.PI) / 180;
  return [f.cx + r * f.radius * Math.cos(theta), f.cy - r * f.radius * Math.sin(theta)];
}

export function line(f: Frame, lon1: number, r1: number, lon2: number, r2: number, attrs: string): string {
  const [x1, y1] = at(f, lon1, r1);
  const [x2, y2] = at(f, lon2, r2);
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${attrs}/>`;
}

export function text(f: Frame, lon: number, r: number, content: string, attrs: string): string {
  const [x, y] = at(f, lon, r);
  return `<text x="${n(x)}" y="${n(y)}" ${attrs}>${esc(content)}</text>`;
}

/** Annular sector between two longitudes; counter-clockwise on screen is sweep-flag 0. */
function sector(f: Frame, from: number, to: number, ro: number, ri: number, attrs: string): string {
  const [x1, y1] = at(f, from, ro);
  const [x2, y2] = at(f, to, ro);
  const [x3, y3] = at(f, to, ri);
  const [x4, y4] = at(f, from, ri);
  const [a, b] = [n(ro * f.radius), n(ri * f.radius)];
  return `<path d="M${n(x1)} ${n(y1)}A${a} ${a} 0 0 0 ${n(x2)} ${n(y2)}L${n(x3)} ${n(y3)}A${b} ${b} 0 0 1 ${n(x4)} ${n(y4)}Z" ${attrs}/>`;
}

export function zodiacRing(f: Frame, t: WheelTheme): string[] {
  const out: string[] = [];
  SIGNS.forEach((sign, i) => {
    out.push(
      sector(
        f,
        i * 30,
        i * 30 + 30,
        R_ZODIAC_OUTER,
        R_ZODIAC_INNER,
        `fill="${t.element[sign.element]}" stroke="none"`,
      ),
    );
    out.push(
      line(
        f,
        i * 30,
        R_ZODIAC_OUTER,
        i * 30,
        R_ZODIAC_INNER,
        `stroke="${t.line}" stroke-width="${n(0.8 * f.unit)}"`,
      ),
    );
    out.push(
      text(
        f,
        i * 30 + 15,
        (R_ZODIAC_OUTER + R_ZODIAC_INNER) / 2,
        sign.glyph + TEXT_STYLE,
        `class="sign" data-sign="${sign.id}" font-size="${n(22 * f.unit)}" fill="${t.elementInk[sign.element]}"`,
      ),
    );
  });
  for (let d = 0; d < 360; d++) {
    const len = d % 10 === 0 ? 0.04 : d % 5 === 0 ? 0.027 : 0.014;
    out.push(
      line(
        f,
        d,
        R_ZODIAC_INNER,
        d,
        R_ZODIAC_INNER - len,
        `stroke="${t.tick}" stroke-width="${n(0.5 * f.unit)}"`,
      ),
    );
  }
  return out;
}

export function housesLayer(chart: Chart, f: Frame, t: WheelTheme): string[] {
  if (chart.houses.length !== 12) return [];
  const out: string[] = [];
  chart.houses.forEach((cusp, i) => {
    const angle = i % 3 === 0; // cusps 1, 4, 7, 10 are the angles
    const attrs = `stroke="${angle ? t.gold : t.house}" stroke-width="${n((angle ? 1.4 : 0.7) * f.unit)}"`;
    out.push(line(f, cusp, R_ZODIAC_INNER, cusp, R_ASPECT, attrs));
    const next = chart.houses[(i + 1) % 12] ?? cusp;
    const mid = cusp + ((((next - cusp) % 360) + 360) % 360) / 2;
    out.push(
      text(
        f,
        mid,
        R_HOUSE_NUMBER,
        String(i + 1),
        `class="house" font-size="${n(11 * f.unit)}" fill="${t.muted}"`,
      ),
    );
  });
  const axes: [number | null, string][] = [
    [chart.ascendant, ANGLES.ascendant.abbr],
    [chart.mc, ANGLES.mc.abbr],
    [chart.ascendant === null ? null : chart.ascendant + 180, 'DC'],
    [chart.mc === null ? null : chart.mc + 180, 'IC'],
  ];
  for (const [lon, label] of axes) {
    if (lon === null) continue;
    out.push(
      line(
        f,
        lon,
        R_ZODIAC_OUTER,
        lon,
        R_ZODIAC_OUTER + 0.035,
        `stroke="${t.gold}" stroke-width="${n(1.4 * f.unit)}"`,
      ),
    );
    out.push(
      text(
        f,
        lon,
        R_ZODIAC_OUTER + 0.075,
        label,
        `class="angle" font-size="${n(11 * f.unit)}" fill="${t.gold}" font-weight="bold"`,
      ),
    );
  }
  return out;
}

function aspectsLayer(chart: Chart, f: Frame, t: WheelTheme): string[] {
  const lon = new Map<string, number>(chart.planets.map((p) => [p.id, p.longitude]));
  const out = [
    `<circle cx="${n(f.cx)}" cy="${n(f.cy)}" r="${n(R_ASPECT * f.radius)}" fill="none" stroke="${t.line}" stroke-width="${n(0.7 * f.unit)}"/>`,
  ];
  for (const a of chart.aspects) {
    const la = lon.get(a.a);
    const lb = lon.get(a.b);
    if (la === undefined || lb === undefined || a.type === 'conjunction') continue; // a conjunction is a point, not a line
    const style = aspectStyle(t, a.type);
    const opacity = Math.max(0.35, 1 - a.orb / 10);
    out.push(
      line(
        f,
        la,
        R_ASPECT,
        lb,
        R_ASPECT,
        `class="aspect" data-aspect="${a.type}" stroke="${style.stroke}" stroke-width="${n(style.width * f.unit)}"${style.dash ? ` stroke-dasharray="${style.dash}"` : ''} stroke-opacity="${n(opacity)}"`,
      ),
    );
  }
  return out;
}

function planetsLayer(chart: Chart, f: Frame, t: WheelTheme): string[] {
  const placed = spreadOnCircle(
    chart.planets.map((p) => ({ id: p.id, longitude: p.longitude })),
    GLYPH_MIN_SEPARATION_DEGREES,
  );
  const byId = new Map(chart.planets.map((p) => [p.id, p]));
  const out: string[] = [];
  for (const g of placed) {
    const p = byId.get(g.id as PlanetId);
    if (!p) continue;
    const { degree, minute } = signOf(p.longitude);
    out.push(`<g class="planet" data-planet="${p.id}">`);
    out.push(
      line(
        f,
        p.longitude,
        R_ZODIAC_INNER,
        p.longitude,
        R_ZODIAC_INNER - 0.05,
        `stroke="${t.gold}" stroke-width="${n(1.2 * f.unit)}"`,
      ),
    );
    out.push(
      line(
        f,
        p.longitude,
        R_ZODIAC_INNER - 0.05,
        g.display,
        R_PLANET + 0.045,
        `stroke="${t.leader}" stroke-width="${n(0.6 * f.unit)}"`,
      ),
    );
    out.push(
      text(
        f,
        g.display,
        R_PLANET,
        PLANETS[p.id].glyph + TEXT_STYLE,
        `class="glyph" font-size="${n(23 * f.unit)}" fill="${t.ink}"`,
      ),
    );
    out.push(text(f, g.display, R_DEGREE, `${degree}°`, `font-size="${n(11 * f.unit)}" fill="${t.ink}"`));
    out.push(
      text(
        f,
        g.display,
        R_MINUTE,
        `${String(minute).padStart(2, '0')}′${p.retrograde && p.id !== 'node' ? '℞' : ''}`,
        `font-size="${n(9 * f.unit)}" fill="${t.muted}"`,
      ),
    );
    out.push('</g>');
  }
  return out;
}

const TITLES: Record<Lang, { title: string; noTime: string }> = {
  fr: { title: 'Roue du thème natal', noTime: 'heure de naissance inconnue : ni Ascendant ni maisons' },
  en: { title: 'Natal chart wheel', noTime: 'birth time unknown: no Ascendant and no houses' },
};

function description(chart: Chart, lang: Lang): string {
  const parts = chart.planets.map((p) => `${PLANETS[p.id][lang]} ${formatLongitude(p.longitude, lang)}`);
  if (chart.ascendant !== null)
    parts.push(`${ANGLES.ascendant[lang]} ${formatLongitude(chart.ascendant, lang)}`);
  if (chart.mc !== null) parts.push(`${ANGLES.mc[lang]} ${formatLongitude(chart.mc, lang)}`);
  if (!chart.timeKnown) parts.push(TITLES[lang].noTime);
  return parts.join(' ; ');
}

/** Ids must be unique when several wheels are inlined in one page; derive them from the chart. */
export function idSuffix(chart: Chart): string {
  let h = 2166136261;
  for (const ch of `${chart.instant}|${chart.lat}|${chart.lon}|${chart.timeKnown}`)
    h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0).toString(36);
}

export function renderChartWheel(chart: Chart, opts: WheelOptions): string {
  const size = opts.size ?? 600;
  const t = WHEEL_THEMES[opts.theme ?? 'classique'];
  const left = chart.timeKnown && chart.ascendant !== null ? chart.ascendant : 0;
  const f: Frame = { cx: size / 2, cy: size / 2, radius: (size / 2) * 0.86, left, unit: size / 600 };
  const body = [
    `<circle cx="${n(f.cx)}" cy="${n(f.cy)}" r="${n(size / 2)}" fill="${t.background}"/>`,
    ...zodiacRing(f, t),
    `<circle cx="${n(f.cx)}" cy="${n(f.cy)}" r="${n(f.radius)}" fill="none" stroke="${t.line}" stroke-width="${n(1.1 * f.unit)}"/>`,
    `<circle cx="${n(f.cx)}" cy="${n(f.cy)}" r="${n(R_ZODIAC_INNER * f.radius)}" fill="none" stroke="${t.line}" stroke-width="${n(0.9 * f.unit)}"/>`,
    ...housesLayer(chart, f, t),
    ...aspectsLayer(chart, f, t),
    ...planetsLayer(chart, f, t),
  ];
  const { title } = TITLES[opts.lang];
  const id = `wheel-${idSuffix(chart)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img" aria-labelledby="${id}-title ${id}-desc" lang="${opts.lang}">`,
    `<title id="${id}-title">${esc(title)}</title>`,
    `<desc id="${id}-desc">${esc(description(chart, opts.lang))}</desc>`,
    `<g font-family="${FONT}" text-anchor="middle" dominant-baseline="central" stroke-linecap="round">`,
    ...body,
    '</g>',
    '</svg>',
  ].join('\n');
}

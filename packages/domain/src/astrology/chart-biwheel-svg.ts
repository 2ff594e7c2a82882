/**
 * Two charts drawn together (decision 0200): person A's chart inside with A's houses, person B's
 * planets on a ring between A's planets and the zodiac, and the synastry aspects between them in
 * the centre. Same geometry, glyphs and themes as the natal wheel (chart-wheel-svg.ts).
 */
import type { Chart } from './chart';
import { spreadOnCircle } from './chart-wheel-layout';
import {
  FONT,
  GLYPH_MIN_SEPARATION_DEGREES,
  TEXT_STYLE,
  esc,
  housesLayer,
  idSuffix,
  line,
  n,
  text,
  zodiacRing,
  type Frame,
} from './chart-wheel-svg';
import { WHEEL_THEMES, aspectStyle, type WheelTheme } from './chart-wheel-theme';
import type { SynastryAspect } from './synastry';
import { ANGLES, PLANETS, formatLongitude, signOf, type Lang, type PlanetId, type PointId } from './zodiac';

export interface BiWheelOptions {
  lang: Lang;
  size?: number;
  theme?: 'classique' | 'nuit';
  /** The two first names, for the title, the description and the legend. */
  names: [string, string];
}

const R_ZODIAC_INNER = 0.85;
const R_B_RING = 0.725;
const R_B_GLYPH = 0.79;
const R_B_DEGREE = 0.745;
const R_A_GLYPH = 0.665;
const R_A_DEGREE = 0.6;
const R_ASPECT = 0.45;

/** Person B's colour: distinct from A's ink in both themes, and readable on their backgrounds. */
const B_INK: Record<'classique' | 'nuit', string> = { classique: '#7a3e8e', nuit: '#d9a8ee' };

interface Ring {
  glyph: number;
  degree: number;
  /** Where the tick at the true degree starts and the leader line ends. */
  from: number;
  ink: string;
  person: 'a' | 'b';
}

function planetRing(chart: Chart, f: Frame, t: WheelTheme, ring: Ring): string[] {
  const placed = spreadOnCircle(
    chart.planets.map((p) => ({ id: p.id, longitude: p.longitude })),
    GLYPH_MIN_SEPARATION_DEGREES * 0.85,
  );
  const byId = new Map(chart.planets.map((p) => [p.id, p]));
  const out: string[] = [];
  for (const g of placed) {
    const p = byId.get(g.id as PlanetId);
    if (!p) continue;
    const { degree } = signOf(p.longitude);
    out.push(`<g class="planet" data-person="${ring.person}" data-planet="${p.id}">`);
    out.push(
      line(
        f,
        p.longitude,
        ring.from,
        p.longitude,
        ring.from - 0.035,
        `stroke="${ring.ink}" stroke-width="${n(1.2 * f.unit)}"`,
      ),
    );
    out.push(
      line(
        f,
        p.longitude,
        ring.from - 0.035,
        g.display,
        ring.glyph + 0.035,
        `stroke="${t.leader}" stroke-width="${n(0.6 * f.unit)}"`,
      ),
    );
    out.push(
      text(
        f,
        g.display,
        ring.glyph,
        PLANETS[p.id].glyph + TEXT_STYLE,
        `class="glyph" font-size="${n(19 * f.unit)}" fill="${ring.ink}"`,
      ),
    );
    out.push(
      text(
        f,
        g.display,
        ring.degree,
        `${degree}°${p.retrograde && p.id !== 'node' ? '℞' : ''}`,
        `font-size="${n(9.5 * f.unit)}" fill="${ring.ink}"`,
      ),
    );
    out.push('</g>');
  }
  return out;
}

function longitudeOf(chart: Chart, id: PointId): number | null {
  if (id === 'ascendant') return chart.ascendant;
  if (id === 'mc') return chart.mc;
  return chart.planets.find((p) => p.id === id)?.longitude ?? null;
}

function synastryLines(a: Chart, b: Chart, aspects: readonly SynastryAspect[], f: Frame, t: WheelTheme) {
  const out = [
    `<circle cx="${n(f.cx)}" cy="${n(f.cy)}" r="${n(R_ASPECT * f.radius)}" fill="none" stroke="${t.line}" stroke-width="${n(0.7 * f.unit)}"/>`,
  ];
  for (const x of aspects) {
    const la = longitudeOf(a, x.a);
    const lb = longitudeOf(b, x.b);
    if (la === null || lb === null || x.type === 'conjunction') continue;
    const style = aspectStyle(t, x.type);
    out.push(
      line(
        f,
        la,
        R_ASPECT,
        lb,
        R_ASPECT,
        `class="aspect" data-aspect="${x.type}" data-pair="${x.a}-${x.b}" stroke="${style.stroke}" stroke-width="${n(style.width * f.unit)}"${style.dash ? ` stroke-dasharray="${style.dash}"` : ''} stroke-opacity="${n(Math.max(0.35, 1 - x.orb / 10))}"`,
      ),
    );
  }
  return out;
}

const TITLES: Record<Lang, (a: string, b: string) => string> = {
  fr: (a, b) => `Les thèmes de ${a} et de ${b} réunis`,
  en: (a, b) => `${a}’s and ${b}’s charts together`,
};

function description(a: Chart, b: Chart, names: [string, string], lang: Lang): string {
  const one = (c: Chart, name: string) => {
    const parts = c.planets.map((p) => `${PLANETS[p.id][lang]} ${formatLongitude(p.longitude, lang)}`);
    if (c.ascendant !== null) parts.push(`${ANGLES.ascendant[lang]} ${formatLongitude(c.ascendant, lang)}`);
    return `${name}${lang === 'fr' ? ' (cercle intérieur)\u00a0: ' : ' (inner ring): '}${parts.join(', ')}`;
  };
  const outer = (c: Chart, name: string) =>
    `${name}${lang === 'fr' ? ' (cercle extérieur)\u00a0: ' : ' (outer ring): '}${c.planets
      .map((p) => `${PLANETS[p.id][lang]} ${formatLongitude(p.longitude, lang)}`)
      .join(', ')}`;
  return `${one(a, names[0])}${lang === 'fr' ? '\u202f;' : ';'} ${outer(b, names[1])}`;
}

/** The bi-wheel as a self-contained SVG string: A inside (with A's houses), B outside, synastry lines between. */
export function renderBiWheel(
  a: Chart,
  b: Chart,
  aspects: readonly SynastryAspect[],
  opts: BiWheelOptions,
): string {
  const size = opts.size ?? 600;
  const themeName = opts.theme ?? 'classique';
  const t = WHEEL_THEMES[themeName];
  const left = a.timeKnown && a.ascendant !== null ? a.ascendant : 0;
  const f: Frame = { cx: size / 2, cy: size / 2, radius: (size / 2) * 0.86, left, unit: size / 600 };
  const legendY = size - 10 * f.unit;
  const body = [
    `<circle cx="${n(f.cx)}" cy="${n(f.cy)}" r="${n(size / 2)}" fill="${t.background}"/>`,
    ...zodiacRing(f, t),
    `<circle cx="${n(f.cx)}" cy="${n(f.cy)}" r="${n(f.radius)}" fill="none" stroke="${t.line}" stroke-width="${n(1.1 * f.unit)}"/>`,
    `<circle cx="${n(f.cx)}" cy="${n(f.cy)}" r="${n(R_ZODIAC_INNER * f.radius)}" fill="none" stroke="${t.line}" stroke-width="${n(0.9 * f.unit)}"/>`,
    `<circle cx="${n(f.cx)}" cy="${n(f.cy)}" r="${n(R_B_RING * f.radius)}" fill="none" stroke="${t.house}" stroke-width="${n(0.7 * f.unit)}"/>`,
    ...housesLayer(a, f, t),
    ...synastryLines(a, b, aspects, f, t),
    ...planetRing(b, f, t, {
      glyph: R_B_GLYPH,
      degree: R_B_DEGREE,
      from: R_ZODIAC_INNER,
      ink: B_INK[themeName],
      person: 'b',
    }),
    ...planetRing(a, f, t, { glyph: R_A_GLYPH, degree: R_A_DEGREE, from: R_B_RING, ink: t.ink, person: 'a' }),
    `<text x="${n(8 * f.unit)}" y="${n(legendY)}" text-anchor="start" font-size="${n(12 * f.unit)}" fill="${t.ink}" class="legend" data-person="a">● ${esc(opts.names[0])}</text>`,
    `<text x="${n(size - 8 * f.unit)}" y="${n(legendY)}" text-anchor="end" font-size="${n(12 * f.unit)}" fill="${B_INK[themeName]}" class="legend" data-person="b">● ${esc(opts.names[1])}</text>`,
  ];
  const id = `biwheel-${idSuffix(a)}-${idSuffix(b)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img" aria-labelledby="${id}-title ${id}-desc" lang="${opts.lang}">`,
    `<title id="${id}-title">${esc(TITLES[opts.lang](opts.names[0], opts.names[1]))}</title>`,
    `<desc id="${id}-desc">${esc(description(a, b, opts.names, opts.lang))}</desc>`,
    `<g font-family="${FONT}" text-anchor="middle" dominant-baseline="central" stroke-linecap="round">`,
    ...body,
    '</g>',
    '</svg>',
  ].join('\n');
}

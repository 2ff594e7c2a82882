import { describe, expect, it } from 'vitest';
import { computeChart } from './chart';
import { spreadOnCircle } from './chart-wheel-layout';
import { GLYPH_MIN_SEPARATION_DEGREES, renderChartWheel } from './chart-wheel-svg';
import { PLANETS, PLANET_IDS, SIGNS, angleDiff } from './zodiac';

const paris = { lat: 48.8566, lon: 2.3522 };
const ordinary = computeChart({ instant: new Date('1980-03-17T09:00:00Z'), ...paris });
// 4–5 February 1962: seven bodies within 17° of Aquarius, the best-known stellium of the century.
const stellium = computeChart({ instant: new Date('1962-02-04T23:00:00Z'), ...paris });

/** Checks that every tag is closed in order, which is what an XML parser would insist on. */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = m;
    if (!name) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(stack).toEqual([]);
  expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
}

function glyphCentres(svg: string): { x: number; y: number }[] {
  return [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" class="glyph"/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
  }));
}

const count = (svg: string, s: string) => svg.split(s).length - 1;

describe('renderChartWheel', () => {
  it('is a self-contained, well-formed, accessible SVG', () => {
    const svg = renderChartWheel(ordinary, { lang: 'fr' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"')).toBe(true);
    expect(svg).toContain('role="img"');
    expect(svg).toMatch(/<title id="[^"]+">Roue du thème natal<\/title>/);
    expect(svg).toContain('Soleil 26°55′ Poissons'); // the description names the placements
    expect(svg).toContain("'DejaVu Sans'");
    expect(svg).not.toMatch(/<image|href=|@import|url\(/); // nothing external
    assertWellFormed(svg);
    expect(renderChartWheel(ordinary, { lang: 'en' })).toMatch(/<title[^>]*>Natal chart wheel<\/title>/);
  });

  it('draws each of the 12 sign glyphs and each planet glyph exactly once', () => {
    const svg = renderChartWheel(ordinary, { lang: 'en' });
    for (const s of SIGNS) expect(count(svg, s.glyph), s.id).toBe(1);
    for (const id of PLANET_IDS) expect(count(svg, PLANETS[id].glyph), id).toBe(1);
  });

  it('keeps glyph centres at least a glyph apart in a stellium', () => {
    const svg = renderChartWheel(stellium, { lang: 'fr', size: 600 });
    const centres = glyphCentres(svg);
    expect(centres).toHaveLength(11);
    const glyphSize = 23; // font-size of planet glyphs at 600 px
    for (let i = 0; i < centres.length; i++) {
      for (let j = i + 1; j < centres.length; j++) {
        const a = centres[i];
        const b = centres[j];
        if (!a || !b) continue;
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(glyphSize);
      }
    }
  });

  it('puts the Ascendant at the left with houses, and Aries at the left with no houses when the time is unknown', () => {
    const known = renderChartWheel(ordinary, { lang: 'fr' });
    expect(count(known, 'class="house"')).toBe(12);
    const ac = /<text x="([\d.]+)" y="([\d.]+)" class="angle"[^>]*>AC</.exec(known);
    expect(Number(ac?.[1])).toBeLessThan(60);
    expect(Number(ac?.[2])).toBeCloseTo(300, 0);

    const unknown = computeChart({ instant: new Date('1980-03-17T12:00:00Z'), ...paris, timeKnown: false });
    const svg = renderChartWheel(unknown, { lang: 'fr', theme: 'nuit' });
    assertWellFormed(svg);
    expect(svg).not.toContain('class="house"');
    expect(svg).not.toContain('>AC<');
    expect(svg).toContain('heure de naissance inconnue');
    const aries = /<text x="([\d.]+)" y="([\d.]+)" class="sign" data-sign="aries"/.exec(svg);
    expect(Number(aries?.[1])).toBeLessThan(100); // left…
    expect(Number(aries?.[2])).toBeGreaterThan(300); // …just below the horizontal, counter-clockwise from 0°
  });

  it('scales with size and switches palette with the theme', () => {
    const small = renderChartWheel(ordinary, { lang: 'fr', size: 300 });
    expect(small).toContain('viewBox="0 0 300 300"');
    const night = renderChartWheel(ordinary, { lang: 'fr', theme: 'nuit' });
    expect(night).toContain('fill="#0f1430"');
    expect(renderChartWheel(ordinary, { lang: 'fr' })).not.toContain('#0f1430');
  });

  it('draws aspect lines coloured by type, and no line for a conjunction', () => {
    const svg = renderChartWheel(ordinary, { lang: 'fr' });
    const drawn = ordinary.aspects.filter(
      (a) =>
        a.type !== 'conjunction' &&
        a.a !== 'ascendant' &&
        a.b !== 'ascendant' &&
        a.a !== 'mc' &&
        a.b !== 'mc',
    );
    expect(count(svg, 'class="aspect"')).toBe(drawn.length);
    expect(svg).not.toContain('data-aspect="conjunction"');
  });
});

describe('spreadOnCircle', () => {
  it('leaves well-separated points where they are', () => {
    const placed = spreadOnCircle(
      [
        { id: 'a', longitude: 10 },
        { id: 'b', longitude: 100 },
        { id: 'c', longitude: 350 },
      ],
      10,
    );
    for (const p of placed) expect(p.display).toBeCloseTo(p.longitude, 9);
  });

  it('spreads a crowd symmetrically, across 0° Aries too', () => {
    const placed = spreadOnCircle(
      ['a', 'b', 'c', 'd'].map((id, i) => ({ id, longitude: (358 + i) % 360 })),
      10,
    );
    const displays = placed.map((p) => p.display);
    for (let i = 1; i < displays.length; i++)
      expect(angleDiff(displays[i - 1] ?? 0, displays[i] ?? 0)).toBeCloseTo(10, 9);
    expect(angleDiff(359.5, displays[0] ?? 0)).toBeCloseTo(-15, 9); // centred on the crowd's mean, 359.5°
  });

  it('never overlaps, whatever the input', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 360;
    for (let trial = 0; trial < 200; trial++) {
      const points = PLANET_IDS.map((id) => ({ id, longitude: trial % 2 ? random() : 100 + random() / 8 }));
      const displays = spreadOnCircle(points, GLYPH_MIN_SEPARATION_DEGREES)
        .map((p) => p.display)
        .sort((a, b) => a - b);
      displays.forEach((d, i) => {
        const next = displays[(i + 1) % displays.length] ?? d;
        expect((next - d + 360) % 360).toBeGreaterThanOrEqual(GLYPH_MIN_SEPARATION_DEGREES - 1e-9);
      });
    }
  });
});

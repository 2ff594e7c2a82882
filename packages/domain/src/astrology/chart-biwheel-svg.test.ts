import { describe, expect, it } from 'vitest';
import { renderBiWheel } from './chart-biwheel-svg';
import { computeChart } from './chart';
import { synastryAspects } from './synastry';

const a = computeChart({ instant: new Date('1988-04-12T07:30:00Z'), lat: 48.8566, lon: 2.3522 });
const b = computeChart({ instant: new Date('1990-10-03T18:05:00Z'), lat: 45.764, lon: 4.8357 });
const aspects = synastryAspects(a, b);

describe('bi-wheel', () => {
  const svg = renderBiWheel(a, b, aspects, { lang: 'fr', names: ['Camille', 'Hugo'] });

  it('draws both people’s eleven planets, each on its ring', () => {
    expect(svg.match(/data-person="a" data-planet=/g)).toHaveLength(11);
    expect(svg.match(/data-person="b" data-planet=/g)).toHaveLength(11);
  });

  it('draws a line for every synastry aspect but the conjunctions, and A’s twelve houses', () => {
    const lines = svg.match(/class="aspect"/g) ?? [];
    expect(lines.length).toBe(aspects.filter((x) => x.type !== 'conjunction').length);
    expect(lines.length).toBeGreaterThan(5);
    expect(svg.match(/class="house"/g)).toHaveLength(12);
  });

  it('is named for both people, with a text description and French spacing', () => {
    expect(svg).toContain('<title id="biwheel-');
    expect(svg).toContain('Les thèmes de Camille et de Hugo réunis');
    expect(svg).toContain('Camille (cercle intérieur)\u00a0: Soleil');
    expect(svg).toContain('Hugo (cercle extérieur)\u00a0: Soleil');
    expect(renderBiWheel(a, b, aspects, { lang: 'en', names: ['Camille', 'Hugo'] })).toContain(
      'Camille’s and Hugo’s charts together',
    );
  });

  it('escapes the names', () => {
    const svg2 = renderBiWheel(a, b, aspects, { lang: 'en', names: ['<b>x</b>', 'A&B'] });
    expect(svg2).not.toContain('<b>x</b>');
    expect(svg2).toContain('A&amp;B');
  });
});

import { describe, expect, it } from 'vitest';
import { computeChart } from './chart';
import { MOON_PHASES, birthMoonPhase, hemispheres, moonPhase, nodalAxis } from './lunar';
import { testChart } from './test-chart';

describe('moon phase', () => {
  it('cuts the elongation into eight phases of 45°', () => {
    const cases: [number, string][] = [
      [0, 'new'],
      [44.9, 'new'],
      [45, 'crescent'],
      [90, 'first_quarter'],
      [170, 'gibbous'],
      [180, 'full'],
      [226, 'disseminating'],
      [300, 'last_quarter'],
      [359.9, 'balsamic'],
    ];
    for (const [elongation, id] of cases) expect(moonPhase(100, 100 + elongation).id).toBe(id);
    // Across 0° Aries: Sun at 350°, Moon at 20° is 30° ahead, a new Moon.
    expect(moonPhase(350, 20)).toMatchObject({ id: 'new', waxing: true });
    expect(moonPhase(0, 180).illumination).toBeCloseTo(1, 10);
    expect(moonPhase(0, 270)).toMatchObject({ waxing: false });
  });

  it('has a distinct name and meaning in both languages for each phase', () => {
    for (const lang of ['fr', 'en'] as const) {
      expect(new Set(MOON_PHASES.map((p) => p.name[lang])).size).toBe(8);
      expect(new Set(MOON_PHASES.map((p) => p.meaning[lang])).size).toBe(8);
    }
  });

  it('tells a phase in one of several wordings, the same for the same chart', () => {
    for (const p of MOON_PHASES)
      for (const lang of ['fr', 'en'] as const)
        expect(new Set([p.meaning[lang], ...p.others[lang]]).size).toBeGreaterThanOrEqual(4);
    const told = new Set([0, 0.1, 0.2, 0.3].map((d) => moonPhase(0, 150 + d).meaning.fr));
    expect(told.size).toBeGreaterThan(1);
    expect(moonPhase(0, 150.2).meaning).toEqual(moonPhase(0, 150.2).meaning);
    const gibbous = MOON_PHASES.find((p) => p.id === 'gibbous')!;
    expect([gibbous.meaning.en, ...gibbous.others.en]).toContain(moonPhase(0, 150.2).meaning.en);
  });

  it('finds the full Moon of 2024-04-23 (exact 23:49 UTC) and the new Moon of 2024-04-08', () => {
    const chart = (iso: string) => computeChart({ instant: new Date(iso), lat: 48.85, lon: 2.35 });
    expect(birthMoonPhase(chart('2024-04-24T00:30:00Z')).id).toBe('full');
    expect(birthMoonPhase(chart('2024-04-23T20:00:00Z')).id).toBe('gibbous');
    expect(birthMoonPhase(chart('2024-04-08T20:00:00Z')).id).toBe('new');
  });
});

describe('nodal axis', () => {
  it('puts the South Node opposite, in its sign and house', () => {
    const axis = nodalAxis(testChart({ node: 95 }, 15));
    expect(axis.north).toEqual({ longitude: 95, sign: 'cancer', house: 3 });
    expect(axis.south).toEqual({ longitude: 275, sign: 'capricorn', house: 9 });
    expect(nodalAxis(testChart({ node: 300 })).south).toEqual({ longitude: 120, sign: 'leo', house: null });
  });
});

describe('hemispheres', () => {
  it('counts planets above and below the horizon, east and west', () => {
    // Ascendant 0° Aries, equal houses: houses 7–12 run from 180° to 360°.
    const chart = testChart(
      {
        sun: 200,
        moon: 210,
        mercury: 220,
        venus: 250,
        mars: 280,
        jupiter: 300,
        saturn: 330,
        uranus: 10,
        neptune: 100,
        pluto: 160,
      },
      0,
    );
    const h = hemispheres(chart);
    expect(h?.above).toEqual(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn']);
    expect(h?.below).toEqual(['uranus', 'neptune', 'pluto']);
    // East: houses 10–3 (270° to 90°); west: houses 4–9.
    expect(h?.east).toEqual(['mars', 'jupiter', 'saturn', 'uranus']);
    expect(h?.emphasis).toEqual(['above']);
  });

  it('emphasises nothing in a balanced chart and is null without a birth time', () => {
    const balanced = testChart(
      {
        sun: 10,
        moon: 40,
        mercury: 100,
        venus: 130,
        mars: 160,
        jupiter: 190,
        saturn: 220,
        uranus: 280,
        neptune: 310,
        pluto: 340,
      },
      0,
    );
    expect(hemispheres(balanced)?.emphasis).toEqual([]);
    expect(hemispheres(testChart({ sun: 10 }))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { findPatterns, patternAspect } from './patterns';
import { testChart } from './test-chart';
import type { PlanetId } from './zodiac';

// Ten planets far from any pattern aspect of one another (checked by the first test); each case
// moves a few of them into place.
const QUIET: Record<Exclude<PlanetId, 'node'>, number> = {
  sun: 0,
  moon: 161,
  mercury: 112,
  venus: 79,
  mars: 30,
  jupiter: 111,
  saturn: 4,
  uranus: 81,
  neptune: 133,
  pluto: 160,
};

/** Patterns among the given planets only: the others are left out of the list. */
const patterns = (longitudes: Partial<Record<PlanetId, number>>, asc?: number) =>
  findPatterns(testChart(longitudes, asc).planets.filter((p) => p.id in longitudes));

describe('aspect patterns', () => {
  it('finds nothing in a quiet chart', () => {
    expect(patterns({ ...QUIET, node: 280 })).toEqual([]);
  });

  it('reads orbs per aspect, one degree wider with a luminary', () => {
    const at = (id: PlanetId, longitude: number) => ({ id, longitude, sign: 'aries' as const, house: null });
    expect(patternAspect(at('mars', 0), at('saturn', 126))).toBe('trine');
    expect(patternAspect(at('mars', 0), at('saturn', 127))).toBeNull();
    expect(patternAspect(at('sun', 0), at('saturn', 127))).toBe('trine');
    expect(patternAspect(at('mars', 0), at('pluto', 152.5))).toBe('quincunx');
    expect(patternAspect(at('mars', 0), at('pluto', 153))).toBeNull();
    expect(patternAspect(at('mars', 350), at('venus', 53))).toBe('sextile');
  });

  it('finds a grand trine in fire, and not when one trine is out of orb', () => {
    expect(patterns({ sun: 10, jupiter: 130, saturn: 250 })).toEqual([
      { kind: 'grand_trine', members: ['sun', 'jupiter', 'saturn'], element: 'fire' },
    ]);
    // Sun–Saturn 113° is still a trine (7° with a luminary) but Jupiter–Saturn 127° is not.
    expect(patterns({ sun: 10, jupiter: 130, saturn: 257 })).toEqual([]);
    // Out of sign: 28° Aries, 2° Virgo, 2° Capricorn — still a grand trine, of no single element.
    expect(patterns({ sun: 28, jupiter: 152, saturn: 272 })).toEqual([
      { kind: 'grand_trine', members: ['sun', 'jupiter', 'saturn'], element: null },
    ]);
  });

  it('finds a T-square with its apex, and not when the apex is too far from square', () => {
    expect(patterns({ mars: 0, saturn: 180, moon: 90 })).toEqual([
      { kind: 't_square', members: ['moon', 'mars', 'saturn'], opposition: ['mars', 'saturn'], apex: 'moon' },
    ]);
    expect(patterns({ mars: 0, saturn: 180, moon: 99 })).toEqual([]);
  });

  it('finds a grand cross once, without its four T-squares', () => {
    expect(patterns({ mars: 0, venus: 92, saturn: 178, jupiter: 268 })).toEqual([
      {
        kind: 'grand_cross',
        members: ['venus', 'mars', 'jupiter', 'saturn'],
        oppositions: [
          ['venus', 'jupiter'],
          ['mars', 'saturn'],
        ],
      },
    ]);
  });

  it('finds a yod with a tight quincunx, and not with a loose one', () => {
    expect(patterns({ mercury: 0, venus: 60, pluto: 210 })).toEqual([
      { kind: 'yod', members: ['mercury', 'venus', 'pluto'], base: ['mercury', 'venus'], apex: 'pluto' },
    ]);
    expect(patterns({ mercury: 0, venus: 60, pluto: 214 })).toEqual([]);
  });

  it('finds a kite and does not report its grand trine again', () => {
    expect(patterns({ sun: 10, jupiter: 130, saturn: 250, mars: 70 })).toEqual([
      {
        kind: 'kite',
        members: ['sun', 'mars', 'jupiter', 'saturn'],
        grandTrine: ['sun', 'jupiter', 'saturn'],
        apex: 'saturn',
        tail: 'mars',
      },
    ]);
  });

  it('finds stelliums by sign and by house, counting the ten planets only', () => {
    const stellium = patterns({ mercury: 100, venus: 105, mars: 110 }, 95);
    expect(stellium).toEqual([
      { kind: 'stellium', by: 'sign', sign: 'cancer', members: ['mercury', 'venus', 'mars'] },
      { kind: 'stellium', by: 'house', house: 1, members: ['mercury', 'venus', 'mars'] },
    ]);
    // Two planets and the node in Cancer are not a stellium.
    expect(patterns({ mercury: 100, venus: 105, node: 110 }, 95)).toEqual([]);
    // Without a birth time, no house stellium.
    expect(patterns({ mercury: 100, venus: 105, mars: 110 })).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { findAspect, findAspects, orbFor } from './aspects';

describe('aspects', () => {
  it('finds a square and tells separating from applying by the speeds', () => {
    // Sun at 10°, Mars at 98°: 88° apart. The faster Sun closes the gap, taking it further from 90°.
    const separating = findAspect(
      { id: 'sun', longitude: 10, speed: 1 },
      { id: 'mars', longitude: 98, speed: 0.5 },
    );
    expect(separating).toMatchObject({ type: 'square', angle: 90, applying: false });
    expect(separating?.orb).toBeCloseTo(2, 9);
    const applying = findAspect(
      { id: 'sun', longitude: 10, speed: 1 },
      { id: 'mars', longitude: 98, speed: 1.5 },
    );
    expect(applying?.applying).toBe(true);
  });

  it('handles the wrap at 0° Aries and a retrograde planet', () => {
    // Venus 355°, Saturn retrograde at 2°: 7° apart and closing.
    const a = findAspect(
      { id: 'venus', longitude: 355, speed: 1.2 },
      { id: 'saturn', longitude: 2, speed: -0.05 },
    );
    expect(a).toMatchObject({ type: 'conjunction', applying: true });
    expect(a?.orb).toBeCloseTo(7, 9);
  });

  it('gives the Sun and Moon wider orbs, the node and angles tighter ones', () => {
    expect(orbFor('opposition', 'sun', 'moon')).toBe(10);
    expect(orbFor('opposition', 'mars', 'jupiter')).toBe(8);
    expect(orbFor('sextile', 'moon', 'venus')).toBe(5);
    expect(orbFor('sextile', 'venus', 'mars')).toBe(4);
    expect(orbFor('conjunction', 'node', 'venus')).toBe(5);
    expect(
      findAspect({ id: 'sun', longitude: 0, speed: 1 }, { id: 'moon', longitude: 189.5, speed: 13 })?.type,
    ).toBe('opposition');
    expect(
      findAspect({ id: 'mars', longitude: 0, speed: 0.5 }, { id: 'jupiter', longitude: 189.5, speed: 0.1 }),
    ).toBeNull();
  });

  it('reads the node by conjunction and opposition only, and never pairs two angles', () => {
    expect(
      findAspect({ id: 'node', longitude: 100, speed: -0.05 }, { id: 'venus', longitude: 190, speed: 1 }),
    ).toBeNull();
    expect(
      findAspect({ id: 'node', longitude: 100, speed: -0.05 }, { id: 'venus', longitude: 282, speed: 1 })
        ?.type,
    ).toBe('opposition');
    expect(
      findAspect({ id: 'ascendant', longitude: 0, speed: 0 }, { id: 'mc', longitude: 270, speed: 0 }),
    ).toBeNull();
    expect(
      findAspect({ id: 'ascendant', longitude: 0, speed: 0 }, { id: 'node', longitude: 1, speed: 0 }),
    ).toBeNull();
  });

  it('lists each pair once', () => {
    const found = findAspects([
      { id: 'sun', longitude: 0, speed: 1 },
      { id: 'moon', longitude: 120, speed: 13 },
      { id: 'venus', longitude: 240, speed: 1.2 },
    ]);
    expect(found.map((a) => `${a.a}-${a.b}-${a.type}`)).toEqual([
      'sun-moon-trine',
      'sun-venus-trine',
      'moon-venus-trine',
    ]);
  });
});

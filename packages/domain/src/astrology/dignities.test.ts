import { describe, expect, it } from 'vitest';
import { dignitiesOf, dignityOf, houseRulers, rulerOf } from './dignities';
import { testChart } from './test-chart';
import { SIGN_IDS } from './zodiac';

describe('dignities', () => {
  it('gives the classical table', () => {
    expect(dignityOf('sun', 'leo')).toBe('domicile');
    expect(dignityOf('sun', 'aries')).toBe('exaltation');
    expect(dignityOf('sun', 'aquarius')).toBe('detriment');
    expect(dignityOf('sun', 'libra')).toBe('fall');
    expect(dignityOf('moon', 'cancer')).toBe('domicile');
    expect(dignityOf('moon', 'taurus')).toBe('exaltation');
    expect(dignityOf('moon', 'capricorn')).toBe('detriment');
    expect(dignityOf('moon', 'scorpio')).toBe('fall');
    expect(dignityOf('venus', 'pisces')).toBe('exaltation');
    expect(dignityOf('venus', 'virgo')).toBe('fall');
    expect(dignityOf('venus', 'aries')).toBe('detriment');
    expect(dignityOf('mars', 'capricorn')).toBe('exaltation');
    expect(dignityOf('mars', 'cancer')).toBe('fall');
    expect(dignityOf('mars', 'libra')).toBe('detriment');
    expect(dignityOf('jupiter', 'cancer')).toBe('exaltation');
    expect(dignityOf('jupiter', 'gemini')).toBe('detriment');
    expect(dignityOf('saturn', 'libra')).toBe('exaltation');
    expect(dignityOf('saturn', 'aries')).toBe('fall');
    expect(dignityOf('sun', 'gemini')).toBeNull();
  });

  it('keeps the traditional rulers at home in the signs the outer planets took over', () => {
    expect(dignityOf('saturn', 'aquarius')).toBe('domicile');
    expect(dignityOf('saturn', 'leo')).toBe('detriment');
    expect(dignityOf('jupiter', 'pisces')).toBe('domicile');
    expect(dignityOf('mars', 'scorpio')).toBe('domicile');
    expect(dignityOf('pluto', 'scorpio')).toBe('domicile');
    expect(dignityOf('pluto', 'taurus')).toBe('detriment');
    expect(dignityOf('uranus', 'leo')).toBe('detriment');
    expect(dignityOf('neptune', 'virgo')).toBe('detriment');
    // No agreed exaltation for the outer planets.
    expect(SIGN_IDS.filter((s) => dignitiesOf('neptune', s).includes('exaltation'))).toEqual([]);
  });

  it('lists both dignities of Mercury in Virgo and both debilities in Pisces, strongest first', () => {
    expect(dignitiesOf('mercury', 'virgo')).toEqual(['domicile', 'exaltation']);
    expect(dignitiesOf('mercury', 'pisces')).toEqual(['detriment', 'fall']);
    expect(dignityOf('mercury', 'pisces')).toBe('detriment');
    expect(dignitiesOf('node', 'aries')).toEqual([]);
  });

  it('gives every planet two domiciles or one, each opposite a detriment', () => {
    for (const p of ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const) {
      const homes = SIGN_IDS.filter((s) => dignitiesOf(p, s).includes('domicile'));
      const exiles = SIGN_IDS.filter((s) => dignitiesOf(p, s).includes('detriment'));
      expect(homes.length).toBe(p === 'sun' || p === 'moon' ? 1 : 2);
      expect(exiles.length).toBe(homes.length);
    }
  });

  it('names modern rulers with their traditional co-rulers', () => {
    expect(rulerOf('scorpio')).toEqual({ ruler: 'pluto', coRuler: 'mars' });
    expect(rulerOf('aquarius')).toEqual({ ruler: 'uranus', coRuler: 'saturn' });
    expect(rulerOf('pisces')).toEqual({ ruler: 'neptune', coRuler: 'jupiter' });
    expect(rulerOf('leo')).toEqual({ ruler: 'sun', coRuler: null });
  });
});

describe('house rulers', () => {
  it('finds each cusp’s ruler and where it sits', () => {
    // Equal houses from 15° Aries; Mars at 10° Leo (house 4), Venus at 20° Gemini (house 3).
    const chart = testChart({ mars: 130, venus: 80, pluto: 215, saturn: 300 }, 15);
    const rulers = houseRulers(chart);
    expect(rulers).toHaveLength(12);
    expect(rulers[0]).toMatchObject({
      house: 1,
      sign: 'aries',
      ruler: { planet: 'mars', sign: 'leo', house: 4 },
    });
    expect(rulers[1]).toMatchObject({
      house: 2,
      sign: 'taurus',
      ruler: { planet: 'venus', sign: 'gemini', house: 3 },
    });
    expect(rulers[7]).toMatchObject({
      house: 8,
      sign: 'scorpio',
      ruler: { planet: 'pluto', sign: 'scorpio', house: 7 },
      coRuler: { planet: 'mars', sign: 'leo', house: 4 },
    });
    expect(rulers[10]).toMatchObject({
      house: 11,
      sign: 'aquarius',
      coRuler: { planet: 'saturn', house: 10 },
    });
    expect(rulers[4]?.coRuler).toBeNull();
  });

  it('gives nothing without a birth time', () => {
    expect(houseRulers(testChart({ mars: 130 }))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { PLANETS, PLANET_IDS, SIGNS, angleDiff, formatLongitude, signOf } from './zodiac';

describe('zodiac', () => {
  it('names the node it computes: the mean node (chart.test.ts checks its longitude against the Swiss Ephemeris mean node)', () => {
    expect(PLANETS.node.fr).toBe('Nœud Nord moyen');
    expect(PLANETS.node.en).toBe('Mean North Node');
  });

  it('has the twelve signs in order with their glyphs, elements and modalities', () => {
    expect(SIGNS.map((s) => s.id)).toEqual([
      'aries',
      'taurus',
      'gemini',
      'cancer',
      'leo',
      'virgo',
      'libra',
      'scorpio',
      'sagittarius',
      'capricorn',
      'aquarius',
      'pisces',
    ]);
    expect(SIGNS.map((s) => s.glyph).join('')).toBe('♈♉♊♋♌♍♎♏♐♑♒♓');
    expect(SIGNS.filter((s) => s.element === 'fire').map((s) => s.id)).toEqual([
      'aries',
      'leo',
      'sagittarius',
    ]);
    expect(SIGNS.filter((s) => s.modality === 'fixed').map((s) => s.id)).toEqual([
      'taurus',
      'leo',
      'scorpio',
      'aquarius',
    ]);
    expect(PLANET_IDS).toHaveLength(11);
    expect(PLANETS.moon).toMatchObject({ fr: 'Lune', en: 'Moon', glyph: '☽' });
  });

  it('reads a longitude as sign, degree and minute, truncating as ephemerides do', () => {
    expect(signOf(12.5733)).toEqual({ sign: 'aries', degree: 12, minute: 34 });
    expect(signOf(29.9999)).toEqual({ sign: 'aries', degree: 29, minute: 59 });
    expect(signOf(30)).toEqual({ sign: 'taurus', degree: 0, minute: 0 });
    expect(signOf(359.99)).toEqual({ sign: 'pisces', degree: 29, minute: 59 });
    expect(signOf(-0.5)).toEqual({ sign: 'pisces', degree: 29, minute: 30 });
    expect(signOf(360)).toEqual({ sign: 'aries', degree: 0, minute: 0 });
  });

  it('formats in French and English', () => {
    expect(formatLongitude(12.5733, 'fr')).toBe('12°34′ Bélier');
    expect(formatLongitude(12.5733, 'en')).toBe('12°34′ Aries');
    expect(formatLongitude(245.05, 'fr')).toBe('5°03′ Sagittaire');
  });

  it('measures signed angular differences across 0°', () => {
    expect(angleDiff(350, 10)).toBe(20);
    expect(angleDiff(10, 350)).toBe(-20);
    expect(angleDiff(0, 180)).toBe(180);
  });
});

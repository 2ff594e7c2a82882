import { describe, expect, it } from 'vitest';
import { computeChart } from '../astrology/chart';
import { writeAstrologyReading } from './astrology';
import { writeFreePortrait } from './astrology-free';
import { hasFrenchSpacing } from './astrology-typography';

const paris = { lat: 48.8566, lon: 2.3522 };
// 17 March 1980, 10:00 in Paris: Sun 26°55′ Pisces in the 11th house, Gemini rising.
const marie = computeChart({ instant: new Date('1980-03-17T09:00:00Z'), ...paris });
const noTime = computeChart({ instant: new Date('1980-03-17T11:00:00Z'), ...paris, timeKnown: false });

describe('writeFreePortrait', () => {
  it('opens with the Sun, the Moon and the Ascendant, written as the paid portrait writes them', () => {
    const free = writeFreePortrait(marie, 'fr');
    expect(free.map((s) => s.heading)).toEqual([
      'Le Soleil',
      'La Lune',
      'L’Ascendant et le Milieu du Ciel',
      'L’équilibre des éléments',
      'Les planètes dominantes',
    ]);
    const paid = writeAstrologyReading(marie, { lang: 'fr', option: 3, firstName: 'Marie' }).sections;
    for (const section of free) expect(paid).toContainEqual(section);
    expect(free[0]?.body).toContain('Soleil à 26°55′ en Poissons, maison XI');
    for (const s of free) expect(hasFrenchSpacing(s.body), s.body).toBe(true);
  });

  it('leaves the rest to the paid reading: no aspects, houses nor year ahead', () => {
    const headings = writeFreePortrait(marie, 'en').map((s) => s.heading);
    expect(headings).toContain('The Sun');
    expect(headings.join()).not.toMatch(/aspect|house|month/i);
  });

  it('says what an unknown birth time leaves out instead of an Ascendant', () => {
    const free = writeFreePortrait(noTime, 'fr');
    expect(free.map((s) => s.heading)).toContain('L’heure de naissance');
    expect(free.map((s) => s.heading)).not.toContain('L’Ascendant et le Milieu du Ciel');
    expect(free.map((s) => s.body).join(' ')).toContain('calculées pour midi');
  });
});

/**
 * Essential dignities and house rulers. Rulers are the modern ones: Pluto rules Scorpio, Uranus
 * Aquarius and Neptune Pisces, each with its traditional ruler (Mars, Saturn, Jupiter) kept as
 * co-ruler. A traditional ruler keeps its domicile there (Saturn in Aquarius is at home), so its
 * detriment in the opposite sign stays too. Exaltations are Ptolemy's seven; the outer planets
 * get none, as their modern exaltations are not agreed on. The node has no dignity.
 */
import type { Chart } from './chart';
import { houseOf } from './houses';
import { SIGN_IDS, signOf } from './zodiac';
import type { Lang, PlanetId, SignId } from './zodiac';

export type Dignity = 'domicile' | 'exaltation' | 'detriment' | 'fall';
export type RulerId = Exclude<PlanetId, 'node'>;

export const TRADITIONAL_RULERS: Readonly<Record<SignId, RulerId>> = {
  aries: 'mars',
  taurus: 'venus',
  gemini: 'mercury',
  cancer: 'moon',
  leo: 'sun',
  virgo: 'mercury',
  libra: 'venus',
  scorpio: 'mars',
  sagittarius: 'jupiter',
  capricorn: 'saturn',
  aquarius: 'saturn',
  pisces: 'jupiter',
};

/** The rulers we read by: the traditional ones, but for the three signs given to the outer planets. */
export const MODERN_RULERS: Readonly<Record<SignId, RulerId>> = {
  ...TRADITIONAL_RULERS,
  scorpio: 'pluto',
  aquarius: 'uranus',
  pisces: 'neptune',
};

export const EXALTATIONS: Readonly<Partial<Record<RulerId, SignId>>> = {
  sun: 'aries',
  moon: 'taurus',
  mercury: 'virgo',
  venus: 'pisces',
  mars: 'capricorn',
  jupiter: 'cancer',
  saturn: 'libra',
};

export const DIGNITY_NAMES: Readonly<Record<Dignity, Readonly<Record<Lang, string>>>> = {
  domicile: { fr: 'domicile', en: 'domicile' },
  exaltation: { fr: 'exaltation', en: 'exaltation' },
  detriment: { fr: 'exil', en: 'detriment' },
  fall: { fr: 'chute', en: 'fall' },
};

export const opposite = (sign: SignId): SignId => SIGN_IDS[(SIGN_IDS.indexOf(sign) + 6) % 12] ?? sign;

/** The ruler of a sign (modern), and its traditional co-ruler where they differ. */
export function rulerOf(sign: SignId): { ruler: RulerId; coRuler: RulerId | null } {
  const ruler = MODERN_RULERS[sign];
  const traditional = TRADITIONAL_RULERS[sign];
  return { ruler, coRuler: traditional === ruler ? null : traditional };
}

/** Every sign a planet rules, modern and traditional rulerships together. */
export function domicilesOf(planet: PlanetId): SignId[] {
  return SIGN_IDS.filter((s) => MODERN_RULERS[s] === planet || TRADITIONAL_RULERS[s] === planet);
}

/**
 * Every essential dignity or debility of a planet in a sign, strongest first. Mercury in Virgo is
 * both in domicile and exalted; Mercury in Pisces both in detriment and fall.
 */
export function dignitiesOf(planet: PlanetId, sign: SignId): Dignity[] {
  if (planet === 'node') return [];
  const out: Dignity[] = [];
  const homes = domicilesOf(planet);
  const exaltation = EXALTATIONS[planet];
  if (homes.includes(sign)) out.push('domicile');
  if (exaltation === sign) out.push('exaltation');
  if (homes.some((h) => opposite(h) === sign)) out.push('detriment');
  if (exaltation && opposite(exaltation) === sign) out.push('fall');
  return out;
}

/** The strongest dignity (domicile, then exaltation, detriment, fall), or null when peregrine. */
export function dignityOf(planet: PlanetId, sign: SignId): Dignity | null {
  return dignitiesOf(planet, sign)[0] ?? null;
}

export interface RulerPlacement {
  planet: RulerId;
  sign: SignId;
  /** The house the ruler sits in. */
  house: number;
}

export interface HouseRuler {
  house: number;
  /** The cusp's longitude and sign. */
  cusp: number;
  sign: SignId;
  ruler: RulerPlacement;
  /** The traditional co-ruler of Scorpio, Aquarius or Pisces on the cusp; null elsewhere. */
  coRuler: RulerPlacement | null;
}

/** For each of the twelve cusps, its sign's ruler and where it sits. [] when the birth time is unknown. */
export function houseRulers(chart: Pick<Chart, 'houses' | 'planets'>): HouseRuler[] {
  if (chart.houses.length !== 12) return [];
  const place = (planet: RulerId): RulerPlacement => {
    const p = chart.planets.find((q) => q.id === planet);
    if (!p) throw new Error(`chart has no ${planet}`);
    return { planet, sign: p.sign, house: p.house ?? houseOf(p.longitude, chart.houses) };
  };
  return chart.houses.map((cusp, i) => {
    const { sign } = signOf(cusp);
    const { ruler, coRuler } = rulerOf(sign);
    return { house: i + 1, cusp, sign, ruler: place(ruler), coRuler: coRuler ? place(coRuler) : null };
  });
}

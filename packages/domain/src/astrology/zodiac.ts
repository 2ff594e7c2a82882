/** The tropical zodiac, the bodies we chart, and how a longitude reads in a sign. */

export type Lang = 'fr' | 'en';
export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Modality = 'cardinal' | 'fixed' | 'mutable';

export const SIGN_IDS = [
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
] as const;
export type SignId = (typeof SIGN_IDS)[number];

export interface SignInfo {
  id: SignId;
  fr: string;
  en: string;
  glyph: string;
  element: Element;
  modality: Modality;
}

export const SIGNS: readonly SignInfo[] = [
  { id: 'aries', fr: 'Bélier', en: 'Aries', glyph: '♈', element: 'fire', modality: 'cardinal' },
  { id: 'taurus', fr: 'Taureau', en: 'Taurus', glyph: '♉', element: 'earth', modality: 'fixed' },
  { id: 'gemini', fr: 'Gémeaux', en: 'Gemini', glyph: '♊', element: 'air', modality: 'mutable' },
  { id: 'cancer', fr: 'Cancer', en: 'Cancer', glyph: '♋', element: 'water', modality: 'cardinal' },
  { id: 'leo', fr: 'Lion', en: 'Leo', glyph: '♌', element: 'fire', modality: 'fixed' },
  { id: 'virgo', fr: 'Vierge', en: 'Virgo', glyph: '♍', element: 'earth', modality: 'mutable' },
  { id: 'libra', fr: 'Balance', en: 'Libra', glyph: '♎', element: 'air', modality: 'cardinal' },
  { id: 'scorpio', fr: 'Scorpion', en: 'Scorpio', glyph: '♏', element: 'water', modality: 'fixed' },
  {
    id: 'sagittarius',
    fr: 'Sagittaire',
    en: 'Sagittarius',
    glyph: '♐',
    element: 'fire',
    modality: 'mutable',
  },
  { id: 'capricorn', fr: 'Capricorne', en: 'Capricorn', glyph: '♑', element: 'earth', modality: 'cardinal' },
  { id: 'aquarius', fr: 'Verseau', en: 'Aquarius', glyph: '♒', element: 'air', modality: 'fixed' },
  { id: 'pisces', fr: 'Poissons', en: 'Pisces', glyph: '♓', element: 'water', modality: 'mutable' },
];

/** The article of each sign in French: « le Bélier », « la Vierge », « les Gémeaux ». */
export const SIGN_ARTICLE_FR: Readonly<Record<SignId, 'le' | 'la' | 'les'>> = {
  aries: 'le',
  taurus: 'le',
  gemini: 'les',
  cancer: 'le',
  leo: 'le',
  virgo: 'la',
  libra: 'la',
  scorpio: 'le',
  sagittarius: 'le',
  capricorn: 'le',
  aquarius: 'le',
  pisces: 'les',
};

export const PLANET_IDS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'node',
] as const;
export type PlanetId = (typeof PLANET_IDS)[number];

export interface PlanetInfo {
  id: PlanetId;
  fr: string;
  en: string;
  glyph: string;
}

export const PLANETS: Readonly<Record<PlanetId, PlanetInfo>> = {
  sun: { id: 'sun', fr: 'Soleil', en: 'Sun', glyph: '☉' },
  moon: { id: 'moon', fr: 'Lune', en: 'Moon', glyph: '☽' },
  mercury: { id: 'mercury', fr: 'Mercure', en: 'Mercury', glyph: '☿' },
  venus: { id: 'venus', fr: 'Vénus', en: 'Venus', glyph: '♀' },
  mars: { id: 'mars', fr: 'Mars', en: 'Mars', glyph: '♂' },
  jupiter: { id: 'jupiter', fr: 'Jupiter', en: 'Jupiter', glyph: '♃' },
  saturn: { id: 'saturn', fr: 'Saturne', en: 'Saturn', glyph: '♄' },
  uranus: { id: 'uranus', fr: 'Uranus', en: 'Uranus', glyph: '♅' },
  neptune: { id: 'neptune', fr: 'Neptune', en: 'Neptune', glyph: '♆' },
  pluto: { id: 'pluto', fr: 'Pluton', en: 'Pluto', glyph: '♇' },
  // The mean north node, named so (issue 38): the true node's sign differs in a few charts in a
  // hundred, so the reading says which one it shows.
  node: { id: 'node', fr: 'Nœud Nord moyen', en: 'Mean North Node', glyph: '☊' },
};

/** Angles are points of the chart too (aspects and transits may target them). */
export type AngleId = 'ascendant' | 'mc';
export type PointId = PlanetId | AngleId;

export const ANGLES: Readonly<Record<AngleId, { fr: string; en: string; abbr: string }>> = {
  ascendant: { fr: 'Ascendant', en: 'Ascendant', abbr: 'AC' },
  mc: { fr: 'Milieu du Ciel', en: 'Midheaven', abbr: 'MC' },
};

export function pointName(id: PointId, lang: Lang): string {
  return id === 'ascendant' || id === 'mc' ? ANGLES[id][lang] : PLANETS[id][lang];
}

/** Wraps any angle into [0, 360). */
export function normalizeDegrees(deg: number): number {
  const r = deg % 360;
  return r < 0 ? r + 360 : r;
}

/** Signed shortest difference b − a, in (−180, 180]. */
export function angleDiff(a: number, b: number): number {
  const d = normalizeDegrees(b - a);
  return d > 180 ? d - 360 : d;
}

export function signInfo(id: SignId): SignInfo {
  const info = SIGNS[SIGN_IDS.indexOf(id)];
  if (!info) throw new Error(`unknown sign ${id}`);
  return info;
}

export interface SignPosition {
  sign: SignId;
  /** Whole degrees within the sign, 0–29. */
  degree: number;
  /** Whole arc-minutes, 0–59. */
  minute: number;
}

/**
 * Truncates rather than rounds, as ephemerides print positions: 29°59′50″ Aries is still
 * Aries, and rounding it to "30°00′ Aries" would name a degree that does not exist.
 */
export function signOf(longitude: number): SignPosition {
  const lon = normalizeDegrees(longitude);
  // Work in whole arc-minutes so that float noise cannot produce minute 60.
  const totalMinutes = Math.floor(lon * 60 + 1e-9) % (360 * 60);
  const signIndex = Math.floor(totalMinutes / 1800);
  const inSign = totalMinutes - signIndex * 1800;
  return {
    sign: SIGN_IDS[signIndex] ?? 'aries',
    degree: Math.floor(inSign / 60),
    minute: inSign % 60,
  };
}

/** "12°34′ Bélier" / "12°34′ Aries". */
export function formatLongitude(lon: number, lang: Lang): string {
  const { sign, degree, minute } = signOf(lon);
  return `${degree}°${String(minute).padStart(2, '0')}′ ${signInfo(sign)[lang]}`;
}

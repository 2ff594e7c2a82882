import type { Chart } from '@arcanes/domain/astrology/chart';

/**
 * The example the home page shows, so a visitor sees what a reading is made of before buying:
 * Camille Durand, born in Lyon on 14 March 1991 at 09:20 (08:20 UTC). The chart is stored as
 * computed (the ephemeris stays out of the home page's code); sample-reading.test.ts recomputes
 * it with the domain's engine, and the numbers with its numerology, so neither can drift.
 */
export const SAMPLE_PERSON = {
  fullName: 'Camille Durand',
  birthDate: '1991-03-14',
  birthTime: '09:20',
  place: 'Lyon',
} as const;

export const SAMPLE_CHART: Chart = {
  instant: '1991-03-14T08:20:00.000Z',
  lat: 45.764,
  lon: 4.8357,
  houseSystemRequested: 'placidus',
  houseSystem: 'placidus',
  timeKnown: true,
  planets: [
    {
      id: 'sun',
      longitude: 353.2509,
      sign: 'pisces',
      degree: 23,
      minute: 15,
      house: 11,
      retrograde: false,
      speed: 0.9975,
    },
    {
      id: 'moon',
      longitude: 329.0123,
      sign: 'aquarius',
      degree: 29,
      minute: 0,
      house: 11,
      retrograde: false,
      speed: 12.8301,
    },
    {
      id: 'mercury',
      longitude: 4.6287,
      sign: 'aries',
      degree: 4,
      minute: 37,
      house: 12,
      retrograde: false,
      speed: 1.9045,
    },
    {
      id: 'venus',
      longitude: 24.4663,
      sign: 'aries',
      degree: 24,
      minute: 27,
      house: 12,
      retrograde: false,
      speed: 1.2161,
    },
    {
      id: 'mars',
      longitude: 79.9524,
      sign: 'gemini',
      degree: 19,
      minute: 57,
      house: 2,
      retrograde: false,
      speed: 0.4884,
    },
    {
      id: 'jupiter',
      longitude: 123.968,
      sign: 'leo',
      degree: 3,
      minute: 58,
      house: 4,
      retrograde: true,
      speed: -0.0516,
    },
    {
      id: 'saturn',
      longitude: 303.7307,
      sign: 'aquarius',
      degree: 3,
      minute: 43,
      house: 10,
      retrograde: false,
      speed: 0.0906,
    },
    {
      id: 'uranus',
      longitude: 283.2942,
      sign: 'capricorn',
      degree: 13,
      minute: 17,
      house: 9,
      retrograde: false,
      speed: 0.0292,
    },
    {
      id: 'neptune',
      longitude: 286.418,
      sign: 'capricorn',
      degree: 16,
      minute: 25,
      house: 9,
      retrograde: false,
      speed: 0.0192,
    },
    {
      id: 'pluto',
      longitude: 230.2586,
      sign: 'scorpio',
      degree: 20,
      minute: 15,
      house: 6,
      retrograde: true,
      speed: -0.0116,
    },
    {
      id: 'node',
      longitude: 295.3034,
      sign: 'capricorn',
      degree: 25,
      minute: 18,
      house: 9,
      retrograde: true,
      speed: -0.053,
    },
  ],
  ascendant: 54.1446,
  mc: 299.1497,
  houses: [
    54.1446, 79.4707, 99.159, 119.1497, 144.2545, 182.008, 234.1446, 259.4707, 279.159, 299.1497, 324.2545,
    2.008,
  ],
  aspects: [
    { a: 'sun', b: 'mars', type: 'square', angle: 90, orb: 3.2985, applying: false },
    { a: 'sun', b: 'pluto', type: 'trine', angle: 120, orb: 2.9923, applying: false },
    { a: 'sun', b: 'ascendant', type: 'sextile', angle: 60, orb: 0.8937, applying: true },
    { a: 'moon', b: 'venus', type: 'sextile', angle: 60, orb: 4.5461, applying: false },
    { a: 'moon', b: 'ascendant', type: 'square', angle: 90, orb: 4.8677, applying: false },
    { a: 'mercury', b: 'jupiter', type: 'trine', angle: 120, orb: 0.6607, applying: false },
    { a: 'mercury', b: 'saturn', type: 'sextile', angle: 60, orb: 0.898, applying: false },
    { a: 'venus', b: 'mc', type: 'square', angle: 90, orb: 4.6834, applying: true },
    { a: 'jupiter', b: 'saturn', type: 'opposition', angle: 180, orb: 0.2373, applying: true },
    { a: 'jupiter', b: 'mc', type: 'opposition', angle: 180, orb: 4.8183, applying: true },
    { a: 'saturn', b: 'mc', type: 'conjunction', angle: 0, orb: 4.581, applying: false },
    { a: 'uranus', b: 'neptune', type: 'conjunction', angle: 0, orb: 3.1238, applying: true },
    { a: 'neptune', b: 'pluto', type: 'sextile', angle: 60, orb: 3.8405, applying: true },
    { a: 'pluto', b: 'ascendant', type: 'opposition', angle: 180, orb: 3.8861, applying: false },
  ],
};

/** Camille's core numbers (Pythagorean, as the numerology option computes them). */
export const SAMPLE_NUMBERS = [
  { key: 'life_path', value: 1 },
  { key: 'expression', value: 9 },
  { key: 'soul_urge', value: 1 },
  { key: 'personality', value: 8 },
] as const;

/** A three-card spread as the table lays it out: the situation, the way, the outcome. */
export const SAMPLE_CARDS = [
  { id: 'major-01-le-bateleur', reversed: false },
  { id: 'major-17-l-etoile', reversed: false },
  { id: 'major-21-le-monde', reversed: false },
] as const;

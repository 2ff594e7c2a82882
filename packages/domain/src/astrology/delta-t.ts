import { DeltaT_EspenakMeeus } from 'astronomy-engine';

/**
 * Time scales. A birth time is civil time, i.e. UTC; the planets move in terrestrial time
 * TT; the Earth turns in UT1. TT − UT1 is ΔT; UTC is kept within 0.9 s of UT1 by leap
 * seconds since 1972.
 *
 * ΔT, why not the library's default: Espenak & Meeus' polynomial for 2005–2050 was fitted
 * before the Earth's rotation stopped slowing down; by 2025 it is 6 s too large, and it grows
 * to about 200 s by 2100. Its DeltaT_JplHorizons freezes the value of 2017 instead.
 * So: before 1972 the Espenak & Meeus polynomials (within a second of the record since 1900);
 * 1972–2026 the observed values of TT − UT1 on 1 January (Astronomical Almanac, IERS);
 * after that, the mean rate of the last century, +0.3 s a year, which is also what the Swiss
 * Ephemeris' forecast averages to 2100. One second of ΔT moves the Moon by about 0.5″.
 */
const OBSERVED_FROM_YEAR = 1972;
const OBSERVED: readonly number[] = [
  42.23,
  43.37,
  44.49,
  45.48,
  46.46,
  47.52,
  48.53,
  49.59,
  50.54,
  51.38, // 1972–1981
  52.17,
  52.96,
  53.79,
  54.34,
  54.87,
  55.32,
  55.82,
  56.3,
  56.86,
  57.57, // 1982–1991
  58.31,
  59.12,
  59.98,
  60.78,
  61.63,
  62.3,
  62.97,
  63.47,
  63.83,
  64.09, // 1992–2001
  64.3,
  64.47,
  64.57,
  64.69,
  64.85,
  65.15,
  65.46,
  65.78,
  66.07,
  66.32, // 2002–2011
  66.6,
  66.91,
  67.28,
  67.64,
  68.1,
  68.59,
  68.97,
  69.22,
  69.36,
  69.36, // 2012–2021
  69.29,
  69.2,
  69.17,
  69.1,
  69.1, // 2022–2026
];
const OBSERVED_UNTIL_YEAR = OBSERVED_FROM_YEAR + OBSERVED.length - 1;
const FUTURE_RATE_SECONDS_PER_YEAR = 0.3;

/** TAI − UTC from each leap second on (IERS Bulletin C). */
const LEAP_SECOND_TABLE: readonly (readonly [string, number])[] = [
  ['1972-01-01', 10],
  ['1972-07-01', 11],
  ['1973-01-01', 12],
  ['1974-01-01', 13],
  ['1975-01-01', 14],
  ['1976-01-01', 15],
  ['1977-01-01', 16],
  ['1978-01-01', 17],
  ['1979-01-01', 18],
  ['1980-01-01', 19],
  ['1981-07-01', 20],
  ['1982-07-01', 21],
  ['1983-07-01', 22],
  ['1985-07-01', 23],
  ['1988-01-01', 24],
  ['1990-01-01', 25],
  ['1991-01-01', 26],
  ['1992-07-01', 27],
  ['1993-07-01', 28],
  ['1994-07-01', 29],
  ['1996-01-01', 30],
  ['1997-07-01', 31],
  ['1999-01-01', 32],
  ['2006-01-01', 33],
  ['2009-01-01', 34],
  ['2012-07-01', 35],
  ['2015-07-01', 36],
  ['2017-01-01', 37],
];
const LEAP_SECONDS = LEAP_SECOND_TABLE.map(
  ([date, seconds]) => [Date.parse(`${date}T00:00:00Z`), seconds] as const,
);

const DAYS_PER_YEAR = 365.25;
const MS_PER_DAY = 86_400_000;
const J2000_MS = Date.UTC(2000, 0, 1, 12);
const TT_MINUS_TAI = 32.184;

function yearOf(daysSinceJ2000: number): number {
  return 2000 + daysSinceJ2000 / DAYS_PER_YEAR;
}

/** ΔT = TT − UT1 in seconds, for UT1 days since J2000 (the shape SetDeltaTFunction wants). */
export function deltaTSeconds(utDaysSinceJ2000: number): number {
  const year = yearOf(utDaysSinceJ2000);
  if (year < OBSERVED_FROM_YEAR) return DeltaT_EspenakMeeus(utDaysSinceJ2000);
  const position = year - OBSERVED_FROM_YEAR;
  const lastIndex = OBSERVED.length - 1;
  if (position >= lastIndex) {
    return (OBSERVED[lastIndex] ?? 69) + FUTURE_RATE_SECONDS_PER_YEAR * (position - lastIndex);
  }
  const i = Math.floor(position);
  const a = OBSERVED[i] ?? 0;
  const b = OBSERVED[i + 1] ?? a;
  return a + (b - a) * (position - i);
}

function taiMinusUtc(utcMs: number): number {
  let value = 0;
  for (const [from, seconds] of LEAP_SECONDS) if (utcMs >= from) value = seconds;
  return value;
}

/**
 * UT1 − UTC in seconds. Known only while leap seconds are: before 1972 UTC followed UT
 * closely, and past the observed record nobody knows the future leap seconds, whose purpose
 * is to keep this under 0.9 s; both cases take 0. Up to 0.9 s is 13″ of Ascendant or MC.
 */
export function ut1MinusUtcSeconds(instant: Date): number {
  const ms = instant.getTime();
  const year = yearOf((ms - J2000_MS) / MS_PER_DAY);
  if (year < OBSERVED_FROM_YEAR || year >= OBSERVED_UNTIL_YEAR) return 0;
  const ttMinusUtc = TT_MINUS_TAI + taiMinusUtc(ms);
  const dut1 = ttMinusUtc - deltaTSeconds((ms - J2000_MS) / MS_PER_DAY);
  return Math.max(-0.9, Math.min(0.9, dut1));
}

/** UT1 as days since J2000, the number astronomy-engine's MakeTime takes. */
export function ut1Days(instant: Date): number {
  return (instant.getTime() - J2000_MS) / MS_PER_DAY + ut1MinusUtcSeconds(instant) / 86_400;
}

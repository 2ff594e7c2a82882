import { describe, expect, it } from 'vitest';
import { challenges, lifeCycles, personalMonthsOfPeriod, pinnacles, PERIOD_MONTHS, toDigit } from './cycles';
import { CHALLENGE_TEXTS, LIFE_CYCLE_TEXTS, PINNACLE_TEXTS } from './cycles-meanings';
import { parseCivilDate } from './date-numbers';
import type { CivilDate } from './date-numbers';

const date = (iso: string): CivilDate => {
  const d = parseCivilDate(iso);
  if (!d) throw new Error(`bad date ${iso}`);
  return d;
};
const ages = (xs: readonly { fromAge: number; toAge: number | null }[]) =>
  xs.map((x) => [x.fromAge, x.toAge]);

describe('pinnacles and challenges', () => {
  // 12 October 1936 (Decoz's example, life path 5): month 10 → 1, day 12 → 3, year 1936 → 19 → 1.
  it('12 Oct 1936: pinnacles 4, 4, 8, 2, the first ending at 36 − 5 = 31', () => {
    const p = pinnacles(date('1936-10-12'));
    expect(p.map((x) => x.value)).toEqual([4, 4, 8, 2]);
    expect(p.map((x) => x.step)).toEqual(['1 + 3 = 4', '3 + 1 = 4', '4 + 4 = 8', '1 + 1 = 2']);
    expect(ages(p)).toEqual([
      [0, 31],
      [31, 40],
      [40, 49],
      [49, null],
    ]);
    expect(p[1]).toMatchObject({ fromYear: 1967, toYear: 1976 });
    expect(challenges(date('1936-10-12')).map((c) => c.value)).toEqual([2, 2, 0, 0]);
  });

  // 22 November 1992 (life path 11 + 22 + 3 = 36 → 9): masters reduced to one digit here: 2, 4, 3.
  it('22 Nov 1992: masters reduced in the parts, pinnacles 6, 7, 4, 5 from 0, 27, 36, 45', () => {
    const p = pinnacles(date('1992-11-22'));
    expect(p.map((x) => x.value)).toEqual([6, 7, 4, 5]);
    expect(p[2]?.step).toBe('6 + 7 = 13 → 1+3 = 4');
    expect(ages(p)).toEqual([
      [0, 27],
      [27, 36],
      [36, 45],
      [45, null],
    ]);
    const c = challenges(date('1992-11-22'));
    expect(c.map((x) => x.value)).toEqual([2, 1, 1, 1]);
    expect(c.map((x) => x.step)).toEqual(['|2 − 4| = 2', '|4 − 3| = 1', '|2 − 1| = 1', '|2 − 3| = 1']);
  });

  // 9 February 1980: month 2, day 9, year 18 → 9; life path 2 + 9 + 9 = 20 → 2.
  it('9 Feb 1980: a sum landing on 11 keeps the master number; a challenge may be 0', () => {
    const p = pinnacles(date('1980-02-09'));
    expect(p.map((x) => x.value)).toEqual([11, 9, 11, 11]);
    expect(p.map((x) => x.step)).toEqual(['2 + 9 = 11', '9 + 9 = 18 → 1+8 = 9', '2 + 9 = 11', '2 + 9 = 11']);
    expect(p[0]?.toAge).toBe(34);
    expect(challenges(date('1980-02-09')).map((x) => x.value)).toEqual([7, 0, 7, 7]);
  });

  it('reduces to one digit', () => {
    expect([0, 9, 10, 11, 18, 22, 33, 1992].map(toDigit)).toEqual([0, 9, 1, 2, 9, 4, 6, 3]);
  });
});

describe('life cycles', () => {
  it('12 Oct 1936: 1, 3, 1, turning in the personal years 1 nearest 28 and 56 (1968, 1995)', () => {
    const c = lifeCycles(date('1936-10-12'));
    expect(c.map((x) => x.value)).toEqual([1, 3, 1]);
    expect(c.map((x) => [x.fromYear, x.toYear])).toEqual([
      [1936, 1968],
      [1968, 1995],
      [1995, null],
    ]);
    expect(ages(c)).toEqual([
      [0, 32],
      [32, 59],
      [59, null],
    ]);
    expect(c[0]?.name.fr).toBe('Le cycle formateur');
  });

  it('22 Nov 1992: masters kept, 11, 22, 3, turning in 2020 and 2047', () => {
    const c = lifeCycles(date('1992-11-22'));
    expect(c.map((x) => x.value)).toEqual([11, 22, 3]);
    expect(c.map((x) => x.fromYear)).toEqual([1992, 2020, 2047]);
  });
});

describe('personal months of the period sold', () => {
  it('starts with the order month and crosses into the next year', () => {
    const months = personalMonthsOfPeriod(date('1992-11-22'), date('2026-11-23'), PERIOD_MONTHS[2]);
    // Personal year 2026: 11 + 22 + 1 = 34 → 7; 2027: 11 + 22 + 11 = 44 → 8.
    expect(months).toEqual([
      { year: 2026, month: 11, value: 9, step: '7 + 11 = 18 → 1+8 = 9' },
      { year: 2026, month: 12, value: 1, step: '7 + 12 = 19 → 1+9 = 10 → 1+0 = 1' },
      { year: 2027, month: 1, value: 9, step: '8 + 1 = 9' },
    ]);
    const year = personalMonthsOfPeriod(date('1992-11-22'), date('2026-11-23'), PERIOD_MONTHS[3]);
    expect(year).toHaveLength(12);
    expect(year.at(-1)).toMatchObject({ year: 2027, month: 10 });
    expect(() => personalMonthsOfPeriod(date('1992-11-22'), date('2026-11-23'), 0)).toThrow(RangeError);
  });
});

describe('cycle meanings', () => {
  it('are distinct and present in both languages, with French typography', () => {
    for (const table of [PINNACLE_TEXTS, CHALLENGE_TEXTS, LIFE_CYCLE_TEXTS]) {
      const rows = Object.values(table);
      for (const lang of ['fr', 'en'] as const)
        expect(new Set(rows.map((r) => r[lang])).size).toBe(rows.length);
    }
    const all = [
      ...Object.values(PINNACLE_TEXTS),
      ...Object.values(CHALLENGE_TEXTS),
      ...Object.values(LIFE_CYCLE_TEXTS),
    ];
    expect(new Set(all.map((t) => t.fr)).size).toBe(all.length);
    expect(pinnacles(date('1936-10-12'))[0]?.meaning.fr).toContain('\u00a0:');
    expect(challenges(date('1980-02-09'))[1]?.meaning.en).toMatch(/^Challenge 0 is the challenge of choice/);
  });
});

import { describe, expect, it, test, vi } from 'vitest';
import { formatCalendarDate, formatInstant, formatInstantDay, intlCalendarDate } from './format-date';

const utc = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
};

test('writes every calendar date from 1990 to 2040 as Intl.DateTimeFormat does, in both languages', () => {
  for (const lang of ['fr', 'en']) {
    for (let t = Date.UTC(1990, 0, 1); t <= Date.UTC(2040, 11, 31); t += 86_400_000) {
      const ymd = new Date(t).toISOString().slice(0, 10);
      const written = formatCalendarDate(ymd, lang);
      if (written !== intlCalendarDate(utc(ymd), lang)) {
        expect(written).toBe(intlCalendarDate(utc(ymd), lang));
      }
    }
  }
  expect(formatCalendarDate('2026-11-24', 'fr')).toBe('24 novembre 2026');
  expect(formatCalendarDate('2026-08-01T10:30', 'fr')).toBe('1 août 2026');
  expect(formatCalendarDate('2026-02-01', 'en')).toBe('1 February 2026');
});

test('follows Intl where Date.UTC moves the date: overflowing days and months, years 0–99, years before 1000', () => {
  for (const lang of ['fr', 'en']) {
    for (const ymd of [
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '0010-03-05',
      '0999-03-05',
      '1000-01-01',
      '9999-12-31',
    ]) {
      expect(formatCalendarDate(ymd, lang)).toBe(intlCalendarDate(utc(ymd), lang));
    }
  }
  expect(formatCalendarDate('', 'fr')).toBe('');
  expect(formatCalendarDate(null, 'fr')).toBe('');
  expect(formatCalendarDate('hier', 'fr')).toBe('hier');
});

test('builds no Intl formatter for a date in 1000–9999 (its first one costs a page ~80 ms)', () => {
  const built = vi.spyOn(Intl, 'DateTimeFormat');
  try {
    expect(formatCalendarDate('2026-11-24', 'en')).toBe('24 November 2026');
    expect(formatCalendarDate('1990-04-12', 'fr')).toBe('12 avril 1990');
    expect(built).not.toHaveBeenCalled();
  } finally {
    built.mockRestore();
  }
});

describe('formatInstant: one rule, Paris time, labelled (issue 39)', () => {
  it('reads an instant in Paris, whatever the machine’s zone, and says so', () => {
    // 22:30 UTC on 1 July is 00:30 on 2 July in Paris (summer time); in January, 23:30 UTC is 00:30.
    expect(formatInstant('2026-07-01T22:30:00Z', 'fr')).toBe('02/07/2026 00:30 (heure de Paris)');
    expect(formatInstant('2026-01-15T23:30:00Z', 'en')).toBe('16/01/2026, 00:30 (Paris time)');
  });

  it('writes the long form for cards (the journal) with the same label', () => {
    expect(formatInstant('2026-07-01T22:30:00Z', 'fr', 'long')).toBe(
      '2 juillet 2026 à 00:30 (heure de Paris)',
    );
    expect(formatInstant('2026-01-15T23:30:00Z', 'en', 'long')).toBe('16 January 2026 at 00:30 (Paris time)');
  });

  it('gives the Paris day of an instant (the cookie page’s dates), not the machine’s', () => {
    expect(formatInstantDay('2026-07-01T22:30:00Z', 'fr')).toBe('2 juillet 2026');
    expect(formatInstantDay('2026-01-15T22:30:00Z', 'en')).toBe('15 January 2026');
  });
});

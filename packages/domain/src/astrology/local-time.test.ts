import { describe, expect, it } from 'vitest';
import { localToUtc, utcOffsetMinutesAt } from './local-time';

// Expected offsets are those of the IANA time-zone database (the "europe", "australasia" and
// "backzone" source files, compiled into tz-history.json); each is also a well-known historical fact.
describe('localToUtc', () => {
  it('converts an ordinary Paris winter time', () => {
    const r = localToUtc({ date: '1985-01-15', time: '14:30', zone: 'Europe/Paris' });
    expect(r).toMatchObject({ status: 'ok', timeKnown: true, utcOffsetMinutes: 60 });
    expect(r.instant.toISOString()).toBe('1985-01-15T13:30:00.000Z');
    expect(r.candidates).toHaveLength(1);
  });

  it('keeps Paris local mean time to the second before 11 March 1911 (+0:09:21)', () => {
    const r = localToUtc({ date: '1905-06-01', time: '12:00', zone: 'Europe/Paris' });
    expect(r.utcOffsetMinutes).toBeCloseTo(9 + 21 / 60, 10);
    expect(r.instant.toISOString()).toBe('1905-06-01T11:50:39.000Z');
  });

  it('gives +2 in Paris on 20 June 1940 (German time from 14 June)', () => {
    const r = localToUtc({ date: '1940-06-20', time: '10:00', zone: 'Europe/Paris' });
    expect(r.utcOffsetMinutes).toBe(120);
    expect(r.instant.toISOString()).toBe('1940-06-20T08:00:00.000Z');
    expect(localToUtc({ date: '1940-06-10', time: '10:00', zone: 'Europe/Paris' }).utcOffsetMinutes).toBe(
      0 + 60,
    );
  });

  it('follows the Liberation period in Paris (1944)', () => {
    // Still German summer time in August, then French double summer time (+2) after 25 August
    // until 8 October, then +1.
    expect(localToUtc({ date: '1944-08-20', time: '12:00', zone: 'Europe/Paris' }).utcOffsetMinutes).toBe(
      120,
    );
    expect(localToUtc({ date: '1944-09-15', time: '12:00', zone: 'Europe/Paris' }).utcOffsetMinutes).toBe(
      120,
    );
    expect(localToUtc({ date: '1944-11-15', time: '12:00', zone: 'Europe/Paris' }).utcOffsetMinutes).toBe(60);
  });

  it('has no summer time in Paris in 1975 and has it from 28 March 1976', () => {
    expect(localToUtc({ date: '1975-07-14', time: '12:00', zone: 'Europe/Paris' }).utcOffsetMinutes).toBe(60);
    expect(localToUtc({ date: '1976-07-14', time: '12:00', zone: 'Europe/Paris' }).utcOffsetMinutes).toBe(
      120,
    );
    expect(localToUtc({ date: '1976-03-27', time: '12:00', zone: 'Europe/Paris' }).utcOffsetMinutes).toBe(60);
  });

  it('gives −4 in Guadeloupe (Pointe-à-Pitre), including during the Second World War', () => {
    for (const date of ['1943-06-01', '1980-07-01', '2024-01-15']) {
      const r = localToUtc({ date, time: '08:00', zone: 'America/Guadeloupe' });
      expect(r.utcOffsetMinutes, date).toBe(-240);
      expect(r.instant.toISOString()).toBe(`${date}T12:00:00.000Z`);
    }
  });

  it('marks a time skipped by the spring-forward gap as nonexistent and moves it forward', () => {
    const r = localToUtc({ date: '2024-03-31', time: '02:30', zone: 'Europe/Paris' });
    expect(r.status).toBe('nonexistent');
    expect(r.instant.toISOString()).toBe('2024-03-31T01:30:00.000Z'); // 03:30 CEST
    expect(r.utcOffsetMinutes).toBe(120);
    expect(r.candidates.map((c) => c.instant.toISOString())).toEqual([
      '2024-03-31T00:30:00.000Z',
      '2024-03-31T01:30:00.000Z',
    ]);
  });

  it('marks a time shown twice by the fall-back overlap as ambiguous, earlier first', () => {
    const r = localToUtc({ date: '2024-10-27', time: '02:30', zone: 'Europe/Paris' });
    expect(r.status).toBe('ambiguous');
    expect(r.instant.toISOString()).toBe('2024-10-27T00:30:00.000Z');
    expect(r.utcOffsetMinutes).toBe(120);
    expect(r.candidates).toEqual([
      { instant: new Date('2024-10-27T00:30:00.000Z'), utcOffsetMinutes: 120 },
      { instant: new Date('2024-10-27T01:30:00.000Z'), utcOffsetMinutes: 60 },
    ]);
  });

  it('takes the second moment of a repeated time when asked (Paris, 31 October 2021, 02:30)', () => {
    const first = localToUtc({ date: '2021-10-31', time: '02:30', zone: 'Europe/Paris', fold: 'first' });
    const second = localToUtc({ date: '2021-10-31', time: '02:30', zone: 'Europe/Paris', fold: 'second' });
    expect(first).toMatchObject({ status: 'ambiguous', utcOffsetMinutes: 120 });
    expect(first.instant.toISOString()).toBe('2021-10-31T00:30:00.000Z');
    expect(second).toMatchObject({ status: 'ambiguous', utcOffsetMinutes: 60 });
    expect(second.instant.toISOString()).toBe('2021-10-31T01:30:00.000Z');
    // A time shown once ignores the fold.
    const plain = localToUtc({ date: '2021-10-30', time: '02:30', zone: 'Europe/Paris', fold: 'second' });
    expect(plain.instant.toISOString()).toBe('2021-10-30T00:30:00.000Z');
  });

  it('sees the 9 min 21 s overlap when Paris left local mean time (10–11 March 1911)', () => {
    const r = localToUtc({ date: '1911-03-10', time: '23:55', zone: 'Europe/Paris' });
    expect(r.status).toBe('ambiguous');
    expect(r.candidates).toHaveLength(2);
  });

  it('uses local noon when the time is unknown', () => {
    const r = localToUtc({ date: '1990-05-15', time: null, zone: 'Europe/Paris' });
    expect(r.timeKnown).toBe(false);
    expect(r.instant.toISOString()).toBe('1990-05-15T10:00:00.000Z');
  });

  it('works south of the equator and east of Greenwich (Réunion +4, Sydney summer +11)', () => {
    expect(localToUtc({ date: '1995-02-01', time: '09:00', zone: 'Indian/Reunion' }).utcOffsetMinutes).toBe(
      240,
    );
    expect(localToUtc({ date: '2020-01-10', time: '09:00', zone: 'Australia/Sydney' }).utcOffsetMinutes).toBe(
      660,
    );
  });

  it('rejects impossible dates, times and zones', () => {
    expect(() => localToUtc({ date: '2023-02-29', time: '12:00', zone: 'Europe/Paris' })).toThrow(RangeError);
    expect(() => localToUtc({ date: '2023-02-10', time: '24:00', zone: 'Europe/Paris' })).toThrow(RangeError);
    expect(() => localToUtc({ date: '10/02/2023', time: '12:00', zone: 'Europe/Paris' })).toThrow(RangeError);
    expect(() => localToUtc({ date: '2023-02-10', time: '12:00', zone: 'Mars/Olympus' })).toThrow(RangeError);
  });

  it('exposes the offset at an instant', () => {
    expect(utcOffsetMinutesAt(new Date('2024-07-01T12:00:00Z'), 'Europe/Paris')).toBe(120);
  });
});

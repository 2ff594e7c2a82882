import { expect, test } from 'vitest';
import { addMonths } from './forecasts.service';

test('a 3-month forecast ends on the same day three months later, or the month’s last day', () => {
  expect(addMonths(new Date('2026-01-15T10:00:00Z'), 3).toISOString()).toBe('2026-04-15T10:00:00.000Z');
  expect(addMonths(new Date('2026-05-31T10:00:00Z'), 3).toISOString()).toBe('2026-08-31T10:00:00.000Z');
  expect(addMonths(new Date('2026-11-30T10:00:00Z'), 3).toISOString()).toBe('2027-02-28T10:00:00.000Z');
  expect(addMonths(new Date('2027-11-30T10:00:00Z'), 3).toISOString()).toBe('2028-02-29T10:00:00.000Z');
  expect(addMonths(new Date('2026-12-31T23:30:00Z'), 3).toISOString()).toBe('2027-03-31T23:30:00.000Z');
});

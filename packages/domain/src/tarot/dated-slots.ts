// The window a tarot forecast covers and its dated slots. The window starts on the order date
// and lasts as long as the offer sold: three months for the short term (option 2), twelve for
// the long term (option 3); a single question (option 1) is not dated. Dates are YYYY-MM-DD;
// `to` is the first day after the window, slot ends are inclusive.

import { addDays, addMonths, daysBetween } from '../calendar/civil-dates';
import type { Spread, SpreadPosition, TarotOption } from './spread';

export { addDays, addMonths } from '../calendar/civil-dates';

export interface DateWindow {
  readonly from: string;
  /** Exclusive: the day after the last day covered. */
  readonly to: string;
}

export interface DatedSlot {
  readonly index: number;
  readonly start: string;
  /** Inclusive. */
  readonly end: string;
}

export const FORECAST_MONTHS: Readonly<Record<TarotOption, number | null>> = { 1: null, 2: 3, 3: 12 };

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

function checkDate(date: string, field: string): void {
  if (!ISO.test(date) || Number.isNaN(noon(date).getTime()) || iso(noon(date)) !== date) {
    throw new RangeError(`${field} must be a real date YYYY-MM-DD, got "${date}"`);
  }
}

/** The window sold with this option, from the order date; null for a single question. */
export function forecastWindow(option: TarotOption, orderDate: string): DateWindow | null {
  checkDate(orderDate, 'orderDate');
  const months = FORECAST_MONTHS[option];
  return months === null ? null : { from: orderDate, to: addMonths(orderDate, months) };
}

/**
 * `count` consecutive slots covering the window with no gap or overlap. When the window is a
 * whole number of months that `count` divides, slots are whole months (3 months in 3 slots:
 * 23 Nov–22 Dec, 23 Dec–22 Jan, 23 Jan–22 Feb); otherwise they are as even as whole days allow.
 */
export function datedSlots(window: DateWindow, count: number): DatedSlot[] {
  checkDate(window.from, 'from');
  checkDate(window.to, 'to');
  const days = daysBetween(window.from, window.to);
  if (!Number.isInteger(count) || count < 1 || count > days) {
    throw new RangeError(`cannot cut ${days} days into ${count} slots`);
  }
  let months = 0;
  while (addMonths(window.from, months + 1) <= window.to) months++;
  const monthly = months > 0 && addMonths(window.from, months) === window.to && months % count === 0;
  const boundary = (k: number) =>
    monthly
      ? addMonths(window.from, (k * months) / count)
      : addDays(window.from, Math.round((days * k) / count));
  return Array.from({ length: count }, (_, index) => ({
    index,
    start: boundary(index),
    end: addDays(boundary(index + 1), -1),
  }));
}

/** Each position of the spread with the dates of its slot, or null where the position is not dated. */
export function datedPositions(
  spread: Spread,
  window: DateWindow | null,
): { position: SpreadPosition; slot: DatedSlot | null }[] {
  const slots = window && spread.slots > 0 ? datedSlots(window, spread.slots) : [];
  return spread.positions.map((position) => ({
    position,
    slot: position.slot === undefined ? null : (slots[position.slot] ?? null),
  }));
}

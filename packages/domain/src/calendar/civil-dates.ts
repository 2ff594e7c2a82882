/** Calendar arithmetic on YYYY-MM-DD strings (UTC noon, so no zone or DST can shift a day). */
const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const d = noon(date);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** Same day n months later, clamped to the month's end (31 January + 1 month = 28/29 February). */
export function addMonths(date: string, months: number): string {
  const d = noon(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return iso(d);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((noon(to).getTime() - noon(from).getTime()) / 86_400_000);
}

export function lastDayOfMonth(year: number, month: number): string {
  return iso(new Date(Date.UTC(year, month, 0, 12)));
}

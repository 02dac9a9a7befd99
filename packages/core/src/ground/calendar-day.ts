// Calendar days are 'yyyy-MM-dd' strings (ARCHITECTURE 'dates & money') on each company's calendar: its today
// comes from its clock (timeclock/company-clock.ts, issue 22 §6). Arithmetic runs on UTC dates built from the
// three numbers, so no time zone or daylight-saving change can move a day.

/** Earliest birth or issue date the forms accept (spec 000 §9, 001 §5). */
export const FIRST_CALENDAR_DAY = '1900-01-01';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcDate(day: string): Date | null {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  // Date.UTC rolls 2025-02-30 over to March: a real day reads back the same numbers.
  const real = utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
  return real ? utc : null;
}

/** True for a real calendar day written 'yyyy-MM-dd' (no 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  return toUtcDate(value) !== null;
}

/** '2026-01-31' + 1 → '2026-02-01'. Throws on a value that is not a calendar day (a programming error). */
export function addCalendarDays(day: string, days: number): string {
  const date = toUtcDate(day);
  if (!date) throw new RangeError(`Not a calendar day: ${day}`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** '2026-03-09' → '09/03/2026', as people read dates. */
export function brazilianDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

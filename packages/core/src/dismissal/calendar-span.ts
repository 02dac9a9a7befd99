import { addCalendarDays, isCalendarDay } from '../ground/calendar-day';

// Spans between two calendar days ('yyyy-MM-dd'), counted the way labour law counts service: whole years and
// months reach their anniversary (10/01/2020 → 10/01/2021 is one year), the rest are days.

export interface CalendarSpan {
  years: number;
  months: number;
  days: number;
}

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** Days of a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Years, months and days from `from` to `to` (null when either is not a day or `to` comes first). A month's
 * anniversary on a day the month lacks falls on the month's last day (31/01 → 28/02 is one month).
 */
export function calendarSpan(from: string, to: string): CalendarSpan | null {
  if (!isCalendarDay(from) || !isCalendarDay(to) || to < from) return null;
  const [fromYear, fromMonth, fromDay] = parts(from);
  const [toYear, toMonth, toDay] = parts(to);
  let months = (toYear - fromYear) * 12 + (toMonth - fromMonth);
  let days = toDay - fromDay;
  if (days < 0 && toDay < daysInMonth(toYear, toMonth)) {
    months -= 1;
    // Days from the last monthly anniversary (capped at the month's length) to `to`.
    const [year, month] = toMonth === 1 ? [toYear - 1, 12] : [toYear, toMonth - 1];
    days = daysInMonth(year, month) - Math.min(fromDay, daysInMonth(year, month)) + toDay;
  } else if (days < 0) {
    // `to` is the last day of a month shorter than `from`'s day: the monthly anniversary.
    days = 0;
  }
  return { years: Math.floor(months / 12), months: months % 12, days };
}

/** Whole years of service from `from` to `to` (0 when `to` comes first or is not a day). */
export function completedYears(from: string, to: string): number {
  return calendarSpan(from, to)?.years ?? 0;
}

/** The day after `day`. */
export const nextDay = (day: string) => addCalendarDays(day, 1);

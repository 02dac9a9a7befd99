import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { YearMonth } from '../../api/get-month-scale';

// The month view's grid (spec 002 §9: the week starts on Monday), built from calendar days 'yyyy-MM-dd'.

const pad = (value: number) => String(value).padStart(2, '0');

/** 'yyyy-MM-dd' of the month's first day. */
export function firstDay({ year, month }: YearMonth): string {
  return `${year}-${pad(month)}-01`;
}

/** The month of a calendar day. */
export function monthOf(day: string): YearMonth {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** The month `delta` months before (negative) or after. */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 'março de 2026'. */
export function monthLabel({ year, month }: YearMonth): string {
  return new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
}

/** The weeks of the month, Monday first; days of other months are null. */
export function monthWeeks(yearMonth: YearMonth): (string | null)[][] {
  const first = firstDay(yearMonth);
  // getUTCDay: 0 is Sunday; the grid starts on Monday.
  const leading = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addCalendarDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

import { format, isValid, parse } from 'date-fns';

// Calendar days travel as 'yyyy-MM-dd' on the America/Sao_Paulo calendar (ARCHITECTURE: dates & money); which day
// is today, and what a valid day is, is core's (ground/calendar-day.ts). Here: the pickers' Date objects.

/** 'yyyy-MM-dd' → a local Date at midnight (what the pickers show); null when it is not such a day. */
export function dayToDate(day: string | null | undefined): Date | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = parse(day, 'yyyy-MM-dd', new Date());
  return isValid(date) ? date : null;
}

/** A picked Date → 'yyyy-MM-dd'. */
export function dateToDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

import { normalizeText } from '../text';

// A holiday is a dated occurrence (the Easter-based ones move every year): one calendar day ('date') or a
// run of days ('period'), 'yyyy-MM-dd' on the America/Sao_Paulo calendar, so no time zone can move it.

export const HOLIDAY_TYPES = ['NATIONAL', 'STATE', 'MUNICIPAL'] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

export const HOLIDAY_MODELS = ['date', 'period'] as const;
export type HolidayModel = (typeof HOLIDAY_MODELS)[number];

export interface HolidayPeriod {
  start: string;
  end: string;
}

/** Only the field of its model (spec 002 §4.7). */
export type HolidayDays = { holidayModel: 'date'; date: string } | { holidayModel: 'period'; period: HolidayPeriod };

/** The first day the holiday covers. */
export function firstDay(holiday: HolidayDays): string {
  return holiday.holidayModel === 'date' ? holiday.date : holiday.period.start;
}

/** The last day the holiday covers. */
export function lastDay(holiday: HolidayDays): string {
  return holiday.holidayModel === 'date' ? holiday.date : holiday.period.end;
}

/** Whether the holiday covers `day` ('yyyy-MM-dd'). */
export function holidayCovers(holiday: HolidayDays, day: string): boolean {
  return firstDay(holiday) <= day && day <= lastDay(holiday);
}

/** Whether the holiday covers any day from `from` to `to` (inclusive). */
export function holidayOverlaps(holiday: HolidayDays, from: string, to: string): boolean {
  return firstDay(holiday) <= to && from <= lastDay(holiday);
}

/** Whether the holiday covers any day of `year` (a period may start in December and end in January). */
export function holidayInYear(holiday: HolidayDays, year: number): boolean {
  return holidayOverlaps(holiday, `${year}-01-01`, `${year}-12-31`);
}

/** The years the holidays screen offers (its year filter, the year's national holidays): last, this and next. */
export function holidayYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year - 1, year, year + 1];
}

/**
 * What makes two holidays the same one: the name (without accents or case) on the same first day. Names repeat
 * from year to year ('Natal'), so the name alone never does.
 */
export function sameHolidayKey(holiday: { name: string } & HolidayDays): string {
  return `${normalizeText(holiday.name)}|${firstDay(holiday)}`;
}

import { brazilianDate } from './ground/calendar-day';

// The sane range of each kind of day a body or query carries (issue 20 §3): a day outside it is refused with a
// message that says the range, before any screen computes with it (9999-12-31 + 1 day is no 'yyyy-MM-dd', and
// the mirror, the records and a day's work time answered 500 on it). Days are 'yyyy-MM-dd', so they compare as text.

export interface DayRange {
  /** First day accepted, 'yyyy-MM-dd'. */
  first: string;
  /** Last day accepted, 'yyyy-MM-dd'. */
  last: string;
}

export const DAY_RANGES = {
  /**
   * Punches, requests, compensations, payments, the periods of the records, the bank and the mirror: no
   * electronic time clock of ours has a day before 2000, and nothing is planned past 2099.
   */
  timeClock: { first: '2000-01-01', last: '2099-12-31' },
  /** Holidays: the years whose national calendar we compute (holiday/official-holidays.ts stops at 2099). */
  holiday: { first: '2000-01-01', last: '2099-12-31' },
} as const satisfies Record<string, DayRange>;

export type DayKind = keyof typeof DAY_RANGES;

/** The first and last year of a kind's range (month and year queries). */
export function yearsOf(kind: DayKind): { first: number; last: number } {
  const { first, last } = DAY_RANGES[kind];
  return { first: Number(first.slice(0, 4)), last: Number(last.slice(0, 4)) };
}

/** True when `day` (a real calendar day) lies in the range of its kind. */
export function isDayInRange(day: string, kind: DayKind): boolean {
  const { first, last } = DAY_RANGES[kind];
  return day >= first && day <= last;
}

/** 'Informe uma data entre 01/01/2000 e 31/12/2099.' */
export function dayRangeMessage(kind: DayKind): string {
  const { first, last } = DAY_RANGES[kind];
  return `Informe uma data entre ${brazilianDate(first)} e ${brazilianDate(last)}.`;
}

import { addCalendarDays } from '../ground/calendar-day';

// Rest between working days, on what was really punched. Instants are whole minutes since the epoch.

/** Art. 66: at least 11 consecutive hours between two working days. */
export const INTERJORNADA_MINUTES = 11 * 60;
/** Art. 67 with Súmula 110: the weekly 24 h rest joins the 11 h between days, 35 h in a row. */
export const WEEKLY_REST_MINUTES = 24 * 60 + INTERJORNADA_MINUTES;
/** Art. 67: the paid weekly rest comes at least every seventh day. */
export const MAX_CONSECUTIVE_WORKED_DAYS = 6;

/**
 * The minutes of the 11 h rest that the next day's entry took, owed as overtime (OJ 355 SDI-1). Example: out on
 * Monday 23:30, in on Tuesday 08:00 → 8 h 30 of rest, 150 minutes owed.
 */
export function interjornadaShortfall(previousExit: number, nextEntry: number): number {
  return Math.max(0, INTERJORNADA_MINUTES - (nextEntry - previousExit));
}

/**
 * The longest rest in a week of shifts (spans of epoch minutes, the week's and the first of the next), to hold
 * against WEEKLY_REST_MINUTES. A journey whose week never gives 35 h in a row is refused.
 */
export function longestRest(shifts: readonly { from: number; to: number }[]): number {
  const sorted = [...shifts].sort((a, b) => a.from - b.from);
  let longest = 0;
  for (let index = 1; index < sorted.length; index += 1) longest = Math.max(longest, sorted[index].from - sorted[index - 1].to);
  return longest;
}

/**
 * Whether `day` is worked as the seventh (or later) day in a row, which art. 67 forbids without a weekly rest:
 * `worked` holds the calendar days ('yyyy-MM-dd') with work.
 */
export function isSeventhConsecutiveDay(worked: ReadonlySet<string>, day: string): boolean {
  if (!worked.has(day)) return false;
  for (let back = 1; back <= MAX_CONSECUTIVE_WORKED_DAYS; back += 1) if (!worked.has(addCalendarDays(day, -back))) return false;
  return true;
}

/** What the rest rules read of another day: its first punch and its last exit (epoch minutes), null when none. */
export interface WorkedDayFacts {
  day: string;
  firstPunch: number | null;
  lastExit: number | null;
}

/** The facts of other days a day's evaluation needs (day-evaluation.ts DayInput previousExit, sixDaysWorkedBefore). */
export interface RestFacts {
  previousExit: number | null;
  sixDaysWorkedBefore: boolean;
}

/**
 * From the person's days before `day` (at least the seven before it; any order): the last exit of the latest
 * worked one, for the 11 h rest (art. 66), and whether the six days right before were all worked (art. 67).
 */
export function restFacts(days: readonly WorkedDayFacts[], day: string): RestFacts {
  const before = days.filter((other) => other.day < day).sort((a, b) => (a.day < b.day ? 1 : -1));
  const previousExit = before.find((other) => other.lastExit !== null)?.lastExit ?? null;
  const worked = new Set(before.filter((other) => other.firstPunch !== null).map((other) => other.day));
  return { previousExit, sixDaysWorkedBefore: isSeventhConsecutiveDay(worked.add(day), day) };
}

import { addCalendarDays, isCalendarDay } from '../ground/calendar-day';
import type { ActivityInterval, ActivityPeriod } from './terms';

// The days an activity covers (spec 000 §3 Activity): one `date`, or `startDate` to `finalDate` both included,
// or from `startDate` on with no forecast of end. Days are 'yyyy-MM-dd', so they compare as strings.

/** What the day rules read of an activity, registered or being typed. */
export interface ActivityDays {
  period: ActivityPeriod;
  date?: string | null;
  startDate?: string | null;
  finalDate?: string | null;
  withoutForecastOfEnding?: boolean | null;
}

const DAY_MS = 86_400_000;

/** Days from `first` to `last`, both counted: ('2026-03-02', '2026-03-02') → 1. */
export function inclusiveDays(first: string, last: string): number {
  const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return Math.round((utc(last) - utc(first)) / DAY_MS) + 1;
}

/** The activity's interval. For registered (validated) activities: one without its dates is a programming error. */
export function activityInterval(activity: ActivityDays): ActivityInterval {
  const first = activity.period === 'ONE_DAY' ? activity.date : activity.startDate;
  if (!first) throw new RangeError('Activity without its first day');
  if (activity.period === 'ONE_DAY') return { first, last: first };
  if (activity.withoutForecastOfEnding) return { first, last: null };
  if (!activity.finalDate) throw new RangeError('Activity without its last day');
  return { first, last: activity.finalDate };
}

/**
 * numberOfDays as the form shows it and the API checks it (000 §5): 1 for one day, otherwise the inclusive
 * difference; null while it cannot be counted (no forecast of end, dates missing, end not after start).
 */
export function activityDays(activity: ActivityDays): number | null {
  if (activity.period === 'ONE_DAY') return 1;
  const { startDate, finalDate } = activity;
  if (activity.withoutForecastOfEnding || !startDate || !finalDate) return null;
  if (!isCalendarDay(startDate) || !isCalendarDay(finalDate) || finalDate < startDate) return null;
  return inclusiveDays(startDate, finalDate);
}

/** True when the two intervals share a day; an open end runs forever. */
export function intervalsOverlap(a: ActivityInterval, b: ActivityInterval): boolean {
  return (a.last === null || b.first <= a.last) && (b.last === null || a.first <= b.last);
}

/** The day the person is back at work (the day after the last one), or null while there is no forecast. */
export function returnDay(activity: ActivityDays): string | null {
  const { last } = activityInterval(activity);
  return last === null ? null : addCalendarDays(last, 1);
}

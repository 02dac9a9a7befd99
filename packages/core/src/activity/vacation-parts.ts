import type { ActivityDays } from './interval';
import type { ActivityType } from './schema';

// CLT art. 134 §1 splits one vacation entitlement into parts. Which registered vacations are parts of the same
// one: those whose first day falls in the same year of service (admission anniversary to the day before the
// next), the 12 months in which the company grants the vacation earned the year before (art. 134 caput).

type Vacation = ActivityDays & { type: ActivityType };

function firstDay(activity: ActivityDays): string | null {
  return (activity.period === 'ONE_DAY' ? activity.date : activity.startDate) ?? null;
}

/** Completed years of service on `day` (admission day = year 0). */
export function serviceYear(admissionDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(admissionDate.slice(0, 4));
  return day.slice(5) < admissionDate.slice(5) ? years - 1 : years;
}

/** The other vacations of the same year of service as `vacation`; none when the admission date is unknown. */
export function sameEntitlementParts<T extends Vacation>(admissionDate: string | null | undefined, vacation: ActivityDays, others: readonly T[]): T[] {
  const first = firstDay(vacation);
  if (!admissionDate || !first) return [];
  const year = serviceYear(admissionDate, first);
  return others.filter((other) => {
    const otherFirst = firstDay(other);
    return other.type === 'VACATION' && otherFirst !== null && serviceYear(admissionDate, otherFirst) === year;
  });
}

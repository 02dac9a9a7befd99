import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { isDayScale } from '@colabora/core/workday/options';
import { dayPlan, type DayPlan } from '@colabora/core/workday/schedule';
import type { Journey } from '@colabora/core/workday/schema';
import { dayTimeline, EXIT_WINDOW_MINUTES, type AssignedPunch, type TimelinePoint } from '@colabora/core/timeclock/timeline';
import { instantAt } from '@colabora/core/timeclock/sao-paulo-clock';
import { companyHolidays } from '../holiday/records';
import { getJourney, toJourney } from '../workday/store';
import type { UserRecord } from '../../db/entities/user';

// What the person's journey plans around a day, from core's dayPlan (the one source of planned time): the day's
// own plan and the day before's, whose night shift may still be open.

export interface PersonPlans {
  journey: Journey | null;
  /** The journey's limitTime when its entry is limited. */
  entryLimitMinutes: number | null;
  /** Plans by day (null: nothing planned). */
  plans: Map<string, DayPlan | null>;
}

/** On a leave the person's current leave covers (currentLeave): nothing is planned that day. */
function onLeave(person: UserRecord, day: string): boolean {
  const leave = person.currentLeave;
  return Boolean(leave && leave.startDate <= day && (!leave.finalDate || day <= leave.finalDate));
}

/** The plans of `days` (consecutive, ascending) for the person. */
export async function personPlans(person: UserRecord, days: readonly string[]): Promise<PersonPlans> {
  const workdayId = person.hiringData?.workday;
  const record = workdayId ? await getJourney(person.companyId, workdayId) : null;
  const journey = record && toJourney(record);
  const admission = person.admissionDate ?? null;
  const plans = new Map<string, DayPlan | null>(days.map((day) => [day, null]));
  if (!journey || (isDayScale(journey.scaleType) && !journey.cycleStart && !admission)) {
    return { journey, entryLimitMinutes: null, plans };
  }
  const holidays = await companyHolidays(person.companyId, days[0], days.at(-1));
  for (const day of days) {
    const before = admission !== null && day < admission;
    plans.set(day, before || onLeave(person, day) ? null : dayPlan(journey, day, { holidays, cycleStart: admission }));
  }
  return { journey, entryLimitMinutes: journey.limited ? journey.limitTime : null, plans };
}

/** The calendar days whose plans can have a point open on `day`: the day before (a night shift) and the day. */
export const daysAround = (day: string) => [addCalendarDays(day, -1), day];

/** Whether a plan's shift can still take its exit at `now` (its exit window has not closed). */
export function shiftOpen(plan: DayPlan, now: Date): boolean {
  const exit = instantAt(plan.day, plan.exitTime, plan.exitDayOffset);
  return now.getTime() <= exit + EXIT_WINDOW_MINUTES * 60_000;
}

/** The timelines of the plans at `now`, with the punches assigned to them. */
export function timelinesAt(plans: PersonPlans, punches: readonly AssignedPunch[], now: Date): TimelinePoint[][] {
  return [...plans.plans.values()].flatMap((plan) =>
    plan ? [dayTimeline({ plan, entryLimitMinutes: plans.entryLimitMinutes, punches, now })] : [],
  );
}

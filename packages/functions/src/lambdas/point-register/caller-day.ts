import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { PunchView, TodayPoints } from '@colabora/core/timeclock/point-register-api';
import { wallClock } from '@colabora/core/timeclock/sao-paulo-clock';
import { daysAround, personPlans, shiftOpen, type PersonPlans } from '../../modules/timeclock/person-timelines';
import { personPunches } from '../../modules/timeclock/punch-store';
import { punchView } from './punch-view';
import type { UserRecord } from '../../db/entities/user';

// The caller's day, read once per call: the punch assigns its point from it and answers it with the new punch, the
// day's GET answers it as read.

/** What the timeline around `day` is computed from: the plans of the day before and the day, and the punches. */
export interface DayInputs {
  day: string;
  plans: PersonPlans;
  /** The punches of the day before, the day and the next (a night shift's exit). */
  punches: PunchView[];
}

export async function dayInputs(person: UserRecord, day: string): Promise<DayInputs> {
  const days = daysAround(day);
  const [plans, records] = await Promise.all([
    personPlans(person, days),
    personPunches(person.companyId, person.id, days[0], addCalendarDays(day, 1)),
  ]);
  return { day, plans, punches: records.map(punchView) };
}

/**
 * The day as the caller sees it at `serverNow`: what the SPA runs the timeline's rules with (plan, punches,
 * serverNow; core todayTimeline), and the punches recorded out of schedule. Today, a night shift begun yesterday is shown while its exit can
 * still be registered.
 */
export function todayPointsOf({ day, plans, punches }: DayInputs, serverNow: Date): TodayPoints {
  const previous = plans.plans.get(addCalendarDays(day, -1)) ?? null;
  const previousOpen =
    day === wallClock(serverNow.getTime()).day &&
    previous !== null &&
    shiftOpen(previous, serverNow) &&
    !punches.some((punch) => punch.shiftDay === previous.day && punch.pointType === 'EXIT');
  const plan = previousOpen ? previous : (plans.plans.get(day) ?? null);
  const shown = plan?.day ?? day;
  // The calendar days the shown shift covers (a night shift's exit is on the next one).
  const lastDay = addCalendarDays(shown, plan?.exitDayOffset ?? 0);
  return {
    serverNow: serverNow.toISOString(),
    day: shown,
    plan,
    journeyName: plans.journey?.name ?? null,
    entryLimitMinutes: plans.entryLimitMinutes,
    punches: punches.filter((punch) => punch.shiftDay === shown),
    outOfSchedule: punches.filter((punch) => punch.outOfSchedule && punch.day >= shown && punch.day <= lastDay),
  };
}

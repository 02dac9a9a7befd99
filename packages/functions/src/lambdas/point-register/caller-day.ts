import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { plannedDay, type PersonFacts } from '@colabora/core/timeclock/planned-day';
import { shiftOpen } from '@colabora/core/timeclock/person-day';
import type { PunchView, TodayPoints } from '@colabora/core/timeclock/point-register-api';
import { wallClock } from '@colabora/core/timeclock/sao-paulo-clock';
import { personFacts } from '../../modules/timeclock/person-facts';
import { personPunches } from '../../modules/timeclock/punch-store';
import { punchView } from './punch-view';
import type { UserRecord } from '../../db/entities/user';

// The caller's day, read once per call: the punch assigns its point from it and answers it with the new punch, the
// day's GET answers it as read.

/** What the timeline around `day` is computed from: the person's facts of the day before and the day, and the punches. */
export interface DayInputs {
  day: string;
  facts: PersonFacts;
  /** The punches of the day before, the day and the next (a night shift's exit). */
  punches: PunchView[];
}

export async function dayInputs(person: UserRecord, day: string): Promise<DayInputs> {
  const before = addCalendarDays(day, -1);
  const [facts, records] = await Promise.all([
    personFacts(person.companyId, person, before, day),
    personPunches(person.companyId, person.id, before, addCalendarDays(day, 1)),
  ]);
  return { day, facts, punches: records.map(punchView) };
}

/**
 * The day as the caller sees it at `serverNow`: what the SPA runs the timeline's rules with (the plan the person is
 * asked to work, punches, serverNow; core todayTimeline), and the punches recorded out of schedule. Today, a night
 * shift begun yesterday is shown while its exit can still be registered. A day the person is not asked to work (a
 * leave, a day off, a free notice day…) has no plan, so no REGISTRAR.
 */
export function todayPointsOf({ day, facts, punches }: DayInputs, serverNow: Date): TodayPoints {
  const previous = plannedDay(facts, addCalendarDays(day, -1)).asked;
  const previousOpen =
    day === wallClock(serverNow.getTime()).day &&
    previous !== null &&
    shiftOpen(previous, serverNow) &&
    !punches.some((punch) => punch.shiftDay === previous.day && punch.pointType === 'EXIT');
  const plan = previousOpen ? previous : plannedDay(facts, day).asked;
  const shown = plan?.day ?? day;
  // The calendar days the shown shift covers (a night shift's exit is on the next one).
  const lastDay = addCalendarDays(shown, plan?.exitDayOffset ?? 0);
  const journey = facts.journey;
  return {
    serverNow: serverNow.toISOString(),
    day: shown,
    plan,
    journeyName: journey?.name ?? null,
    entryLimitMinutes: journey?.limited ? journey.limitTime : null,
    punches: punches.filter((punch) => punch.shiftDay === shown),
    outOfSchedule: punches.filter((punch) => punch.outOfSchedule && punch.day >= shown && punch.day <= lastDay),
  };
}

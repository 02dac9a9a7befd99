import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { todayPointsQuerySchema, type TodayPoints } from '@colabora/core/timeclock/point-register-api';
import { wallClock } from '@colabora/core/timeclock/sao-paulo-clock';
import { dayTimeline } from '@colabora/core/timeclock/timeline';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { now } from '../../lib/clock';
import { daysAround, personPlans, shiftOpen } from '../../modules/timeclock/person-timelines';
import { personPunches } from '../../modules/timeclock/punch-store';
import { assignedPunch, punchView } from './punch-view';
import { timeClockPerson } from '../../modules/timeclock/time-clock-person';

/**
 * GET /api/point-registers?date=yyyy-MM-dd → TodayPoints: the caller's own day (the server's today by default) with
 * every point's situation at the server's time, the inputs the SPA runs the same rules with (plan, punches,
 * serverNow), and the punches recorded out of schedule. Today, a night shift begun yesterday is shown while its
 * exit can still be registered.
 */
export const todayPoints = action('todayPoints', { query: todayPointsQuerySchema }, async ({ caller, query }) => {
  const person = await timeClockPerson(caller);
  const { date } = query;
  const serverNow = now();
  const today = wallClock(serverNow.getTime()).day;
  const day = date ?? today;
  const days = daysAround(day);
  const [plans, records] = await Promise.all([
    personPlans(person, days),
    personPunches(caller.companyId, caller.id, days[0], addCalendarDays(day, 1)),
  ]);
  const views = records.map(punchView);
  const previous = plans.plans.get(days[0]) ?? null;
  const previousOpen =
    day === today &&
    previous !== null &&
    shiftOpen(previous, serverNow) &&
    !views.some((punch) => punch.shiftDay === previous.day && punch.pointType === 'EXIT');
  const plan = previousOpen ? previous : (plans.plans.get(day) ?? null);
  const shown = plan?.day ?? day;
  // The calendar days the shown shift covers (a night shift's exit is on the next one).
  const lastDay = addCalendarDays(shown, plan?.exitDayOffset ?? 0);
  const answer: TodayPoints = {
    serverNow: serverNow.toISOString(),
    day: shown,
    plan,
    journeyName: plans.journey?.name ?? null,
    entryLimitMinutes: plans.entryLimitMinutes,
    points: plan ? dayTimeline({ plan, entryLimitMinutes: plans.entryLimitMinutes, punches: records.map(assignedPunch), now: serverNow }) : [],
    punches: views.filter((punch) => punch.shiftDay === shown),
    outOfSchedule: views.filter((punch) => punch.outOfSchedule && punch.day >= shown && punch.day <= lastDay),
  };
  return ok(answer);
});

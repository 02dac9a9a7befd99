import { todayPointsQuerySchema } from '@colabora/core/timeclock/point-register-api';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { now } from '../../lib/clock';
import { companyClock } from '../../modules/company/time-zone';
import { timeClockPerson } from '../../modules/timeclock/time-clock-person';
import { dayInputs, todayPointsOf } from './caller-day';

/**
 * GET /api/point-registers?date=yyyy-MM-dd → TodayPoints: the caller's own day (the company's today by default), as
 * caller-day.ts reads it.
 */
export const todayPoints = action('todayPoints', { query: todayPointsQuerySchema }, async ({ caller, query }) => {
  const person = timeClockPerson(caller);
  const { date } = query;
  const serverNow = now();
  const clock = await companyClock(caller.companyId);
  return ok(todayPointsOf(await dayInputs(person, date ?? clock.today(serverNow), clock.zone), serverNow));
});

import { todayPointsQuerySchema } from '@colabora/core/timeclock/point-register-api';
import { wallClock } from '@colabora/core/timeclock/sao-paulo-clock';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { now } from '../../lib/clock';
import { timeClockPerson } from '../../modules/timeclock/time-clock-person';
import { dayInputs, todayPointsOf } from './caller-day';

/**
 * GET /api/point-registers?date=yyyy-MM-dd → TodayPoints: the caller's own day (the server's today by default), as
 * caller-day.ts reads it.
 */
export const todayPoints = action('todayPoints', { query: todayPointsQuerySchema }, async ({ caller, query }) => {
  const person = timeClockPerson(caller);
  const { date } = query;
  const serverNow = now();
  return ok(todayPointsOf(await dayInputs(person, date ?? wallClock(serverNow.getTime()).day), serverNow));
});

import { workTimeQuerySchema } from '@colabora/core/timeclock/bank-schema';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { personDays } from '../../modules/timeclock/person-days';
import { bankReader } from './bank-person';

/**
 * GET /api/comp-time/workTimeByDay/{userId}?date=yyyy-MM-dd → number: the minutes compensating that day takes, the
 * minutes the person's journey still plans for it (holidays, leaves, days off and earlier compensations left out;
 * 0 on a rest day or without a journey). HR of the company, or the person.
 */
export const workTimeByDay = action('workTimeByDay', { query: workTimeQuerySchema }, async ({ caller, params, query: { date } }) => {
  const person = await bankReader(caller, params.userId);
  const [day] = await personDays(caller.companyId, person, date, date);
  return ok(day?.summary.plannedMinutes ?? 0);
});

import { monthScaleQuerySchema } from '@colabora/core/workday/api';
import { personMonthScale } from '@colabora/core/timeclock/person-month-scale';
import { monthRange } from '@colabora/core/workday/schedule';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { readablePerson } from '../../modules/person/readable';
import { personFacts } from '../../modules/timeclock/person-facts';

/**
 * GET /api/scale/month-scale?month&year → ScaleEvent[]: the caller's month as the time clock plans it (core
 * person-month-scale.ts from the person's facts: the journey, the company's holidays, leaves and vacations,
 * approved days off, a worked notice's free days). HR may add userId for a person of the company (anyone else's:
 * 404; an employee naming someone else: 403). No journey: no events. A 12/36 or 24/48 cycle starts on the
 * journey's cycleStart, else on the person's admission date; days before the admission have no event.
 */
export const getMonthScale = action('getMonthScale', { query: monthScaleQuerySchema }, async ({ caller, query: { month, year, userId } }) => {
  const person = await readablePerson(caller, userId ?? caller.id);
  const { first, last } = monthRange(year, month);
  return ok(personMonthScale(await personFacts(caller.companyId, person, first, last), year, month));
});

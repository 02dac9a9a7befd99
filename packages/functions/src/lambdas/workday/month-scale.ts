import { monthScaleQuerySchema } from '@colabora/core/workday/api';
import { isDayScale } from '@colabora/core/workday/options';
import { monthRange, monthScale } from '@colabora/core/workday/schedule';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { readablePerson } from '../../modules/person/readable';
import { companyHolidays } from '../../modules/holiday/records';
import { getJourney, toJourney } from '../../modules/workday/store';

/**
 * GET /api/scale/month-scale?month&year → ScaleEvent[]: the caller's month as their journey plans it (work days,
 * the company's holidays, days off), computed by core/workday/schedule.ts. HR may add userId for a person of
 * the company (anyone else's: 404; an employee naming someone else: 403). No journey: no events. A 12/36 or
 * 24/48 cycle starts on the journey's cycleStart, else on the person's admission date; days before the admission
 * have no event.
 */
export const getMonthScale = action('getMonthScale', { query: monthScaleQuerySchema }, async ({ caller, query: { month, year, userId } }) => {
  const person = await readablePerson(caller, userId ?? caller.id);
  const workdayId = person.hiringData?.workday;
  const record = workdayId ? await getJourney(caller.companyId, workdayId) : null;
  if (!record) return ok([]);
  const journey = toJourney(record);
  const admission = person.admissionDate ?? null;
  if (isDayScale(journey.scaleType) && !journey.cycleStart && !admission) return ok([]);
  const { first, last } = monthRange(year, month);
  const holidays = await companyHolidays(caller.companyId, first, last);
  return ok(monthScale(journey, year, month, { holidays, cycleStart: admission, since: admission }));
});

import * as z from 'zod/mini';
import { isDayScale } from '@colabora/core/workday/options';
import { monthScale } from '@colabora/core/workday/schedule';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { parseInput } from '../http/validate';
import { readablePerson } from '../person/readable';
import { companyHolidays } from '../holiday/store';
import { getJourney, toJourney } from './store';

/** ?month (1–12)&year[&userId]: core has no schema for this query, so it lives with its one reader. */
const monthScaleQuerySchema = z.object({
  month: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12)),
  year: z.coerce.number().check(z.int(), z.minimum(1900), z.maximum(2999)),
  userId: z.optional(z.string().check(z.trim(), z.minLength(1))),
});

/**
 * GET /api/scale/month-scale?month&year → ScaleEvent[]: the caller's month as their journey plans it (work days,
 * the company's holidays, days off), computed by core/workday/schedule.ts. HR may add userId for a person of
 * the company (anyone else's: 404; an employee naming someone else: 403). No journey: no events. A 12/36 or
 * 24/48 cycle starts on the journey's cycleStart, else on the person's admission date.
 */
export const getMonthScale: CallerAction = async ({ caller, query }) => {
  const { month, year, userId } = parseInput(monthScaleQuerySchema, query);
  const person = await readablePerson(caller, userId ?? caller.id);
  const workdayId = person.hiringData?.workday;
  const record = workdayId ? await getJourney(caller.companyId, workdayId) : null;
  if (!record) return ok([]);
  const journey = toJourney(record);
  const admission = person.admissionDate ?? null;
  if (isDayScale(journey.scaleType) && !journey.cycleStart && !admission) return ok([]);
  const holidays = await companyHolidays(caller.companyId);
  return ok(monthScale(journey, year, month, { holidays, cycleStart: admission }));
};

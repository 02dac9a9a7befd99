import { DAYS_BEFORE_REST, type HintContext } from '@colabora/core/activity/hints';
import type { ActivityBody } from '@colabora/core/activity/schema';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { isDayScale } from '@colabora/core/workday/options';
import { dayPlan, holidayOn } from '@colabora/core/workday/schedule';
import { companyHolidays } from '../../modules/holiday/records';
import { getJourney, toJourney } from '../../modules/workday/store';
import type { UserRecord } from '../../db/entities/user';

/**
 * What CLT art. 134 §3's hint needs for a vacation: which of the two days after its first day are the company's
 * holidays, and which the person's weekly journey gives off. A person without a journey rests on Sundays (the
 * hint's default). Other registrations need nothing, so nothing is read for them.
 */
export async function vacationRestContext(companyId: string, person: UserRecord, input: ActivityBody): Promise<HintContext> {
  if (input.type !== 'VACATION') return {};
  const start = input.period === 'ONE_DAY' ? input.date : input.startDate;
  if (!start) return {};
  const days = Array.from({ length: DAYS_BEFORE_REST }, (_, index) => addCalendarDays(start, index + 1));
  const workdayId = person.hiringData?.workday;
  const [holidays, journey] = await Promise.all([
    companyHolidays(companyId, days[0], days[days.length - 1]),
    workdayId ? getJourney(companyId, workdayId) : null,
  ]);
  const context: HintContext = { holidays: days.filter((day) => holidayOn(holidays, day)) };
  if (!journey) return context;
  const schedule = toJourney(journey);
  // A 12/36 or 24/48 rests every other day or more, and its agreed pay already covers the weekly rest (CLT art.
  // 59-A): its days off are not the weekly rest art. 134 §3 speaks of, or every start would be warned of.
  if (isDayScale(schedule.scaleType)) return { ...context, restDays: [] };
  return { ...context, restDays: days.filter((day) => !dayPlan(schedule, day)) };
}

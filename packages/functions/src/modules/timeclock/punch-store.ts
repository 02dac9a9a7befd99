import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { PunchRecord } from '../../db/entities/punch';
import { db } from '../../db/service';

export type { PunchRecord } from '../../db/entities/punch';

/**
 * A person's punches whose Sao Paulo calendar `day` is in [fromDay, toDay], in time order (then NSR): one
 * strongly consistent Query (a punch just recorded is seen). The sort key starts with the day, so the range
 * runs up to the day after `toDay` exclusive.
 */
export async function personPunches(companyId: string, userId: string, fromDay: string, toDay: string): Promise<PunchRecord[]> {
  if (toDay < fromDay) return [];
  const { data } = await db.entities.punch.query
    .personPunches({ companyId, userId })
    .between({ day: fromDay }, { day: addCalendarDays(toDay, 1) })
    .go({ pages: 'all', consistent: true });
  return data.filter((punch) => punch.day <= toDay);
}

import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { PunchRecord } from '../../db/entities/punch';
import { db } from '../../db/service';

export type { PunchRecord } from '../../db/entities/punch';

/**
 * A person's punches whose calendar `day` (the company's) is in [fromDay, toDay], in time order (then NSR): one
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

/** Items per page of the by-company index: a punch is ≈ 0.5 KB, so 1 000 stay well under DynamoDB's 1 MB a page. */
const COMPANY_PAGE = 1000;

/**
 * The company's punches from NSR `fromNsr` on, in NSR order, read a page at a time (the AFD export, the local
 * data upgrade): a caller that stops early reads no further page, and none holds them all.
 */
export function companyPunches(companyId: string, fromNsr = 1): AsyncGenerator<PunchRecord> {
  return db.entities.punch.query.companyPunches({ companyId }).gte({ nsr: fromNsr }).each({ limit: COMPANY_PAGE });
}

/** The company's punch of that NSR (the by-company index, one item). */
export async function punchByNsr(companyId: string, nsr: number): Promise<PunchRecord | undefined> {
  const { data } = await db.entities.punch.query.companyPunches({ companyId, nsr }).go({ limit: 1 });
  return data[0];
}

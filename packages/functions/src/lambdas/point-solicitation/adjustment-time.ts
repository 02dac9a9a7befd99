import { adjustmentTimeIssue } from '@colabora/core/timeclock/adjustment-order';
import type { PointType } from '@colabora/core/timeclock/point-types';
import { epochMinute } from '@colabora/core/timeclock/company-clock';
import { now } from '../../lib/clock';
import { companyClock } from '../../modules/company/time-zone';
import { personDays } from '../../modules/timeclock/person-days';
import type { UserRecord } from '../../db/entities/user';

/** The point an adjustment times, as its alert or its request names it. */
export interface AdjustedTime {
  day: string;
  pointType: PointType;
  breakId?: string | null;
  breakName?: string | null;
  /** The corrected instant (epoch ms). */
  at: number;
}

/**
 * Why the adjusted time cannot stand on the person's day as it is now, or null (core adjustment-order.ts): read
 * at the request and again at the approval, since the day may have changed in between (another adjustment
 * approved, a punch linked).
 */
export async function adjustedTimeIssue(person: UserRecord, adjusted: AdjustedTime): Promise<string | null> {
  const [[day], clock] = await Promise.all([personDays(person.companyId, person, adjusted.day, adjusted.day), companyClock(person.companyId)]);
  const breakNames = new Map((day?.plan?.breaks ?? []).map((brk) => [brk.id, brk.description]));
  const counted = (day?.counted ?? []).map((point) => ({ ...point, breakName: point.breakId ? (breakNames.get(point.breakId) ?? null) : null }));
  const point = {
    pointType: adjusted.pointType,
    breakId: adjusted.breakId ?? null,
    breakName: adjusted.breakName ?? null,
    minute: epochMinute(adjusted.at),
  };
  return adjustmentTimeIssue(point, counted, epochMinute(now().getTime()), clock);
}

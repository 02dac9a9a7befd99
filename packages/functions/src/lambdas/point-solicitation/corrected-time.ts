import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { ZonedClock } from '@colabora/core/timeclock/company-clock';
import { personPunches } from '../../modules/timeclock/punch-store';

const MINUTE_MS = 60_000;

/**
 * The corrected time of a pending point ('HH:mm' on the company's clock) as an instant: the one nearest the
 * point's expected time, so 23:50 corrects a night exit expected at 00:10 on the day before it, not a day later.
 */
export function correctedInstant(clock: ZonedClock, expectedIso: string, time: string): number {
  const expected = Date.parse(expectedIso);
  const day = clock.wallClock(expected).day;
  const candidates = [-1, 0, 1].map((offset) => clock.instantAt(addCalendarDays(day, offset), time));
  return candidates.reduce((best, candidate) => (Math.abs(candidate - expected) < Math.abs(best - expected) ? candidate : best));
}

/** How far from the corrected time a punch outside every window may be, to be the one the adjustment corrects. */
const LINK_MINUTES = 180;

/**
 * The punch an adjustment corrects, when one exists: a pending point has no punch of its own, but the person may
 * have punched outside every window (recorded, flagged, assigned to no point); the nearest such punch within
 * LINK_MINUTES of the corrected time is the one. Its NSR links the two records; the punch stays as it was.
 */
export async function correctedPunchNsr(clock: ZonedClock, companyId: string, userId: string, correctedAt: number): Promise<number | null> {
  const day = clock.wallClock(correctedAt).day;
  const punches = await personPunches(companyId, userId, addCalendarDays(day, -1), addCalendarDays(day, 1));
  const distance = (punchedAt: string) => Math.abs(Date.parse(punchedAt) - correctedAt);
  const nearest = punches
    .filter((punch) => punch.outOfSchedule && distance(punch.punchedAt) <= LINK_MINUTES * MINUTE_MS)
    .sort((a, b) => distance(a.punchedAt) - distance(b.punchedAt))[0];
  return nearest?.nsr ?? null;
}

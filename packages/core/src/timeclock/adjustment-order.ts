import { pointLabel, type PointType } from './point-types';
import type { ZonedClock } from './company-clock';
import type { TimedPunch } from './worked-minutes';
import { REQUEST_MSG } from './request-messages';

// An adjusted time must keep the day true (issue 20 §4). The day engine pairs a day's points in time order
// (worked-minutes.ts), so a corrected time out of order pairs the wrong points: a break return at 02:31 before a
// 10:00 entry became 529 minutes of work. Instants are whole minutes since the epoch and the corrected time is
// already the instant nearest its expected point (functions' corrected-time.ts), so a night shift across midnight
// (the 12x36 from 19:00) needs nothing special here. A time that has not come yet is no record of anything.

/** The point an adjustment gives a time to. */
export interface AdjustedPoint {
  pointType: PointType;
  breakId: string | null;
  breakName: string | null;
  /** Whole minutes since the epoch (company-clock.ts epochMinute). */
  minute: number;
}

/** A point the day already counts (a punch or an approved adjustment), with its break's name for the message. */
export type CountedPoint = TimedPunch & { breakName?: string | null };

const isStart = (type: PointType) => type === 'BREAK_START' || type === 'MAIN_BREAK_START';
const isReturn = (type: PointType) => type === 'BREAK_RETURN' || type === 'MAIN_BREAK_RETURN';
const isMain = (type: PointType) => type === 'MAIN_BREAK_START' || type === 'MAIN_BREAK_RETURN';

/** The break a point opens or closes ('main' for the main break); null for the entry and the exit. */
function breakKey(type: PointType, breakId: string | null | undefined): string | null {
  if (isMain(type)) return 'main';
  return isStart(type) || isReturn(type) ? `break:${breakId ?? ''}` : null;
}

/** Whether point `a` must come before point `b` on the day: the entry first, the exit last, a break's start before its return. */
function mustPrecede(a: { pointType: PointType; breakId?: string | null }, b: { pointType: PointType; breakId?: string | null }): boolean {
  if (a.pointType === 'ENTRY') return b.pointType !== 'ENTRY';
  if (b.pointType === 'EXIT') return a.pointType !== 'EXIT';
  const key = breakKey(a.pointType, a.breakId);
  return key !== null && isStart(a.pointType) && isReturn(b.pointType) && key === breakKey(b.pointType, b.breakId);
}

const labelOf = (point: { pointType: PointType; breakName?: string | null }) => pointLabel(point.pointType, point.breakName);

/**
 * Why `adjusted` cannot be the time of its point, or null when it can: it is after `nowMinute` (the server's
 * clock), or it breaks the order of the points the day already counts (`counted`; those without a point, punched
 * outside every window, are not in the order), or it falls inside another break already taken. The messages
 * give times on the company's `clock`.
 */
export function adjustmentTimeIssue(adjusted: AdjustedPoint, counted: readonly CountedPoint[], nowMinute: number, clock: ZonedClock): string | null {
  const timeOf = (minute: number) => clock.wallClock(minute * 60_000).time;
  const time = timeOf(adjusted.minute);
  if (adjusted.minute > nowMinute) return REQUEST_MSG.adjustmentInFuture(time);
  const typed = counted.filter((point): point is CountedPoint & { pointType: PointType } => point.pointType !== null);
  for (const point of typed) {
    if (mustPrecede(point, adjusted) && point.minute >= adjusted.minute) {
      return REQUEST_MSG.adjustmentOutOfOrder(labelOf(adjusted), time, 'depois', labelOf(point), timeOf(point.minute));
    }
    if (mustPrecede(adjusted, point) && adjusted.minute >= point.minute) {
      return REQUEST_MSG.adjustmentOutOfOrder(labelOf(adjusted), time, 'antes', labelOf(point), timeOf(point.minute));
    }
  }
  const own = breakKey(adjusted.pointType, adjusted.breakId);
  for (const start of typed.filter((point) => isStart(point.pointType))) {
    const key = breakKey(start.pointType, start.breakId);
    const end = typed.find((point) => isReturn(point.pointType) && breakKey(point.pointType, point.breakId) === key);
    if (key === own || !end || !(start.minute < adjusted.minute && adjusted.minute < end.minute)) continue;
    return REQUEST_MSG.adjustmentInsideBreak(labelOf(adjusted), time, start.breakName ?? (isMain(start.pointType) ? 'Intervalo principal' : 'Pausa'), timeOf(start.minute), timeOf(end.minute));
  }
  return null;
}

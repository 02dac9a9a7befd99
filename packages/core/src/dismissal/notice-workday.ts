import { computeNotice } from './notice';
import type { ShutDownData } from './shut-down-data';
import { noticeReductionApplies, terminationKind } from './termination';

// A worked notice shortens the work (CLT art. 488): 2 hours less each day of the notice, or the last 7 days
// free, with no cut in pay; only when the company dismisses without just cause (termination.ts). For the time clock: a planned day of someone FULFILLING_NOTICE is shorter or free,
// so no false absence or shortfall is flagged.

export const NOTICE_DAILY_REDUCTION_MINUTES = 120;

export type NoticeWorkday = { kind: 'shorter'; minutesLess: number } | { kind: 'free' };

/**
 * How a day of the worked notice changes the planned work: null outside the notice (it runs from the day after
 * the resignation date to its end), when the notice is not worked, or when it is worked in full (a resignation).
 */
export function noticeWorkday(data: ShutDownData, day: string): NoticeWorkday | null {
  const notice = computeNotice(data);
  if (data.notice !== 'complyNotice' || !notice?.noticeEndDate || !noticeReductionApplies(terminationKind(data))) return null;
  if (day <= data.resignationDate || day > notice.noticeEndDate) return null;
  if (data.warningDefinitions === 'sevenDaysBeforeEndDate') return day > notice.departureDate ? { kind: 'free' } : null;
  return { kind: 'shorter', minutesLess: NOTICE_DAILY_REDUCTION_MINUTES };
}

import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { plannedDay, type PersonFacts } from '@colabora/core/timeclock/planned-day';
import { shiftOpen } from '@colabora/core/timeclock/person-day';
import type { PunchView, TodayPoints } from '@colabora/core/timeclock/point-register-api';
import { RECEIPT_HOURS, type ReceiptEntry } from '@colabora/core/timeclock/receipt';
import type { TimeZone } from '@colabora/core/company/time-zone';
import { zonedClock } from '@colabora/core/timeclock/company-clock';
import { personFacts } from '../../modules/timeclock/person-facts';
import { personPunches } from '../../modules/timeclock/punch-store';
import { punchView } from '../../modules/timeclock/punch-view';
import type { UserRecord } from '../../db/entities/user';

// The caller's day, read once per call: the punch assigns its point from it and answers it with the new punch, the
// day's GET answers it as read.

/** Calendar days read back from `day`: 48 hours before any time of today start at most two days earlier. */
const RECEIPT_DAYS_BACK = Math.ceil(RECEIPT_HOURS / 24);

/**
 * The receipts the caller can download (Portaria 671 art. 80 sole paragraph: at least the last 48 hours), newest
 * first: the punches read whose instant is within RECEIPT_HOURS before `serverNow` (every one of them on today's
 * answer).
 */
function recentReceipts(punches: readonly PunchView[], serverNow: Date): ReceiptEntry[] {
  const since = serverNow.getTime() - RECEIPT_HOURS * 3600_000;
  return punches
    // punchedAt drops the seconds: a minute's slack keeps it "at least" 48 hours.
    .filter((punch) => Date.parse(punch.punchedAt) >= since - 60_000)
    .map(({ nsr, punchedAt }) => ({ nsr, punchedAt }))
    .sort((a, b) => b.nsr - a.nsr);
}

/** What the timeline around `day` is computed from: the person's facts of the day before and the day, and the punches. */
export interface DayInputs {
  day: string;
  facts: PersonFacts;
  /** The punches of the day before, the day and the next (a night shift's exit). */
  punches: PunchView[];
  /** The punches of the two days before that: with `punches`, every receipt of the last 48 hours of today. */
  earlier: PunchView[];
}

/** `day` on the company's clock, whose zone the caller needed to know the day. */
export async function dayInputs(person: UserRecord, day: string, timeZone: TimeZone): Promise<DayInputs> {
  const before = addCalendarDays(day, -1);
  const [facts, records] = await Promise.all([
    personFacts(person.companyId, person, before, day, { timeZone }),
    personPunches(person.companyId, person.id, addCalendarDays(day, -RECEIPT_DAYS_BACK), addCalendarDays(day, 1)),
  ]);
  const views = records.map(punchView);
  return { day, facts, punches: views.filter((punch) => punch.day >= before), earlier: views.filter((punch) => punch.day < before) };
}

/**
 * The day as the caller sees it at `serverNow`: what the SPA runs the timeline's rules with (the plan the person is
 * asked to work, punches, serverNow; core todayTimeline), and the punches recorded out of schedule. Today, a night
 * shift begun yesterday is shown while its exit can still be registered. A day the person is not asked to work (a
 * leave, a day off, a free notice day…) has no plan, so no REGISTRAR.
 */
export function todayPointsOf({ day, facts, punches, earlier }: DayInputs, serverNow: Date): TodayPoints {
  const clock = zonedClock(facts.timeZone);
  const previous = plannedDay(facts, addCalendarDays(day, -1)).asked;
  const previousOpen =
    day === clock.today(serverNow) &&
    previous !== null &&
    shiftOpen(clock, previous, serverNow) &&
    !punches.some((punch) => punch.shiftDay === previous.day && punch.pointType === 'EXIT');
  const plan = previousOpen ? previous : plannedDay(facts, day).asked;
  const shown = plan?.day ?? day;
  // The calendar days the shown shift covers (a night shift's exit is on the next one).
  const lastDay = addCalendarDays(shown, plan?.exitDayOffset ?? 0);
  const journey = facts.journey;
  return {
    serverNow: serverNow.toISOString(),
    day: shown,
    plan,
    journeyName: journey?.name ?? null,
    entryLimitMinutes: journey?.limited ? journey.limitTime : null,
    punches: punches.filter((punch) => punch.shiftDay === shown),
    outOfSchedule: punches.filter((punch) => punch.outOfSchedule && punch.day >= shown && punch.day <= lastDay),
    receipts: recentReceipts([...earlier, ...punches], serverNow),
    timeZone: facts.timeZone,
  };
}

import type { ActivityType } from '@colabora/core/activity/schema';
import { activityOnDay } from '@colabora/core/activity/rules';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { noticeWorkday, type NoticeWorkday } from '@colabora/core/dismissal/notice-workday';
import type { Holiday } from '@colabora/core/holiday/schema';
import { dayAlerts, type DueAlert } from '@colabora/core/timeclock/alerts';
import { evaluateDay, type DaySummary } from '@colabora/core/timeclock/day-evaluation';
import { type DayExcuse } from '@colabora/core/timeclock/day-excuse';
import type { ApprovedRequest } from '@colabora/core/timeclock/reasons';
import { epochMinute } from '@colabora/core/timeclock/sao-paulo-clock';
import type { TimedPunch } from '@colabora/core/timeclock/worked-minutes';
import { dayPlan, holidayOn, type DayPlan } from '@colabora/core/workday/schedule';
import { compensatedDays } from './ledger';
import { companyHolidays } from '../holiday/records';
import { now as clockNow } from '../../lib/clock';
import { personActivities } from '../person/activities';
import { leaveSource, type LeaveSource } from '../person/leave-status';
import { personPunches, type PunchRecord } from './punch-store';
import { approvedRequests } from './approved';
import { getJourney, toJourney, type WorkdayRecord } from '../workday/store';
import type { UserRecord } from '../../db/entities/user';

// The live evaluation of a person's days (issue 12): for each day its plan (core dayPlan, the journey of the
// hiring data, the company's holidays, the admission as a 12/36 cycle start), the punches recorded for it (a
// night shift's exit is the next calendar day: punches carry the plan day they belong to), the times approved
// adjustments include, what excuses it (leaves and vacations, approved days off and certificates, holidays) and
// the DaySummary with the alerts it raises now. Settle, the mirror and the hours bank's day computation read it.

/** A time an approved adjustment included: it counts like a punch and links the request. */
export interface IncludedTime {
  requestId: string;
  /** ISO with the Sao Paulo offset. */
  registerDate: string;
  pointType: TimedPunch['pointType'];
  breakName: string | null;
}

export interface PersonDay {
  day: string;
  plan: DayPlan | null;
  summary: DaySummary;
  /** Every punch recorded for the day's plan, in time order (those an adjustment corrects included: they stay visible). */
  punches: PunchRecord[];
  /** NSRs of the punches an approved adjustment corrects: they no longer count. */
  corrected: number[];
  included: IncludedTime[];
  /** What the day counts, as the engine reads it: the punches less those corrected, and the included times. */
  counted: TimedPunch[];
  /** The approved requests about the day. */
  requests: ApprovedRequest[];
  /** The alerts the day raises now. */
  alerts: DueAlert[];
}

/** What callers that already read them may pass, so a run over many people reads each once. */
export interface DaysContext {
  journey?: WorkdayRecord | null;
  holidays?: readonly Holiday[];
  now?: Date;
}

/** What a registered activity excuses: leaves of every kind are never a fault. */
const ACTIVITY_EXCUSE: Record<ActivityType, 'VACATION' | 'LEAVE' | 'DAY_OFF' | 'MEDICAL_CERTIFICATE'> = {
  VACATION: 'VACATION',
  DAY_OFF: 'DAY_OFF',
  WEEKLY_REST: 'DAY_OFF',
  MEDICAL_CERTIFICATE: 'MEDICAL_CERTIFICATE',
  INSS_REMOVAL: 'LEAVE',
  MATERNITY_LEAVE: 'LEAVE',
  PATERNITY_LEAVE: 'LEAVE',
  SUSPENSION: 'LEAVE',
  UNPAID_LEAVE: 'LEAVE',
};

/** What an approved request excuses on its day, if anything. */
function requestExcuse(request: ApprovedRequest): DayExcuse | null {
  switch (request.reason) {
    case 'MEDICAL_CERTIFICATE':
      return { kind: 'MEDICAL_CERTIFICATE' };
    case 'REQUEST_DAY_OFF':
    case 'CHANGE_DAY_OFF':
      return { kind: 'DAY_OFF' };
    case 'PARTIAL_MEDICAL_CERTIFICATE':
      return { kind: 'PARTIAL_MEDICAL_CERTIFICATE', startHour: request.startHour, endHour: request.endHour };
    case 'POINTS_ADJUST':
      // An absence HR accepted without a time: justified.
      return request.registerDate === null ? { kind: 'JUSTIFIED' } : null;
    default:
      return null;
  }
}

/** A leave covering the day first, then a request excusing the whole day, then a holiday, then a partial certificate. */
function excuseOf(day: string, plan: DayPlan | null, leaves: readonly LeaveSource[], requests: readonly ApprovedRequest[], holiday: string | null): DayExcuse | null {
  const leave = activityOnDay(leaves, day);
  if (leave) return { kind: ACTIVITY_EXCUSE[leave.type] };
  const excuses = requests.map(requestExcuse).filter((excuse): excuse is DayExcuse => excuse !== null);
  const whole = excuses.find((excuse) => excuse.kind !== 'PARTIAL_MEDICAL_CERTIFICATE');
  if (whole) return whole;
  if (!plan && holiday) return { kind: 'HOLIDAY', name: holiday };
  return excuses[0] ?? null;
}

/** The plan of the day for the person: none before the admission, nor without a journey or a 12/36 cycle start. */
function planOf(journey: WorkdayRecord | null, person: UserRecord, day: string, holidays: readonly Holiday[]): DayPlan | null {
  if (!journey) return null;
  const admission = person.admissionDate ?? null;
  if (admission && day < admission) return null;
  const schedule = toJourney(journey);
  if (!schedule.cycleStart && !admission && (schedule.scaleType === '12/36' || schedule.scaleType === '24/48')) return null;
  return dayPlan(schedule, day, { holidays, cycleStart: admission });
}

/** A day of a worked notice (CLT art. 488): 2 hours less, or free in the last 7 days; null otherwise. */
function noticeOn(person: UserRecord, day: string): NoticeWorkday | null {
  const data = person.shutDownData;
  return person.statusDismissal === 'FULFILLING_NOTICE' && data ? noticeWorkday(data, day) : null;
}

const timed = (punch: PunchRecord): TimedPunch => ({
  minute: epochMinute(Date.parse(punch.punchedAt)),
  pointType: punch.pointType ?? null,
  breakId: punch.breakId ?? null,
});

function includedTimes(requests: readonly ApprovedRequest[]): IncludedTime[] {
  return requests.flatMap((request) =>
    request.reason === 'POINTS_ADJUST' && request.registerDate && request.pointType
      ? [{ requestId: request.id, registerDate: request.registerDate, pointType: request.pointType, breakName: request.breakName }]
      : [],
  );
}

/** An included time as the engine counts it: a break's id comes from the plan (the request names the break). */
const includedPunch = (plan: DayPlan | null) => (time: IncludedTime): TimedPunch => ({
  minute: epochMinute(Date.parse(time.registerDate)),
  pointType: time.pointType,
  breakId: plan?.breaks.find((brk) => brk.description === time.breakName)?.id ?? null,
});

/** The person's days from `fromDay` to `toDay`, both included, evaluated at the server's clock. */
export async function personDays(companyId: string, person: UserRecord, fromDay: string, toDay: string, context: DaysContext = {}): Promise<PersonDay[]> {
  if (toDay < fromDay) return [];
  const workdayId = person.hiringData?.workday;
  const [journey, holidays, activities, punches, requests, compensated] = await Promise.all([
    context.journey !== undefined ? context.journey : workdayId ? getJourney(companyId, workdayId) : null,
    context.holidays ?? companyHolidays(companyId, fromDay, toDay),
    personActivities(companyId, person.id),
    // A night shift that started the day before ends on `fromDay`; one that starts on `toDay` ends the next day.
    personPunches(companyId, person.id, addCalendarDays(fromDay, -1), addCalendarDays(toDay, 1)),
    approvedRequests(companyId, person.id, fromDay, toDay),
    compensatedDays(companyId, person.id, fromDay, toDay),
  ]);
  const leaves = activities.map(leaveSource);
  const now = (context.now ?? clockNow()).getTime();
  const days: PersonDay[] = [];
  for (let day = fromDay; day <= toDay; day = addCalendarDays(day, 1)) {
    // A free notice day plans nothing; the 2 hours less are credited as compensated time is, so leaving them
    // early is neither a shortfall nor an alert.
    const notice = noticeOn(person, day);
    const plan = notice?.kind === 'free' ? null : planOf(journey, person, day, holidays);
    const dayRequests = requests.filter((request) => request.day === day);
    const excuse = excuseOf(day, plan, leaves, dayRequests, holidayOn(holidays, day)?.name ?? null);
    const dayPunches = punches.filter((punch) => (punch.shiftDay ?? punch.day) === day);
    const corrected = dayRequests.flatMap((request) => (request.reason === 'POINTS_ADJUST' && request.punchNsr !== null ? [request.punchNsr] : []));
    const counted = dayPunches.filter((punch) => !corrected.includes(punch.nsr)).map(timed);
    const included = includedTimes(dayRequests);
    const includedPunches = included.map(includedPunch(plan));
    const compensatedMinutes = (compensated[day] ?? 0) + (notice?.kind === 'shorter' ? notice.minutesLess : 0);
    const summary = evaluateDay({ day, plan, punches: counted, included: includedPunches, excuse, compensatedMinutes, now });
    const alerts = dayAlerts({ day, plan, punches: [...counted, ...includedPunches], excuse, compensatedMinutes, now });
    days.push({ day, plan, summary, punches: dayPunches, corrected, included, counted: [...counted, ...includedPunches], requests: dayRequests, alerts });
  }
  return days;
}

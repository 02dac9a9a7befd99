import { activityInterval } from '../activity/interval';
import type { RegisteredActivity } from '../activity/rules';
import type { ActivityType } from '../activity/terms';
import { noticeWorkday, type NoticeWorkday } from '../dismissal/notice-workday';
import type { ShutDownData } from '../dismissal/shut-down-data';
import { isDayScale } from '../workday/options';
import { dayPlan, holidayOn, type DayPlan, type JourneySchedule, type ScheduleHoliday } from '../workday/schedule';
import type { Journey } from '../workday/schema';
import type { TimeZone } from '../company/time-zone';
import type { DayExcuse } from './day-excuse';
import { excusesWholeDay, strongestExcuse } from './excuse-precedence';
import type { ApprovedRequest } from './reasons';

// What a person's day asks of them, from the facts about the person (issue 22 §1): the journey's plan (none before
// the admission, without a journey, on a rest day or an observed holiday), what excuses it (excuse-precedence.ts),
// and the minutes taken off it. The timeline, the day engine, the alerts and the month scale all start here.

/** The journey as a person's day reads it: its name, its scale, and its entry limit (002 §3 Workday 'limited'). */
export type PersonJourney = JourneySchedule & Pick<Journey, 'name' | 'limited' | 'limitTime'>;

/** Everything a person's days depend on besides the punches. */
export interface PersonFacts {
  /** 'yyyy-MM-dd': nothing is planned before it, and a 12/36 or 24/48 without a cycle start counts from it. */
  admissionDay: string | null;
  journey: PersonJourney | null;
  /** The company's holidays. */
  holidays: readonly ScheduleHoliday[];
  /** Every activity registered for the person (vacations, leaves, days off, certificates). */
  activities: readonly RegisteredActivity[];
  /** The person's approved requests (each names its day). */
  requests: readonly ApprovedRequest[];
  /** Minutes of the hours bank taken off, by day (compensations). */
  compensated: Readonly<Record<string, number>>;
  /** The dismissal data while the person serves a worked notice (FULFILLING_NOTICE); null otherwise. */
  notice: ShutDownData | null;
  /** The company's time zone (issue 22 §6): its days, windows and punches are on that clock (company-clock.ts). */
  timeZone: TimeZone;
}

export interface PlannedDay {
  day: string;
  /** What the journey plans for the day; null: no journey, before the admission, a rest day, an observed holiday. */
  plan: DayPlan | null;
  /** What names the day's excuse among all that apply (a rest day or an observed holiday included). */
  excuse: DayExcuse | null;
  /** How a worked notice changes the day (CLT art. 488); null outside one. */
  notice: NoticeWorkday | null;
  /** Minutes taken off the plan: compensations from the bank, and a shorter notice day's 2 hours. */
  compensatedMinutes: number;
  /** The plan the person must work: null when nothing is planned or the whole day is excused or taken off. */
  asked: DayPlan | null;
  /** The approved requests about the day. */
  requests: ApprovedRequest[];
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

/** The person's journey when it plans days: one is assigned, and a 12/36 or 24/48 knows where its cycle starts. */
export function scheduledJourney({ journey, admissionDay }: Pick<PersonFacts, 'journey' | 'admissionDay'>): PersonJourney | null {
  return journey && !(isDayScale(journey.scaleType) && !journey.cycleStart && !admissionDay) ? journey : null;
}

/** The journey's plan of the day: none before the admission, nor without a schedule. */
function journeyPlan(facts: PersonFacts, day: string): DayPlan | null {
  const journey = scheduledJourney(facts);
  const { admissionDay, holidays } = facts;
  if (!journey || (admissionDay && day < admissionDay)) return null;
  return dayPlan(journey, day, { holidays, cycleStart: admissionDay });
}

/** The day as the facts plan and excuse it. */
export function plannedDay(facts: PersonFacts, day: string): PlannedDay {
  const plan = journeyPlan(facts, day);
  const notice = facts.notice && noticeWorkday(facts.notice, day);
  const requests = facts.requests.filter((request) => request.day === day);
  const activities = facts.activities.filter((activity) => {
    const { first, last } = activityInterval(activity);
    return first <= day && (last === null || day <= last);
  });
  const holiday = holidayOn(facts.holidays, day);
  const excuse = strongestExcuse([
    ...activities.map((activity) => ({ kind: ACTIVITY_EXCUSE[activity.type] })),
    ...requests.map(requestExcuse),
    // Without a plan the day is a holiday or a day of rest (a holiday the journey works keeps its plan).
    plan ? null : holiday ? { kind: 'HOLIDAY', name: holiday.name } : { kind: 'REST' },
    notice?.kind === 'free' ? { kind: 'NOTICE' } : null,
  ]);
  // The 2 hours less of a worked notice are credited as compensated time is: leaving them early is no shortfall.
  const compensatedMinutes = (facts.compensated[day] ?? 0) + (notice?.kind === 'shorter' ? notice.minutesLess : 0);
  const asked = plan && !excusesWholeDay(excuse) && compensatedMinutes < plan.plannedMinutes ? plan : null;
  return { day, plan, excuse, notice, compensatedMinutes, asked, requests };
}

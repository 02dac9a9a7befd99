import type { TimeZone } from '@colabora/core/company/time-zone';
import { computeNotice, isWorkedNotice } from '@colabora/core/dismissal/notice';
import type { Holiday } from '@colabora/core/holiday/schema';
import type { PersonFacts } from '@colabora/core/timeclock/planned-day';
import { companyTimeZone } from '../company/time-zone';
import { companyHolidays } from '../holiday/records';
import { personActivities } from '../person/activities';
import { leaveSource } from '../person/leave-status';
import { getJourney, toJourney, type WorkdayRecord } from '../workday/store';
import { approvedOf, approvedRequests } from './approved';
import type { PointSolicitationRecord } from './request-records';
import type { ActivityRecord } from '../../db/entities/activity';
import { compensatedDays } from './ledger';
import type { UserRecord } from '../../db/entities/user';

// Reads what a person's days depend on (core/timeclock/planned-day.ts PersonFacts) for the days from `fromDay` to
// `toDay`: the journey of the hiring data, the company's holidays and time zone, every activity of the person, the approved
// requests and the compensations of those days, the admission and the worked notice's dismissal data. The
// timeline, the punch, the alerts job (through settling), the mirror, the hours bank and the month scale read
// them here, so they plan each day alike (issue 22 §1).

/** What callers that already read them may pass, so a run over many people reads each once. */
export interface FactsContext {
  journey?: WorkdayRecord | null;
  /** The company's holidays of (at least) the days, read or being read. */
  holidays?: readonly Holiday[] | Promise<readonly Holiday[]>;
  /** The person's requests of the days, every status, being read by the caller too (the mirror shows them). */
  requests?: Promise<readonly PointSolicitationRecord[]>;
  /** Every activity of the person, being read (person-days.ts startDayReads). */
  activities?: Promise<readonly ActivityRecord[]>;
  /** The compensated minutes of (at least) the days, by day, being read. */
  compensated?: Promise<Record<string, number>>;
  /** The company's zone, when the caller needed it to know which days to read. */
  timeZone?: TimeZone;
}

/**
 * Only a worked notice shortens or frees days (CLT art. 488): while it is served, and after the conclusion, whose
 * notice days stay what they were (a free day of it is no fault for having been concluded since). A reactivation
 * undoes the process (its data leave the person): its days are planned again as any other (README 'Days that
 * change after the fact').
 */
export function workedNotice(person: UserRecord): PersonFacts['notice'] {
  const data = person.shutDownData ?? null;
  if (person.statusDismissal === 'FULFILLING_NOTICE') return data;
  // The data's notice was worked (what made the process FULFILLING_NOTICE, core dismissal/rules.ts statusForData).
  return person.statusDismissal === 'DISMISSED' && data && isWorkedNotice(data.notice, computeNotice(data)) ? data : null;
}

/**
 * The first day whose plan a change of the person's dismissal may move, when the worked notice it gives the days
 * changed (its data, or the process concluded or undone): the earlier resignation date, from which the notice runs.
 */
export function noticeChangedSince(before: UserRecord, after: UserRecord): string | null {
  const [old, now] = [workedNotice(before), workedNotice(after)];
  if (JSON.stringify(old) === JSON.stringify(now)) return null;
  const starts = [old?.resignationDate, now?.resignationDate].filter((day): day is string => Boolean(day)).sort();
  return starts[0] ?? null;
}

export async function personFacts(companyId: string, person: UserRecord, fromDay: string, toDay: string, context: FactsContext = {}): Promise<PersonFacts> {
  const workdayId = person.hiringData?.workday;
  const [journey, holidays, activities, requests, compensated, timeZone] = await Promise.all([
    context.journey !== undefined ? context.journey : workdayId ? getJourney(companyId, workdayId) : null,
    context.holidays ?? companyHolidays(companyId, fromDay, toDay),
    context.activities ?? personActivities(companyId, person.id),
    context.requests ? context.requests.then(approvedOf) : approvedRequests(companyId, person.id, fromDay, toDay),
    context.compensated ?? compensatedDays(companyId, person.id, fromDay, toDay),
    context.timeZone ?? companyTimeZone(companyId),
  ]);
  return {
    admissionDay: person.admissionDate ?? null,
    journey: journey && toJourney(journey),
    holidays,
    activities: activities.map(leaveSource),
    requests,
    compensated,
    notice: workedNotice(person),
    timeZone,
  };
}

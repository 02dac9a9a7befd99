import { randomUUID } from 'node:crypto';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { Holiday } from '@colabora/core/holiday/schema';
import { firstDay, lastDay, type HolidayDays } from '@colabora/core/holiday/rules';
import type { TxEntities, TxPart } from '../../db/labelled-transaction';
import { db } from '../../db/service';
import { now } from '../../lib/clock';
import { count, METRIC } from '../../lib/metrics';
import { failure, logger } from '../../lib/telemetry';
import { companyToday } from '../company/time-zone';
import { getUser } from '../person/records';
import { companyJourneys } from '../workday/store';
import { journeyPeople } from './journey-people';
import { personMonthDays } from './point-days';
import { NOTHING_SETTLED, settleDays, type SettleResult } from './settle-day';
import type { ResettleMarkItem } from '../../db/entities/resettle-mark';
import type { UserRecord } from '../../db/entities/user';

// Settled days follow their facts (issue 22 §7). The alerts job settles a day once it ends; when a fact the day
// depends on changes afterwards (an activity HR registers, the journey of the hiring data, the dismissal data, an
// approved request, a holiday), its writer settles the affected days again through here: the stored day, its
// alerts and the hours bank's correction (ledger.ts dayBalanceCorrections, only the difference) then say what the
// mirror, which evaluates live, says. Only days settled already (and today) are: the job settles the rest when
// they end, so a change never settles, say, years the job never saw.
// A writer that stopped between its transaction and the settling must not leave the days stale: the transaction
// also writes a mark of the days (db/entities/resettle-mark.ts, pendingResettle), which settling them removes, and
// the alerts job settles the days of every mark it finds left (settleCompanyMarks), as it catches up on its windows.
// A holiday is a company-wide fact with many writers (the catalogue, its sheet, the national list): the alerts
// job notices the change by comparing the holidays with those it settled with, and settles those days again.

/** The days from `from` to `to` (both included, `to` null: open) that began by `today`, from the admission on. */
function begunDays(person: Pick<UserRecord, 'admissionDate'>, from: string, to: string | null, today: string): string[] {
  const first = person.admissionDate && person.admissionDate > from ? person.admissionDate : from;
  const last = to === null || to > today ? today : to;
  const days: string[] = [];
  for (let day = first; day <= last; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

/** The months ('yyyy-MM') the days fall in. */
const monthsOf = (days: readonly string[]) => [...new Set(days.map((day) => day.slice(0, 7)))];

/** Of `days`, those settled already, and today, whose alerts may be raised already: the others wait for the job. */
async function settledOf(person: UserRecord, days: readonly string[], today: string): Promise<string[]> {
  const months = await Promise.all(monthsOf(days).map((month) => personMonthDays(person.companyId, person.id, month)));
  return days.filter((day) => day === today || months.some((month) => day in month));
}

/** Settles again the person's settled days from `from` to `to` (a fact of theirs changed after the fact). */
export async function resettle(person: UserRecord, from: string, to: string | null): Promise<SettleResult> {
  const today = await companyToday(person.companyId, now());
  return settleDays(person.companyId, person.id, await settledOf(person, begunDays(person, from, to, today), today), { person });
}

/** Days of a person to settle again, kept by a mark written with the fact that changed until they are. */
export interface PendingResettle {
  mark: ResettleMarkItem;
  /** The mark's write, for the fact's own transaction. */
  part: (tx: TxEntities) => TxPart;
}

/** The person's settled days from `from` to `to` (null: open) as to settle again, once `part` is committed. */
export function pendingResettle(person: Pick<UserRecord, 'companyId' | 'id'>, from: string, to: string | null): PendingResettle {
  const mark: ResettleMarkItem = {
    companyId: person.companyId,
    userId: person.id,
    id: randomUUID(),
    from,
    ...(to === null ? {} : { to }),
    createdAt: now().toISOString(),
  };
  return { mark, part: (tx) => tx.resettleMark.put(mark).commit() };
}

/** Settles the marked days again, then removes the mark (a mark settled twice changes nothing more). */
async function settleMark(mark: ResettleMarkItem, person?: UserRecord | null): Promise<SettleResult> {
  const stored = person === undefined ? await getUser(mark.companyId, mark.userId, true) : person;
  const result = stored ? await resettle(stored, mark.from, mark.to ?? null) : NOTHING_SETTLED;
  await db.entities.resettleMark.delete({ companyId: mark.companyId, userId: mark.userId, id: mark.id }).go();
  return result;
}

/** The writer's own settling of what its committed transaction marked (`person`: as the write left them). */
export const settlePending = (pending: PendingResettle, person?: UserRecord): Promise<SettleResult> => settleMark(pending.mark, person);

/**
 * The alerts job: the days of every mark of the company a writer left (it stopped before settling them). A mark that
 * fails stays for the next run, is logged and counted (ResettleMarkFailed, with its alarm in stacks/Jobs.ts) and
 * holds up nothing else: the company's other marks, and its alerts, go on.
 */
export async function settleCompanyMarks(companyId: string): Promise<SettleResult[]> {
  const { data } = await db.entities.resettleMark.query.companyMarks({ companyId }).go({ pages: 'all', consistent: true });
  const results: SettleResult[] = [];
  for (const mark of data) {
    try {
      results.push(await settleMark(mark));
    } catch (error) {
      logger.error('days marked to settle again could not be settled', { companyId, markId: mark.id, markedAt: mark.createdAt, error: failure(error) });
      count(METRIC.resettleMarkFailed);
    }
  }
  return results;
}

/** The holidays as the settled days were planned with them: each one's days, `first..last`, sorted. */
export function holidaySpans(holidays: readonly HolidayDays[]): string[] {
  return holidays.map((holiday) => `${firstDay(holiday)}..${lastDay(holiday)}`).sort();
}

/** The days of the spans in one list and not in the other: a holiday added, removed or moved. */
export function changedHolidayDays(before: readonly string[], after: readonly string[]): string[] {
  const left = [...after];
  const gone = before.filter((span) => {
    const at = left.indexOf(span);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
  const days = new Set<string>();
  for (const span of [...gone, ...left]) {
    const [first, last] = span.split('..');
    for (let day = first; day <= last; day = addCalendarDays(day, 1)) days.add(day);
  }
  return [...days].sort();
}

/**
 * Settles again `days` of everyone on the company's journeys (a company-wide fact changed: a holiday), a person
 * at a time: the alerts job does it, so it never holds up the holiday's screen.
 */
export async function resettleCompany(companyId: string, days: readonly string[], holidays: readonly Holiday[]): Promise<SettleResult[]> {
  const results: SettleResult[] = [];
  if (days.length === 0) return results;
  const today = await companyToday(companyId, now());
  for (const journey of await companyJourneys(companyId)) {
    for (const person of await journeyPeople(companyId, journey.id)) {
      const due = await settledOf(person, begunDays(person, days[0], days[days.length - 1], today).filter((day) => days.includes(day)), today);
      results.push(await settleDays(companyId, person.id, due, { person, journey, holidays }));
    }
  }
  return results;
}

import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { Holiday } from '@colabora/core/holiday/schema';
import { dayEnd, pointDeadline } from '@colabora/core/timeclock/alerts';
import { expectedPoints } from '@colabora/core/timeclock/expected-points';
import { plannedDay } from '@colabora/core/timeclock/planned-day';
import type { ZonedClock } from '@colabora/core/timeclock/company-clock';
import { isDayScale } from '@colabora/core/workday/options';
import type { Journey } from '@colabora/core/workday/schema';
import { isConditionFailure } from '../../db/condition-failure';
import { db } from '../../db/service';
import { companyClock, everyCompanyClock, type CompanyClock } from '../../modules/company/time-zone';
import { companyHolidays } from '../../modules/holiday/records';
import { now } from '../../lib/clock';
import { journeyPeople } from '../../modules/timeclock/journey-people';
import { changedHolidayDays, holidaySpans, resettleCompany, settleCompanyMarks } from '../../modules/timeclock/resettle';
import { settleDays, type SettleResult } from '../../modules/timeclock/settle-day';
import { companyJourneys, toJourney, type WorkdayRecord } from '../../modules/workday/store';
import { jobRun } from './job-run';
import type { UserRecord } from '../../db/entities/user';

// The point alerts job (issue 12; EventBridge every 5 minutes, locally every minute). Each run covers, company by
// company, the window from where its last run stopped (the company's job state `coveredUntil`) to now, so a day
// that ended while the app was down is settled by the next runs (issue 22 §7). For every journey of every company it
// finds, with core dayPlan, the days that have an event in the window: an expected point whose window closed
// (timeline.ts: 5 minutes, the exit 120) or a day that ended (the exit's window, or midnight for a day without a
// plan). Only for those journeys it reads the people (the user index by journey: active employees with the time
// clock) and settles those days for each (timeclock/settle-day.ts): pending-point and absence alerts raised or
// resolved, the ended days stored with their balance and the hours bank corrected by the difference. A holiday,
// day off, vacation or leave raises nothing (core/timeclock/alerts.ts). Settling is idempotent, so a window run
// twice, or runs that overlap, change nothing more. Days, windows and "now" are each company's, on its own clock
// (issue 22 §6): at 03:30 UTC a Sao Paulo company's day ended at midnight, a Manaus company's still runs.
//
// Cost per run: one Query for the companies, then per company one Query for the re-settle marks its writers left
// (none, but for a writer that stopped between its transaction and its settling), one for its journeys and, when one is active,
// a read and a write of its marker and one Query for its holidays (tens of items), then reads in proportion to the people whose point or day end fell in the window, never to the table.

const JOB = 'point-alerts';
const MINUTE_MS = 60_000;
/** A first run looks back this far. */
export const FIRST_WINDOW_MINUTES = 10;
/** A run covers at most this much: after a long stop, the next runs go on from where it stopped until now. */
export const MAX_WINDOW_MINUTES = 3 * 24 * 60;
/** People settled at once. */
const CONCURRENCY = 8;
/** A night or 24/48 shift's day ends up to two calendar days after it starts (exit + its 120-minute window). */
const SHIFT_REACH_DAYS = 2;

export interface PointAlertCounts {
  journeys: number;
  people: number;
  settled: number;
  raised: number;
  resolved: number;
  bankLines: number;
}

export interface Window {
  from: number;
  to: number;
}

/**
 * Whether the day of the journey has an event in the window: a point's window closing, or the day ending. Planned
 * as a person's day is (core planned-day.ts) from the journey's facts alone: what each person's own facts excuse
 * is settled per person.
 */
function hasEvent(clock: ZonedClock, journey: Journey, day: string, holidays: readonly Holiday[], cycleStart: string | null, { from, to }: Window): boolean {
  const facts = { admissionDay: cycleStart, journey, holidays, activities: [], requests: [], compensated: {}, notice: null, timeZone: clock.zone };
  const { plan } = plannedDay(facts, day);
  const instants = [dayEnd(clock, day, plan), ...(plan ? expectedPoints(plan).map((point) => pointDeadline(clock, plan, point)) : [])];
  return instants.some((instant) => instant >= from && instant < to);
}

/** The company's days that may have an event in the window, oldest first. */
function candidateDays(clock: ZonedClock, { from, to }: Window): string[] {
  const days: string[] = [];
  const last = clock.wallClock(to).day;
  for (let day = addCalendarDays(clock.wallClock(from).day, -SHIFT_REACH_DAYS); day <= last; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

/**
 * The days with an event for the journey's people. A 12/36 or 24/48 without a cycle start of its own follows each
 * person's admission: `cycleStart` is then the person's; without one (the journey-wide check) every day is taken
 * for a cycle day, which finds every day any of its people may have an event.
 */
function eventDays(clock: ZonedClock, record: WorkdayRecord, holidays: readonly Holiday[], window: Window, cycleStart?: string | null): string[] {
  const journey = toJourney(record);
  const perPerson = isDayScale(journey.scaleType) && !journey.cycleStart;
  return candidateDays(clock, window).filter((day) => hasEvent(clock, journey, day, holidays, perPerson && !cycleStart ? day : (cycleStart ?? null), window));
}

function personDaysDue(clock: ZonedClock, person: UserRecord, record: WorkdayRecord, holidays: readonly Holiday[], window: Window, days: readonly string[]): readonly string[] {
  const schedule = toJourney(record);
  if (!isDayScale(schedule.scaleType) || schedule.cycleStart) return days;
  return person.admissionDate ? eventDays(clock, record, holidays, window, person.admissionDate) : [];
}

function add(counts: PointAlertCounts, result: SettleResult): void {
  counts.settled += result.settled;
  counts.raised += result.raised;
  counts.resolved += result.resolved;
  counts.bankLines += result.bankLines;
}

const activeJourneys = async (companyId: string) => (await companyJourneys(companyId)).filter((record) => record.status);

interface CompanyReads {
  journeys: WorkdayRecord[];
  holidays: readonly Holiday[];
}

/** `read`: the company's active journeys and all its holidays, when the caller read them already. */
async function runCompany({ id: companyId, clock }: CompanyClock, window: Window, counts: PointAlertCounts, read?: CompanyReads): Promise<void> {
  if (window.from >= window.to) return;
  const journeys = read?.journeys ?? (await activeJourneys(companyId));
  if (journeys.length === 0) return;
  const [first, last] = [addCalendarDays(clock.wallClock(window.from).day, -SHIFT_REACH_DAYS), clock.wallClock(window.to).day];
  const holidays = read?.holidays ?? (await companyHolidays(companyId, first, last));
  const at = new Date(window.to);
  for (const record of journeys) {
    const days = eventDays(clock, record, holidays, window);
    if (days.length === 0) continue;
    counts.journeys += 1;
    const people = await journeyPeople(companyId, record.id);
    for (let next = 0; next < people.length; next += CONCURRENCY) {
      await Promise.all(
        people.slice(next, next + CONCURRENCY).map(async (person) => {
          const due = personDaysDue(clock, person, record, holidays, window, days);
          if (due.length === 0) return;
          counts.people += 1;
          add(counts, await settleDays(companyId, person.id, due, { person, journey: record, holidays, now: at, timeZone: clock.zone }));
        }),
      );
    }
  }
}

interface CompanyMark {
  /** Where the company's last run stopped. */
  covered: number | null;
  /** The holidays its settled days were planned with (resettle.ts holidaySpans); null before the first run. */
  holidays: readonly string[] | null;
}

/** Each company has its own marker: a company that fails does not hold the others back, nor they it. */
const companyJob = (companyId: string) => `${JOB}#${companyId}`;

async function companyMark(companyId: string): Promise<CompanyMark> {
  // A company without one starts with the first window (10 minutes back): more than the 5 minutes since the last
  // run of the single marker the job kept before (issue 22 §7), so nothing falls between them.
  const { data } = await db.entities.jobState.get({ job: companyJob(companyId) }).go({ consistent: true });
  return { covered: data?.coveredUntil ? Date.parse(data.coveredUntil) : null, holidays: data?.holidays ?? null };
}

/** Records the window's end as covered, with the holidays settled, unless a run already covered further. */
async function markCovered({ id: companyId, clock }: CompanyClock, to: number, holidays: readonly string[]): Promise<void> {
  const until = new Date(to).toISOString();
  try {
    await db.entities.jobState
      .upsert({ job: companyJob(companyId), lastDay: clock.wallClock(to).day, updatedAt: until, coveredUntil: until, holidays: [...holidays] })
      .where(({ coveredUntil: covered }, { notExists, lte }) => `${notExists(covered)} OR ${lte(covered, until)}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * The window a run at `at` covers: from the last run's end to `at`, at most MAX_WINDOW_MINUTES of it (the next
 * runs go on from there, so every day missed while the app was down is settled in the end). A last end after
 * `at` (the local runtime's clock set back) counts as no run: the window is the first run's.
 */
export function windowFor(at: number, covered: number | null): Window {
  const from = covered !== null && covered <= at ? covered : at - FIRST_WINDOW_MINUTES * MINUTE_MS;
  return { from, to: Math.min(at, from + MAX_WINDOW_MINUTES * MINUTE_MS) };
}

/** `companyIds` with their clocks, or every company with its own. */
async function companies(companyIds?: readonly string[]): Promise<CompanyClock[]> {
  if (companyIds) return Promise.all(companyIds.map(async (id) => ({ id, clock: await companyClock(id) })));
  return everyCompanyClock();
}

/** Covers one window for `companyIds` (by default every company), whatever their markers say. */
export async function runWindow(window: Window, companyIds?: readonly string[]): Promise<PointAlertCounts> {
  const counts: PointAlertCounts = { journeys: 0, people: 0, settled: 0, raised: 0, resolved: 0, bankLines: 0 };
  for (const company of await companies(companyIds)) await runCompany(company, window, counts);
  return counts;
}

/**
 * One company's run at `at`: the days a fact's writer marked to settle again and left, and the days already
 * settled whose holidays changed since (a holiday added, moved or removed after the fact, issue 22 §7), are settled
 * again, then the window since its last run.
 */
async function catchUp(company: CompanyClock, at: number, counts: PointAlertCounts): Promise<void> {
  const { id: companyId, clock } = company;
  // The days a fact's writer marked and did not settle (it stopped first: timeclock/resettle.ts pendingResettle).
  for (const result of await settleCompanyMarks(companyId)) {
    counts.people += 1;
    add(counts, result);
  }
  // A company without an active journey has no day to settle: no marker either (its first run starts afresh).
  const journeys = await activeJourneys(companyId);
  if (journeys.length === 0) return;
  const [mark, holidays] = await Promise.all([companyMark(companyId), companyHolidays(companyId)]);
  const spans = holidaySpans(holidays);
  if (mark.holidays && mark.covered !== null) {
    const settledThrough = clock.wallClock(mark.covered).day;
    const changed = changedHolidayDays(mark.holidays, spans).filter((day) => day <= settledThrough);
    for (const result of await resettleCompany(companyId, changed, holidays)) {
      counts.people += 1;
      add(counts, result);
    }
  }
  const window = windowFor(at, mark.covered);
  await runCompany(company, window, counts, { journeys, holidays });
  await markCovered(company, window.to, spans);
}

/**
 * One run at `at`: each company from where its last run stopped, then its marker moves on. A company that fails
 * keeps its marker and the others go on; the run then fails, so it is retried (the others' windows are empty).
 */
export async function runPointAlerts(at: Date, companyIds?: readonly string[]): Promise<PointAlertCounts> {
  const counts: PointAlertCounts = { journeys: 0, people: 0, settled: 0, raised: 0, resolved: 0, bankLines: 0 };
  const failures: unknown[] = [];
  for (const company of await companies(companyIds)) {
    await catchUp(company, at.getTime(), counts).catch((error: unknown) => failures.push(error));
  }
  if (failures.length > 0) throw new AggregateError(failures, `point alerts failed for ${failures.length} companies`);
  return counts;
}

/** EventBridge (and the local ticker) entry point. */
export const handler = jobRun(JOB, () => runPointAlerts(now()));

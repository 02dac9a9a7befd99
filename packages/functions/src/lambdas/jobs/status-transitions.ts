import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { isConditionFailure } from '../../db/condition-failure';
import { db } from '../../db/service';
import { settlePerson, type Settled } from '../../modules/person/leave-status';
import { now } from '../../lib/clock';
import { everyCompanyToday } from '../../modules/company/time-zone';
import { jobRun } from './job-run';

// The daily status job (000 §4, issue 10): every person something falls due for gets the status their activities
// and experience dates give for their company's today, on its own clock (issue 22 §6; person/leave-status.ts):
//   - a leave whose last day has passed (gsi5 `returningOn`, the day after its last day) → back at work,
//     WORK_EXPERIENCE or HIRED;
//   - an activity registered ahead that starts (gsi3 `startingOn`) → its status;
//   - the experience contract over (gsi5 `hiredOnDay`, the day after its end) → WORK_EXPERIENCE becomes HIRED;
//     someone on leave then stays on leave and comes back HIRED.
// Only the people of those days are read (a query per day and index, never a scan), so the cost follows
// them, not the table. Each person is settled for today whatever day brought them, so a run repeated, or
// one covering many days, gives the same result.
//
// Days missed: each run covers the last CATCH_UP_DAYS days and, after a longer stop (the job state says
// which day it last covered: the earliest of the companies' todays), every day since then, up to MAX_CATCH_UP_DAYS. A stop longer than that has
// raised the dead-letter alarm long before (stacks/Jobs.ts).

const JOB = 'status-transitions';
/** Days every run covers, today included: a run or two lost to retries is caught up without any state. */
export const CATCH_UP_DAYS = 7;
/** The most days one run covers after a long stop. */
export const MAX_CATCH_UP_DAYS = 62;
/** People settled at once. */
const CONCURRENCY = 8;

export type TransitionCounts = Record<Settled, number>;

/** The days a run on `today` covers, oldest first. */
export function daysToCover(today: string, lastCovered: string | null): string[] {
  const recent = addCalendarDays(today, -(CATCH_UP_DAYS - 1));
  const sinceLast = lastCovered && lastCovered < recent ? addCalendarDays(lastCovered, 1) : recent;
  const earliest = addCalendarDays(today, -(MAX_CATCH_UP_DAYS - 1));
  const days: string[] = [];
  for (let day = sinceLast < earliest ? earliest : sinceLast; day <= today; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

interface Due {
  companyId: string;
  userId: string;
  day: string;
}

/** Everyone something falls due for on `day`. */
async function dueOn(day: string): Promise<Due[]> {
  const [hires, returns, starts] = await Promise.all([
    db.entities.user.query.hiredOnDay({ hiredOn: day }).go({ pages: 'all', attributes: ['companyId', 'id'] }),
    db.entities.activity.query.returningOn({ returnsOn: day }).go({ pages: 'all', attributes: ['companyId', 'userId'] }),
    db.entities.activity.query.startingOn({ firstDay: day }).go({ pages: 'all', attributes: ['companyId', 'userId'] }),
  ]);
  return [
    ...hires.data.map((person) => ({ companyId: person.companyId, userId: person.id, day })),
    ...returns.data.map((due) => ({ ...due, day })),
    ...starts.data.map((due) => ({ ...due, day })),
  ];
}

async function lastCoveredDay(): Promise<string | null> {
  const { data } = await db.entities.jobState.get({ job: JOB }).go({ consistent: true });
  return data?.lastDay ?? null;
}

/** Records `today` as covered, unless a run already covered a later day. */
async function markCovered(today: string): Promise<void> {
  try {
    await db.entities.jobState
      .upsert({ job: JOB, lastDay: today, updatedAt: new Date().toISOString() })
      .where(({ lastDay }, { notExists, lt }) => `${notExists(lastDay)} OR ${lt(lastDay, today)}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The run at `at`: each person settled for their company's today. */
export async function runStatusTransitions(at: Date): Promise<TransitionCounts> {
  const counts: TransitionCounts = { hired: 0, returned: 0, started: 0, changed: 0 };
  const todays = await everyCompanyToday(at);
  const sorted = [...new Set(todays.values())].sort();
  const [earliest, latest] = [sorted[0], sorted.at(-1)];
  if (earliest === undefined || latest === undefined) return counts;
  const days = daysToCover(latest, await lastCoveredDay());
  // A day the person's company has not reached yet (Sao Paulo's new day while Manaus's runs) waits for a later run.
  const found = (await Promise.all(days.map(dueOn))).flat().filter((due) => due.day <= (todays.get(due.companyId) ?? ''));
  const people = [...new Map(found.map((due) => [`${due.companyId}/${due.userId}`, due])).values()];
  for (let next = 0; next < people.length; next += CONCURRENCY) {
    const settled = await Promise.all(
      people.slice(next, next + CONCURRENCY).map(({ companyId, userId }) => settlePerson(companyId, userId, todays.get(companyId) ?? earliest)),
    );
    for (const kind of settled) if (kind) counts[kind] += 1;
  }
  // Every company has reached the earliest today: a later one may still hold days some company has not lived.
  await markCovered(earliest);
  return counts;
}

/** EventBridge (and the local ticker) entry point. */
export const handler = jobRun(JOB, () => runStatusTransitions(now()));

import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { personDays as evaluatedDays, REST_LOOKBACK_DAYS, type EvaluatedDay } from '@colabora/core/timeclock/person-day';
import { now as clockNow } from '../../lib/clock';
import type { Holiday } from '@colabora/core/holiday/schema';
import { companyHolidays } from '../holiday/records';
import { personActivities } from '../person/activities';
import { compensatedDays } from './ledger';
import { personFacts, type FactsContext } from './person-facts';
import { personPunches, type PunchRecord } from './punch-store';
import { personRequests, type PointSolicitationRecord } from './request-records';
import type { ActivityRecord } from '../../db/entities/activity';
import type { UserRecord } from '../../db/entities/user';

// The live evaluation of a person's days (issue 12): the facts (person-facts.ts) and the punches recorded around
// the days (a night shift's exit is the next calendar day: punches carry the plan day they belong to), evaluated
// by core's personDay (issue 22: the one computation of a person's day). Settle, the mirror and the hours bank's
// day computation read it.

export type PersonDay = EvaluatedDay<PunchRecord>;

/** The first day whose facts and punches the days from `fromDay` read: the rest rules look back on the days before (core personDays). */
export const lookBackFrom = (fromDay: string) => addCalendarDays(fromDay, -REST_LOOKBACK_DAYS);

/** The punches the days from lookBack to `toDay` count. */
function punchesAround(companyId: string, userId: string, lookBack: string, toDay: string): Promise<PunchRecord[]> {
  // A night shift that started the day before ends on its next day; one that starts on `toDay` ends the next day.
  return personPunches(companyId, userId, addCalendarDays(lookBack, -1), addCalendarDays(toDay, 1));
}

/** The reads of a person's days that need only the person's id, not their record. */
export interface DayReads {
  punches: Promise<PunchRecord[]>;
  activities: Promise<ActivityRecord[]>;
  /** Every status: the mirror shows them, the day engine counts the approved ones. */
  requests: Promise<PointSolicitationRecord[]>;
  compensated: Promise<Record<string, number>>;
  holidays: Promise<Holiday[]>;
}

/**
 * Starts the reads of the days from `fromDay` (and the days it looks back on) to `toDay`, so a caller with only
 * the person's id (HR's mirror of someone) reads their record at the same time, not one round trip before
 * (bench: the mirror's p99 ≤ 50 ms). Left unused after a failure (the person not found), they raise nothing.
 */
export function startDayReads(companyId: string, userId: string, fromDay: string, toDay: string): DayReads {
  const lookBack = lookBackFrom(fromDay);
  const reads: DayReads = {
    punches: punchesAround(companyId, userId, lookBack, toDay),
    activities: personActivities(companyId, userId),
    requests: personRequests(companyId, userId, lookBack, toDay),
    compensated: compensatedDays(companyId, userId, lookBack, toDay),
    holidays: companyHolidays(companyId, lookBack, toDay),
  };
  void Promise.allSettled(Object.values(reads));
  return reads;
}

/** What callers that already read them may pass, so a run over many people reads each once. */
export interface DaysContext extends FactsContext {
  now?: Date;
  /** The person's reads, started from a day no later than `fromDay` (they replace the facts' own reads). */
  reads?: DayReads;
}

/**
 * The person's days from `fromDay` to `toDay`, both included, evaluated at the server's clock. A caller passing
 * `context.requests` reads them from lookBackFrom(fromDay) to `toDay`; one passing `context.reads` started them
 * (startDayReads) from a day no later than `fromDay`.
 */
export async function personDays(companyId: string, person: UserRecord, fromDay: string, toDay: string, context: DaysContext = {}): Promise<PersonDay[]> {
  if (toDay < fromDay) return [];
  const lookBack = lookBackFrom(fromDay);
  const { reads, ...known } = context;
  const [facts, punches] = await Promise.all([
    personFacts(companyId, person, lookBack, toDay, reads ? { ...known, requests: reads.requests, activities: reads.activities, compensated: reads.compensated, holidays: reads.holidays } : known),
    reads?.punches ?? punchesAround(companyId, person.id, lookBack, toDay),
  ]);
  return evaluatedDays(facts, fromDay, toDay, punches, context.now ?? clockNow());
}

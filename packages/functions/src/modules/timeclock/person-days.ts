import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { personDays as evaluatedDays, REST_LOOKBACK_DAYS, type EvaluatedDay } from '@colabora/core/timeclock/person-day';
import { now as clockNow } from '../../lib/clock';
import { personFacts, type FactsContext } from './person-facts';
import { personPunches, type PunchRecord } from './punch-store';
import type { UserRecord } from '../../db/entities/user';

// The live evaluation of a person's days (issue 12): the facts (person-facts.ts) and the punches recorded around
// the days (a night shift's exit is the next calendar day: punches carry the plan day they belong to), evaluated
// by core's personDay (issue 22: the one computation of a person's day). Settle, the mirror and the hours bank's
// day computation read it.

export type PersonDay = EvaluatedDay<PunchRecord>;

/** What callers that already read them may pass, so a run over many people reads each once. */
export interface DaysContext extends FactsContext {
  now?: Date;
}

/** The first day whose facts and punches the days from `fromDay` read: the rest rules look back on the days before (core personDays). */
export const lookBackFrom = (fromDay: string) => addCalendarDays(fromDay, -REST_LOOKBACK_DAYS);

/**
 * The person's days from `fromDay` to `toDay`, both included, evaluated at the server's clock. A caller passing
 * `context.requests` reads them from lookBackFrom(fromDay) to `toDay`.
 */
export async function personDays(companyId: string, person: UserRecord, fromDay: string, toDay: string, context: DaysContext = {}): Promise<PersonDay[]> {
  if (toDay < fromDay) return [];
  const lookBack = lookBackFrom(fromDay);
  const [facts, punches] = await Promise.all([
    personFacts(companyId, person, lookBack, toDay, context),
    // A night shift that started the day before ends on its next day; one that starts on `toDay` ends the next day.
    personPunches(companyId, person.id, addCalendarDays(lookBack, -1), addCalendarDays(toDay, 1)),
  ]);
  return evaluatedDays(facts, fromDay, toDay, punches, context.now ?? clockNow());
}

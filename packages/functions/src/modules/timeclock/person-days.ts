import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { personDays as evaluatedDays, type PersonDay as CorePersonDay } from '@colabora/core/timeclock/person-day';
import { now as clockNow } from '../../lib/clock';
import { personFacts, type FactsContext } from './person-facts';
import { personPunches, type PunchRecord } from './punch-store';
import type { UserRecord } from '../../db/entities/user';

// The live evaluation of a person's days (issue 12): the facts (person-facts.ts) and the punches recorded around
// the days (a night shift's exit is the next calendar day: punches carry the plan day they belong to), evaluated
// by core's personDay (issue 22: the one computation of a person's day). Settle, the mirror and the hours bank's
// day computation read it.

export type PersonDay = CorePersonDay<PunchRecord>;

/** What callers that already read them may pass, so a run over many people reads each once. */
export interface DaysContext extends FactsContext {
  now?: Date;
}

/** The person's days from `fromDay` to `toDay`, both included, evaluated at the server's clock. */
export async function personDays(companyId: string, person: UserRecord, fromDay: string, toDay: string, context: DaysContext = {}): Promise<PersonDay[]> {
  if (toDay < fromDay) return [];
  const [facts, punches] = await Promise.all([
    personFacts(companyId, person, fromDay, toDay, context),
    // A night shift that started the day before ends on `fromDay`; one that starts on `toDay` ends the next day.
    personPunches(companyId, person.id, addCalendarDays(fromDay, -1), addCalendarDays(toDay, 1)),
  ]);
  return evaluatedDays(facts, fromDay, toDay, punches, context.now ?? clockNow());
}

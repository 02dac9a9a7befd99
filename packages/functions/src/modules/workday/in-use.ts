import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import { Conflict } from '../../http/http-error';
import type { WorkdayRecord } from './store';

// A journey with collaborators is neither edited, deactivated nor removed (spec 002 §2.9, §6): 409 with the
// code the SPA decides on.

/** The single journey's refusal (its edit tabs, its delete). */
export function journeyInUse(record: WorkdayRecord): Conflict {
  return new Conflict(WORKDAY_MSG.hasEmployees(record.totalEmployees)).withCode('journeyInUse');
}

/** A selection's refusal, naming the journeys people are on. */
export function journeysInUse(records: readonly WorkdayRecord[], text: (names: string) => string): Conflict {
  const names = records.map((record) => record.name).sort((a, b) => a.localeCompare(b, 'pt-BR'));
  return new Conflict(text(names.join(', '))).withCode('journeyInUse');
}

import { stabilityFacts, type StabilityFact } from '@colabora/core/dismissal/stability-facts';
import { personActivities } from '../person/activities';
import { leaveSource } from '../person/leave-status';
import type { UserRecord } from '../../db/entities/user';

/** The stability the person's recorded leaves show (core dismissal/stability-facts.ts), a leave ended early at its real end. */
export async function personStabilityFacts(person: UserRecord): Promise<StabilityFact[]> {
  return stabilityFacts((await personActivities(person.companyId, person.id)).map(leaveSource));
}

import { SERVER_MSG } from '@colabora/core/messages';
import { isConditionFailure } from '../db/condition-failure';
import { db } from '../db/service';
import { Conflict, NotFound } from '../http/http-error';
import { getUser, type UserRecord } from '../users/user-records';

// Exams and contracts are read, checked against the rules and written back whole (the entity stores them
// untyped, so DynamoDB cannot condition on a nested status). The write holds only if the person still has
// the role and the very files that were checked, so nothing decided on stale data is ever stored.

type UserWhere = Parameters<ReturnType<ReturnType<typeof db.entities.user.patch>['set']>['where']>[0];
export type FileFields = Partial<Pick<UserRecord, 'admissionExam' | 'toxicologicalExam' | 'contracts'>>;

/** Someone else wrote in between this many times in a row: give up with 409. */
const MAX_ATTEMPTS = 5;

/** The person still has the role and the exams and contracts as read. */
export function filesUnchanged(person: UserRecord): UserWhere {
  return ({ role, admissionExam, toxicologicalExam, contracts }, { eq, notExists }) =>
    [
      eq(role, person.role),
      person.admissionExam === undefined ? notExists(admissionExam) : eq(admissionExam, person.admissionExam),
      person.toxicologicalExam === undefined ? notExists(toxicologicalExam) : eq(toxicologicalExam, person.toxicologicalExam),
      person.contracts === undefined ? notExists(contracts) : eq(contracts, person.contracts),
    ].join(' AND ');
}

/**
 * Loads the person, lets `decide` apply the rules (it throws the refusals) and answer the files to store,
 * then writes them if nothing changed meanwhile; otherwise reads and decides again. Answers the stored person.
 */
export async function updateFiles(
  load: () => Promise<UserRecord>,
  decide: (person: UserRecord) => Promise<FileFields>,
): Promise<UserRecord> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const person = await load();
    const fields = await decide(person);
    try {
      await db.entities.user
        .patch({ companyId: person.companyId, id: person.id })
        .set(fields)
        .where(filesUnchanged(person))
        .go();
    } catch (error) {
      if (isConditionFailure(error)) continue;
      throw error;
    }
    const updated = await getUser(person.companyId, person.id, true);
    if (!updated) throw new NotFound(SERVER_MSG.notFound);
    return updated;
  }
  throw new Conflict(SERVER_MSG.changedMeanwhile);
}

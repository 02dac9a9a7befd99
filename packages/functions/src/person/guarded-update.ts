import { SERVER_MSG } from '@colabora/core/messages';
import { isConditionFailure } from '../db/condition-failure';
import { db } from '../db/service';
import { Conflict, NotFound } from '../http/http-error';
import { releaseUnreferencedFiles } from './referenced-files';
import { getUser, type UserRecord } from './records';

// Read → decide → write, where the write happens only if what the decision read is still what is stored.
// Two saves at once (the candidate fixing a step while HR reviews another, two tabs) never overwrite each
// other: the loser reads again and decides again on the fresh record.

/** Attributes an admission write may set (never keys, job role, department or credentials). */
export type AdmissionFields = Partial<
  Pick<
    UserRecord,
    | 'role'
    | 'steps'
    | 'percentageFilled'
    | 'isWhatsApp'
    | 'personalData'
    | 'familyData'
    | 'documents'
    | 'address'
    | 'bankData'
    | 'hiringData'
    | 'admissionExam'
    | 'toxicologicalExam'
    | 'contracts'
  >
>;
/** Any stored attribute a decision may depend on (the keys cannot change). */
export type ReadField = Exclude<keyof UserRecord, 'companyId' | 'id'>;

export interface PersonChange {
  set: AdmissionFields;
  /** Attributes the decision depended on: the write is refused if any changed meanwhile. */
  read: ReadField[];
}

const MAX_ATTEMPTS = 5;

type Condition = Parameters<ReturnType<ReturnType<typeof db.entities.user.patch>['set']>['where']>[0];

/** The write's condition: each of `fields` still holds what `person` read (absent stays absent). */
export function unchanged(person: UserRecord, fields: readonly ReadField[]): Condition {
  return (attributes, { eq, notExists }) =>
    [...new Set(fields)]
      .map((field) => {
        const value = person[field];
        const attribute = attributes[field];
        return value === undefined ? notExists(attribute) : eq(attribute, value);
      })
      .join(' AND ');
}

/**
 * Applies `decide`'s change to the person of the company (404 when there is none), retrying on a concurrent
 * change; `decide` may throw to refuse (it then runs again only if it did not). Answers the stored person.
 */
export async function updatePerson(
  companyId: string,
  userId: string,
  decide: (person: UserRecord) => Promise<PersonChange>,
): Promise<UserRecord> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const person = await getUser(companyId, userId, true);
    if (!person) throw new NotFound(SERVER_MSG.notFound);
    const change = await decide(person);
    try {
      await db.entities.user
        .patch({ companyId, id: userId })
        .set(change.set)
        .where(unchanged(person, ['role', ...change.read]))
        .go();
    } catch (error) {
      if (isConditionFailure(error)) continue;
      throw error;
    }
    const updated = await getUser(companyId, userId, true);
    if (!updated) throw new NotFound(SERVER_MSG.notFound);
    await releaseUnreferencedFiles(person, updated);
    return updated;
  }
  throw new Conflict(SERVER_MSG.changedMeanwhile);
}

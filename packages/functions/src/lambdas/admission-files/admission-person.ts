import { SERVER_MSG } from '@colabora/core/messages';
import { Conflict, NotFound } from '../../http/http-error';
import { inAdmission } from '../../modules/admission/admission-rules';
import { getUser } from '../../modules/person/records';
import type { UserRecord } from '../../db/entities/user';

export type AdmissionPerson = UserRecord & { inviteId: string };

/** What exam and contract decisions read: a write holds only if these (and the role) are still as read. */
export const FILE_FIELDS = ['admissionExam', 'toxicologicalExam', 'contracts'] as const;

/** Still in the admission process, with an invite; otherwise 409. */
export function assertInAdmission(person: UserRecord): asserts person is AdmissionPerson {
  if (!inAdmission(person) || person.inviteId === undefined) throw new Conflict(SERVER_MSG.notInAdmission);
}

/**
 * The person `userId` of the company, read consistently (every caller writes next), still in the admission
 * process: not in the company 404 (another tenant's id is never read), no longer a candidate 409.
 */
export async function admissionPerson(companyId: string, userId: string): Promise<AdmissionPerson> {
  const person = await getUser(companyId, userId, true);
  if (!person) throw new NotFound(SERVER_MSG.notFound);
  assertInAdmission(person);
  return person;
}

import { activateSchema } from '@colabora/core/admission/activation';
import { SERVER_MSG } from '@colabora/core/messages';
import { writeLabelled } from '../db/labelled-transaction';
import { Conflict, NotFound } from '../http/http-error';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { parseInput } from '../http/validate';
import { admissionData } from '../users/admission-data';
import { collaboratorDetail, hiringOffer } from '../users/collaborator-doc';
import { getUser } from '../users/user-records';
import { activationRefusal, statusOnActivation } from './activation-rules';
import { admissionPerson, FILE_FIELDS } from './admission-person';
import { unchanged } from '../users/person-update';

/**
 * PUT /api/users/activate/{id} {recordPoints} → CollaboratorDetail (HR): the candidate becomes an EMPLOYEE
 * (WORK_EXPERIENCE for CLT, HIRED for PJ) with the time-clock choice, and the invite is concluded, in one
 * transaction. The role change also takes the person out of the sparse `admissions` index (its sort key
 * holds the role), so they leave the admissions list. A candidate who has not created a password yet keeps
 * signing in with the first one at /api/auth. Refusals 409: activation-rules.ts.
 */
export const activateUser: CallerAction = async ({ caller, params, body }) => {
  const { recordPoints } = parseInput(activateSchema, body);
  const person = await admissionPerson(caller.companyId, params.id);
  const { regime } = hiringOffer(person);
  const { steps, contracts } = admissionData(person);
  const refusal = activationRefusal({
    role: person.role,
    steps,
    contracts,
    regime,
    endOfSecondPeriod: person.hiringData?.endOfSecondPeriod,
  });
  if (refusal) throw new Conflict(refusal);

  const { companyId, id, inviteId } = person;
  const refused = await writeLabelled((tx) => [
    [
      'user',
      tx.user
        .patch({ companyId, id })
        .set({ role: 'EMPLOYEE', statusActive: statusOnActivation(regime), recordPoints })
        .add({ sessionVersion: 1 }) // the candidate's sessions end: they sign in again as an employee
        .where(unchanged(person, ['role', ...FILE_FIELDS]))
        .commit(),
    ],
    ['invite', tx.invite.patch({ companyId, id: inviteId }).set({ concluded: true }).commit()],
  ]);
  if (refused) throw new Conflict(SERVER_MSG.changedMeanwhile);
  const activated = await getUser(companyId, id, true);
  if (!activated) throw new NotFound(SERVER_MSG.notFound);
  return ok(await collaboratorDetail(activated));
};

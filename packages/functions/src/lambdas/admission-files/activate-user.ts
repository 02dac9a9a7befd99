import { activateSchema } from '@colabora/core/admission/activation';
import { SERVER_MSG } from '@colabora/core/messages';
import { config } from '../../config';
import { db } from '../../db/service';
import { BadGateway, Conflict, NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { sendMail } from '../../lib/mailer';
import { employeeEvent, responsibleCpf, writeWithEvent } from '../../modules/timeclock/afd-events';
import { failure, logger } from '../../lib/telemetry';
import { admissionData } from '../../modules/person/stored-data';
import { collaboratorDetail, hiringOffer } from '../../modules/person/detail';
import { getInvite } from '../../modules/admission/invite-records';
import { unchanged } from '../../modules/person/guarded-update';
import { getUser } from '../../modules/person/records';
import { ROW_SOURCE, rosterParts, rosterReady } from '../../modules/person/staff-roster';
import { activationEmail } from './activation-email';
import { activationRefusal, statusOnActivation } from './activation-rules';
import { admissionPerson, FILE_FIELDS } from './admission-person';
import type { UserRecord } from '../../db/entities/user';

/**
 * PUT /api/users/activate/{id} {recordPoints} → CollaboratorDetail (HR): the candidate becomes an EMPLOYEE
 * (WORK_EXPERIENCE for CLT, HIRED for PJ) with the time-clock choice, and the invite is concluded, in one
 * transaction. The role change also takes the person out of the sparse `admissions` index (its sort key
 * holds the role), so they leave the admissions list. A candidate who has not created a password yet keeps
 * signing in with the first one at /api/auth. With the time clock on, the AFD's inclusion (type 5 'I') is written
 * in the same transaction, and a person without a CPF is refused (400). Then the person is told by e-mail (502
 * when it cannot be sent, the activation kept). Refusals 409: activation-rules.ts.
 */
export const activateUser = action('activateUser', { body: activateSchema }, async ({ caller, params, body: { recordPoints } }) => {
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
  // Creating the password concludes the invite; activating concludes it for whoever had not.
  const ownPassword = (await getInvite(companyId, inviteId))?.concluded === true;
  const activation = { role: 'EMPLOYEE', statusActive: statusOnActivation(regime), recordPoints } as const;
  await rosterReady(companyId, id);
  // Put on the time clock: the AFD's type-5 'I' in the same transaction (400 without a CPF: afd-events.ts).
  const event = employeeEvent(person, { ...person, ...activation }, responsibleCpf(caller));
  const refused = await writeWithEvent(companyId, event, (tx) => [
    [
      'user',
      tx.user
        .patch({ companyId, id })
        .set(activation)
        .add({ sessionVersion: 1 }) // the candidate's sessions end: they sign in again as an employee
        .where(unchanged(person, ['role', ...FILE_FIELDS, ...ROW_SOURCE]))
        .commit(),
    ],
    // The new employee joins the Ativos list in the same write.
    ...rosterParts(tx, person, { ...person, ...activation }),
    ['invite', tx.invite.patch({ companyId, id: inviteId }).set({ concluded: true }).commit()],
  ]);
  if (refused) throw new Conflict(SERVER_MSG.changedMeanwhile);
  const activated = await getUser(companyId, id, true);
  if (!activated) throw new NotFound(SERVER_MSG.notFound);
  await tellActivated(activated, ownPassword);
  return ok(await collaboratorDetail(activated));
});

/**
 * The e-mail both sign-ins promised while the person waited (issue 9). Sent after the activation is stored:
 * when SES fails the activation stands, and the answer is 502 saying so, so HR can tell the person another way.
 */
async function tellActivated(person: UserRecord, ownPassword: boolean): Promise<void> {
  const { data: company } = await db.entities.company.get({ id: person.companyId }).go();
  const message = activationEmail({ companyName: company?.name ?? '', personName: person.fullName, appUrl: config.appUrl, ownPassword });
  try {
    await sendMail(person.email, message);
  } catch (error) {
    // The error's name and message only, never the address.
    logger.error('activation e-mail not sent', { error: failure(error) });
    throw new BadGateway(SERVER_MSG.activationMailFailed);
  }
}

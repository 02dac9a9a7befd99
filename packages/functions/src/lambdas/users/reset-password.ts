import { INVITE_MSG } from '@colabora/core/admission/new-collaborator';
import { SERVER_MSG } from '@colabora/core/messages';
import { resetPasswordSchema } from '@colabora/core/users/schema';
import { config } from '../../config';
import { db } from '../../db/service';
import { BadGateway, Conflict, NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { generateFirstPassword } from '../../lib/first-password';
import { sendMail } from '../../lib/mailer';
import { hashPassword } from '../../lib/password';
import { inAdmission } from '../../modules/admission/admission-rules';
import { collaboratorDetail } from '../../modules/person/detail';
import { inviteEmail } from '../../modules/admission/invite-email';
import { getInvite } from '../../modules/admission/invite-records';
import { EmailTakenError, getUser, replaceCredentials, type Credentials } from '../../modules/person/records';
import { failure, logger } from '../../lib/telemetry';

/**
 * PUT /api/users/reset-password {email, userId} → CollaboratorDetail ('REENVIAR CONVITE'). A new first
 * password replaces the old one (which stops working at once) and goes by e-mail to `email`; when HR
 * corrects the address, the person's e-mail changes with it (409 when someone else uses it). If the e-mail
 * cannot be sent, the previous password and address are put back (502).
 */
export const resetPassword = action('resetPassword', { body: resetPasswordSchema }, async ({ caller, body: { email, userId } }) => {
  const person = await getUser(caller.companyId, userId, true);
  if (!person) throw new NotFound(SERVER_MSG.notFound);
  if (!inAdmission(person) || !person.inviteId) throw new Conflict(SERVER_MSG.notInAdmission);
  const invite = await getInvite(caller.companyId, person.inviteId);
  if (invite?.concluded) throw new Conflict(INVITE_MSG.admissionConcluded).withCode('admissionConcluded');

  const firstPassword = generateFirstPassword();
  const previous: Credentials = { email: person.email, passwordHash: person.passwordHash };
  const next: Credentials = { email, passwordHash: await hashPassword(firstPassword) };
  try {
    if (!(await replaceCredentials(person, previous, next))) throw new Conflict(SERVER_MSG.changedMeanwhile);
  } catch (error) {
    if (error instanceof EmailTakenError) throw new Conflict(SERVER_MSG.emailTaken, { email: SERVER_MSG.emailTaken });
    throw error;
  }

  const { data: company } = await db.entities.company.get({ id: caller.companyId }).go();
  try {
    await sendMail(
      email,
      inviteEmail({
        kind: 'reset',
        companyName: company?.name ?? '',
        candidateName: person.fullName,
        appUrl: config.appUrl,
        firstPassword,
        limitDate: person.limitDate ?? '',
      }),
    );
  } catch (error) {
    logger.error('reset e-mail not sent', { error: failure(error) });
    await replaceCredentials(person, next, previous);
    throw new BadGateway(SERVER_MSG.resetMailFailed);
  }
  const updated = await getUser(caller.companyId, userId, true);
  if (!updated) throw new NotFound(SERVER_MSG.notFound);
  return ok(await collaboratorDetail(updated));
});

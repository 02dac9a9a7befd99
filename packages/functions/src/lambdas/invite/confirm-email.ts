import { CONTRACT_MSG, employmentContractSigned } from '@colabora/core/admission/admission-files';
import { EMAIL_CONFIRM_MSG, emailConfirmSchema } from '@colabora/core/admission/email-confirm';
import { BadRequest, Conflict } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { admissionData } from '../../modules/person/stored-data';
import { toInviteSummary } from '../../modules/admission/invite-records';
import { ownOpenInvite, setOpenInviteFlags } from './own-invite';

/**
 * PUT /api/invite/email-confirm/{inviteId} {email} → InviteSummary (emailVerify true). The candidate's own
 * invite, once the employment contract is signed (409 otherwise); the address typed must be the invited one,
 * whatever its case (400 'E-mail inválido', the spec's text for a failed confirmation).
 */
export const confirmEmail = action('confirmEmail', { body: emailConfirmSchema }, async ({ caller, params, body: { email } }) => {
  const { person, invite } = await ownOpenInvite(caller, params.inviteId);
  if (!employmentContractSigned(admissionData(person).contracts)) throw new Conflict(CONTRACT_MSG.stillWaiting);
  if (email !== person.email.toLowerCase()) {
    throw new BadRequest(EMAIL_CONFIRM_MSG.invalidEmail, { email: EMAIL_CONFIRM_MSG.invalidEmail });
  }
  return ok(toInviteSummary(await setOpenInviteFlags(caller.companyId, invite.id, { emailVerify: true })));
});

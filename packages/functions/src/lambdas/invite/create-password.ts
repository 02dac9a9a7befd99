import { createPasswordSchema } from '@colabora/core/auth/password';
import { SERVER_MSG } from '@colabora/core/messages';
import { db } from '../../db/service';
import { Conflict } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { hashPassword } from '../../lib/password';
import { getInvite, toInviteSummary } from '../../modules/admission/invite-records';
import { replaceCredentials } from '../../modules/person/records';
import { ownOpenInvite } from './own-invite';

/**
 * PUT /api/invite/create-password/{inviteId} {password, confirmPassword} → InviteSummary (concluded). After
 * the e-mail confirmation (409 before it), the candidate's own password replaces the first one (which stops
 * working; failed attempts and lock are cleared) and the invite is concluded, so the invite sign-in answers
 * 'Processo de admissão já finalizado' and the person signs in at /api/auth from now on.
 */
export const createPassword = action('createPassword', { body: createPasswordSchema }, async ({ caller, params, body: { password } }) => {
  const { person, invite } = await ownOpenInvite(caller, params.inviteId);
  if (!invite.emailVerify) throw new Conflict(SERVER_MSG.emailNotConfirmed);
  const current = { email: person.email, passwordHash: person.passwordHash };
  if (!(await replaceCredentials(person, current, { email: person.email, passwordHash: await hashPassword(password) }))) {
    throw new Conflict(SERVER_MSG.changedMeanwhile);
  }
  // The password first: if concluding fails, the call can simply be repeated. No open-invite condition:
  // HR activating meanwhile concludes it too, and the new password stands either way.
  await db.entities.invite.patch({ companyId: caller.companyId, id: invite.id }).set({ concluded: true }).go();
  const concluded = await getInvite(caller.companyId, invite.id);
  return ok(concluded && toInviteSummary(concluded));
});

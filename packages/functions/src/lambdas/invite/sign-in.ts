import type { InviteSignInAnswer } from '@colabora/core/admission/contract';
import { INVITE_MSG } from '@colabora/core/admission/new-collaborator';
import { inviteSignInSchema } from '@colabora/core/invite/schema';
import { SERVER_MSG } from '@colabora/core/messages';
import { authenticate, sessionFor } from '../../modules/auth/authenticate';
import { Forbidden } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { clientAddress } from '../../http/client-address';
import { awaitsActivation, inAdmission } from '../../modules/admission/admission-rules';
import { getInvite, toInviteSummary } from '../../modules/admission/invite-records';

/**
 * POST /api/invite/auth {email, password} → {token, user, invite} (spec 000 §4 'Invite sign-in'). The same
 * credentials check and throttle as /api/auth; then only invite holders pass (403), a concluded invite answers
 * 'Processo de admissão já finalizado' (403) or, before HR's activation, that the person waits for it (403), and
 * an expired one asks for a new limit date (403).
 */
export const inviteSignIn = action('inviteSignIn', { body: inviteSignInSchema }, async ({ body: { email, password }, event }) => {
  const now = new Date();
  const user = await authenticate(email, password, now, clientAddress(event));
  const invite = user.inviteId ? await getInvite(user.companyId, user.inviteId) : null;
  // Checked before the role: an activated employee keeps their concluded invite and is told the admission is over;
  // a candidate who created their password waits for HR's activation, and an e-mail will tell them.
  if (awaitsActivation(user, invite)) throw new Forbidden(SERVER_MSG.awaitingActivation).withCode('awaitingActivation');
  if (invite?.concluded) throw new Forbidden(INVITE_MSG.admissionConcluded).withCode('admissionConcluded');
  if (!invite || !inAdmission(user)) throw new Forbidden(SERVER_MSG.inviteOnly);
  if (user.disabled) throw new Forbidden(SERVER_MSG.inviteExpired).withCode('inviteExpired');
  const answer: InviteSignInAnswer = { ...(await sessionFor(user, now)), invite: toInviteSummary(invite) };
  return ok(answer);
});

import { signInSchema } from '@colabora/core/auth/schema';
import { SERVER_MSG } from '@colabora/core/messages';
import { Forbidden } from '../../http/http-error';
import { action } from '../../http/resource-handler';
import { ok } from '../../http/reply';
import { clientAddress } from '../../http/client-address';
import { awaitsActivation, inAdmission } from '../../modules/admission/admission-rules';
import { getInvite } from '../../modules/admission/invite-records';
import { authenticate, sessionFor } from '../../modules/auth/authenticate';

/**
 * POST /api/auth {email, password} → {token, user}. A candidate who created their password waits for HR's
 * activation: 403 saying so (the invite sign-in answers the same), not a session that leads nowhere.
 */
export const signIn = action('signIn', { body: signInSchema }, async ({ body: { email, password }, event }) => {
  const now = new Date();
  const user = await authenticate(email, password, now, clientAddress(event));
  const invite = user.inviteId && inAdmission(user) ? await getInvite(user.companyId, user.inviteId) : null;
  if (awaitsActivation(user, invite)) throw new Forbidden(SERVER_MSG.awaitingActivation).withCode('awaitingActivation');
  return ok(await sessionFor(user, now));
});

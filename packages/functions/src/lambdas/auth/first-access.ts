import { FIRST_ACCESS_MSG, firstAccessSchema } from '@colabora/core/auth/first-access';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { setPasswordThroughLink } from '../../modules/auth/use-password-link';

/**
 * PUT /api/auth/first-access {token, password, confirmPassword} → {email}. The e-mailed link sets the new
 * administrator's password once: a used, replaced or unknown link and an expired one are refused (400) with
 * what to do. Setting it ends any session, and the person signs in at / from then on.
 */
export const firstAccess = action('firstAccess', { body: firstAccessSchema }, async ({ body: { token, password } }) => {
  return ok({ email: await setPasswordThroughLink(token, password, 'first-access', FIRST_ACCESS_MSG) });
});

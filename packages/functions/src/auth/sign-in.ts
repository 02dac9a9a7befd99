import { Forbidden, TooManyRequests, Unauthorized } from '../http/http-error';
import { signInSchema } from '@colabora/core/auth/schema';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import { config } from '../config';
import { db } from '../db/service';
import type { PublicAction } from '../http/resource-handler';
import { ok } from '../http/reply';
import { parseInput } from '../http/validate';
import { verifyAgainstDummy, verifyPassword } from '../lib/password';
import { signSessionToken } from '../lib/session-token';
import { findUserByEmail } from '../users/user-records';
import { clearLoginFailures, registerLoginFailure } from './login-guard-store';
import { isLocked } from './lockout';
import { toSessionUser } from './session-user';

/** POST /api/auth {email, password} → {token, user}. */
export const signIn: PublicAction = async ({ body }) => {
  const { email, password } = parseInput(signInSchema, body);
  const user = await findUserByEmail(email);
  if (!user) {
    await verifyAgainstDummy(password);
    throw new Unauthorized(SERVER_MSG.invalidCredentials);
  }
  const now = new Date();
  if (isLocked({ loginFailures: user.loginFailures, lockedUntil: user.lockedUntil ?? null }, now)) {
    throw new TooManyRequests(SERVER_MSG.accountLocked);
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    const guard = await registerLoginFailure(user, now);
    if (guard.lockedUntil) throw new TooManyRequests(SERVER_MSG.accountLocked);
    throw new Unauthorized(SERVER_MSG.invalidCredentials);
  }
  // Told only to whoever knows the password, so the answer cannot be used to probe accounts.
  if (user.deactivated) throw new Forbidden(MSG.userDeactivated);
  await clearLoginFailures(user);

  const { data: company } = await db.entities.company.get({ id: user.companyId }).go();
  if (!company) throw new Error('person without a company');
  const token = await signSessionToken({ sub: user.id, companyId: user.companyId, role: user.role }, config.authSecret, now);
  return ok({ token, user: toSessionUser(user, company) });
};

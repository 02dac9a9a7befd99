import type { SignInAnswer } from '@colabora/core/auth/schema';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import { config } from '../config';
import { db } from '../db/service';
import { Forbidden, TooManyRequests, Unauthorized } from '../http/http-error';
import { verifyAgainstDummy, verifyPassword } from '../lib/password';
import { signSessionToken } from '../lib/session-token';
import { findUserByEmail, type UserRecord } from '../users/user-records';
import { isLocked } from './lockout';
import { clearLoginFailures, registerLoginFailure } from './login-guard-store';
import { toSessionUser } from './session-user';

/**
 * The person behind an e-mail and password, with the lockout rule of every sign-in (POST /api/auth and
 * POST /api/invite/auth): unknown e-mail or wrong password 401 (same text, same time), locked 429,
 * deactivated 403, told only to whoever knows the password.
 */
export async function authenticate(email: string, password: string, now: Date): Promise<UserRecord> {
  const user = await findUserByEmail(email);
  if (!user) {
    await verifyAgainstDummy(password);
    throw new Unauthorized(SERVER_MSG.invalidCredentials);
  }
  if (isLocked({ loginFailures: user.loginFailures, lockedUntil: user.lockedUntil ?? null }, now)) {
    throw new TooManyRequests(SERVER_MSG.accountLocked);
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    const guard = await registerLoginFailure(user, now);
    if (guard.lockedUntil) throw new TooManyRequests(SERVER_MSG.accountLocked);
    throw new Unauthorized(SERVER_MSG.invalidCredentials);
  }
  if (user.deactivated) throw new Forbidden(MSG.userDeactivated);
  await clearLoginFailures(user);
  return user;
}

/** {token, user} for a person who just proved who they are. */
export async function sessionFor(user: UserRecord, now: Date): Promise<SignInAnswer> {
  const { data: company } = await db.entities.company.get({ id: user.companyId }).go();
  if (!company) throw new Error('person without a company');
  const token = await signSessionToken(
    { sub: user.id, companyId: user.companyId, role: user.role, sessionVersion: user.sessionVersion ?? 0 },
    config.authSecret,
    now,
  );
  return { token, user: toSessionUser(user, company) };
}

import type { SignInAnswer } from '@colabora/core/auth/schema';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import { config } from '../../config';
import { db } from '../../db/service';
import { Forbidden, TooManyRequests, Unauthorized } from '../../http/http-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { count, METRIC } from '../../lib/metrics';
import { signSessionToken } from '../../lib/session-token';
import { findUserByEmail } from '../person/records';
import { clearSignInFailures, registerSignInFailure, signInGate, SLOWDOWN_MS } from './sign-in-guards';
import { toSessionUser } from './session-user';
import type { UserRecord } from '../../db/entities/user';

/**
 * The person behind an e-mail and password, for every sign-in (POST /api/auth and POST /api/invite/auth), from
 * the client at `client`. Unknown e-mail or wrong password: 401, the same text in the same time; too many wrong
 * passwords for this e-mail from this client, or from this client at all: 429 (./sign-in-guards.ts), whether or
 * not the e-mail exists; deactivated: 403, told only to whoever knows the password.
 */
export async function authenticate(email: string, password: string, now: Date, client: string): Promise<UserRecord> {
  const address = email.trim().toLowerCase();
  const gate = await signInGate(address, client, now);
  if (gate.locked) {
    count(METRIC.signInRefused);
    throw new TooManyRequests(SERVER_MSG.accountLocked);
  }
  if (gate.slow) await new Promise((resolve) => setTimeout(resolve, SLOWDOWN_MS));
  const user = await findUserByEmail(address);
  const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    count(METRIC.signInRefused);
    if (await registerSignInFailure(address, client, now)) throw new TooManyRequests(SERVER_MSG.accountLocked);
    throw new Unauthorized(SERVER_MSG.invalidCredentials);
  }
  if (user.deactivated) throw new Forbidden(MSG.userDeactivated);
  await clearSignInFailures(address, client);
  count(METRIC.signIn);
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

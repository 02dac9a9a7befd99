import { FIRST_ACCESS_MSG, firstAccessSchema } from '@colabora/core/auth/first-access';
import { isConditionFailure } from '../db/condition-failure';
import { db } from '../db/service';
import { BadRequest } from '../http/http-error';
import { ok } from '../http/reply';
import type { PublicAction } from '../http/resource-handler';
import { parseInput } from '../http/validate';
import { hashPassword } from '../lib/password';
import { getUser } from '../users/user-records';
import { linkState, parseLinkToken } from './password-link';

/**
 * PUT /api/auth/first-access {token, password, confirmPassword} → {email}. The e-mailed link sets the new
 * administrator's password once: a used, replaced or unknown link and an expired one are refused (400) with
 * what to do. Setting it ends any session, and the person signs in at / from then on.
 */
export const firstAccess: PublicAction = async ({ body }) => {
  const { token, password } = parseInput(firstAccessSchema, body);
  const link = parseLinkToken(token);
  const person = link && (await getUser(link.companyId, link.userId, true));
  const state = person && link ? linkState(person, link.secret, 'first-access') : 'invalid';
  if (state === 'expired') throw new BadRequest(FIRST_ACCESS_MSG.expiredLink);
  if (!person || state !== 'valid') throw new BadRequest(FIRST_ACCESS_MSG.invalidLink);
  try {
    await db.entities.user
      .patch({ companyId: person.companyId, id: person.id })
      .set({ passwordHash: await hashPassword(password) })
      .add({ sessionVersion: 1 })
      .remove(['passwordLinkHash', 'passwordLinkPurpose', 'passwordLinkExpiresAt'])
      // Single use, even for two tabs at once: only while this very link is still the stored one.
      .where(({ passwordLinkHash }, { eq }) => eq(passwordLinkHash, person.passwordLinkHash ?? ''))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new BadRequest(FIRST_ACCESS_MSG.invalidLink);
    throw error;
  }
  return ok({ email: person.email });
};

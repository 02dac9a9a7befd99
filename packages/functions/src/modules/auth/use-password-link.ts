import { isConditionFailure } from '../../db/condition-failure';
import { db } from '../../db/service';
import { BadRequest } from '../../http/http-error';
import { hashPassword } from '../../lib/password';
import { getUser } from '../person/records';
import { linkState, parseLinkToken, type LinkPurpose } from './password-link';

/** What the page that opened the link shows when it no longer works, saying what to do. */
export interface LinkRefusals {
  invalidLink: string;
  expiredLink: string;
}

/**
 * Sets the password of the person whose current `purpose` link `token` is, and answers their e-mail. Once only,
 * even for two tabs at once; a used, replaced, unknown or forged link and an expired one are refused (400) with
 * what to do. The new password ends every session opened before (the session version goes up).
 */
export async function setPasswordThroughLink(token: string, password: string, purpose: LinkPurpose, refusals: LinkRefusals): Promise<string> {
  const link = parseLinkToken(token);
  const person = link && (await getUser(link.companyId, link.userId, true));
  const state = person && link ? linkState(person, link.secret, purpose) : 'invalid';
  if (state === 'expired') throw new BadRequest(refusals.expiredLink);
  if (!person || state !== 'valid') throw new BadRequest(refusals.invalidLink);
  try {
    await db.entities.user
      .patch({ companyId: person.companyId, id: person.id })
      .set({ passwordHash: await hashPassword(password) })
      .add({ sessionVersion: 1 })
      .remove(['passwordLinkHash', 'passwordLinkPurpose', 'passwordLinkExpiresAt'])
      // Only while this very link is still the stored one.
      .where(({ passwordLinkHash }, { eq }) => eq(passwordLinkHash, person.passwordLinkHash ?? ''))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new BadRequest(refusals.invalidLink);
    throw error;
  }
  return person.email;
}

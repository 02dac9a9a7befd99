import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { UserRecord } from '../../db/entities/user';

// A single-use link that sets a person's password (the first access of a company administrator, the password
// recovery). The token is `<companyId>.<userId>.<secret>`; only the SHA-256 of the secret is stored on the
// person, with its purpose and end, so a new link replaces the old one and using it removes it
// (./use-password-link.ts).

export type LinkPurpose = NonNullable<UserRecord['passwordLinkPurpose']>;

export interface IssuedLink {
  token: string;
  fields: Required<Pick<UserRecord, 'passwordLinkHash' | 'passwordLinkPurpose' | 'passwordLinkExpiresAt'>>;
  expiresAt: Date;
}

const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new link for `purpose`, valid for `hours` (0.5: half an hour) from `now`. */
export function issueLink(person: Pick<UserRecord, 'companyId' | 'id'>, purpose: LinkPurpose, hours: number, now = new Date()): IssuedLink {
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  return {
    token: `${person.companyId}.${person.id}.${secret}`,
    fields: { passwordLinkHash: sha256(secret), passwordLinkPurpose: purpose, passwordLinkExpiresAt: expiresAt.toISOString() },
    expiresAt,
  };
}

export interface LinkToken {
  companyId: string;
  userId: string;
  secret: string;
}

export function parseLinkToken(token: string): LinkToken | null {
  const [companyId, userId, secret, ...rest] = token.split('.');
  if (rest.length > 0 || !companyId || !userId || !secret) return null;
  return { companyId, userId, secret };
}

/** Whether the secret is the person's current link for `purpose`. */
export function linkState(person: UserRecord, secret: string, purpose: LinkPurpose, now = new Date()): 'valid' | 'expired' | 'invalid' {
  const stored = person.passwordLinkHash;
  if (!stored || person.passwordLinkPurpose !== purpose) return 'invalid';
  const given = Buffer.from(sha256(secret), 'hex');
  const expected = Buffer.from(stored, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Date.parse(person.passwordLinkExpiresAt ?? '') > now.getTime() ? 'valid' : 'expired';
}

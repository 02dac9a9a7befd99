import { jwtVerify, SignJWT } from 'jose';
import { ROLES, type Role } from '@colabora/core/enums';

// Session tokens: HS256 JWTs carrying who (sub), which company and the role at sign-in. The role is only a
// hint for the SPA; every call reloads the person, so deactivation and role changes apply at once.
// Signed and verified with `jose`: token checks are security-sensitive, so a well-kept library does them.
const ISSUER = 'colabora';
const ALGORITHM = 'HS256';
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export interface SessionClaims {
  sub: string;
  companyId: string;
  role: Role;
  /** The person's session version when the token was issued (`sv`). */
  sessionVersion: number;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signSessionToken(claims: SessionClaims, secret: string, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ companyId: claims.companyId, role: claims.role, sv: claims.sessionVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(key(secret));
}

/** The claims of a valid, unexpired token of ours; null for anything else. */
export async function verifySessionToken(token: string, secret: string, now = new Date()): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp'],
      // No token lives longer than a session, whatever its exp says; an iat in the future is refused too.
      maxTokenAge: TOKEN_LIFETIME_SECONDS,
    });
    const { sub, companyId, role, sv } = payload;
    if (typeof sub !== 'string' || typeof companyId !== 'string' || !ROLES.includes(role as Role)) return null;
    if (typeof sv !== 'number' || !Number.isInteger(sv)) return null;
    return { sub, companyId, role: role as Role, sessionVersion: sv };
  } catch {
    return null;
  }
}

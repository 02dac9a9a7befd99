import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signSessionToken, TOKEN_LIFETIME_SECONDS, verifySessionToken } from './session-token';

const secret = 'a-test-secret-with-enough-length-0123456789';
const claims = { sub: 'user-1', companyId: 'company-1', role: 'EMPLOYEE' as const, sessionVersion: 3 };
const at = new Date('2026-03-01T12:00:00Z');
const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);

/** A token signed by jose itself, with our issuer and subject and the given payload. */
function joseToken(payload: Record<string, unknown>, options: { alg?: string; iat?: Date; exp?: Date | string } = {}) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setSubject('user-1')
    .setIssuer('colabora')
    .setIssuedAt(options.iat)
    .setExpirationTime(options.exp ?? '1h')
    .sign(new TextEncoder().encode(secret));
}

describe('session tokens', () => {
  it('carry sub, companyId and role and verify with the same secret', async () => {
    const token = await signSessionToken(claims, secret, at);
    expect(await verifySessionToken(token, secret, later(60))).toEqual(claims);
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
  });

  it('live 12 hours', async () => {
    const token = await signSessionToken(claims, secret, at);
    expect(TOKEN_LIFETIME_SECONDS).toBe(43200);
    expect(await verifySessionToken(token, secret, later(TOKEN_LIFETIME_SECONDS - 1))).toEqual(claims);
    expect(await verifySessionToken(token, secret, later(TOKEN_LIFETIME_SECONDS + 1))).toBeNull();
  });

  it('refuse another secret, tampering, unsigned tokens and garbage', async () => {
    const token = await signSessionToken(claims, secret, at);
    expect(await verifySessionToken(token, 'another-secret-of-the-same-sort-000000', at)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'ADMINISTRATOR_COMPANY' })).toString('base64url');
    expect(await verifySessionToken(`${header}.${forged}.${signature}`, secret, at)).toBeNull();
    const unsigned = new UnsecuredJWT({ companyId: 'c', role: 'EMPLOYEE' }).setSubject('u').setIssuer('colabora').encode();
    expect(await verifySessionToken(unsigned, secret, at)).toBeNull();
    expect(await verifySessionToken('not-a-token', secret, at)).toBeNull();
  });

  it('are standard JWTs: a token another library signs with our claims verifies', async () => {
    expect(await verifySessionToken(await joseToken({ companyId: 'company-1', role: 'EMPLOYEE', sv: 3 }), secret)).toEqual(claims);
  });

  it('refuse other algorithms', async () => {
    const hs512 = await joseToken({ companyId: 'company-1', role: 'EMPLOYEE', sv: 3 }, { alg: 'HS512' });
    expect(await verifySessionToken(hs512, secret)).toBeNull();
  });

  it('refuse tokens without our claims', async () => {
    expect(await verifySessionToken(await joseToken({ companyId: 'company-1', role: 'EMPLOYEE' }), secret)).toBeNull();
    expect(await verifySessionToken(await joseToken({ role: 'EMPLOYEE', sv: 0 }), secret)).toBeNull();
  });

  it('never outlive a session, whatever their exp says, and refuse an iat in the future', async () => {
    const payload = { companyId: 'company-1', role: 'EMPLOYEE', sv: 3 };
    const longLived = await joseToken(payload, { iat: at, exp: later(30 * 24 * 3600) });
    expect(await verifySessionToken(longLived, secret, later(TOKEN_LIFETIME_SECONDS - 60))).toEqual(claims);
    expect(await verifySessionToken(longLived, secret, later(TOKEN_LIFETIME_SECONDS + 60))).toBeNull();
    const fromTheFuture = await joseToken(payload, { iat: later(3600), exp: later(7200) });
    expect(await verifySessionToken(fromTheFuture, secret, at)).toBeNull();
  });
});

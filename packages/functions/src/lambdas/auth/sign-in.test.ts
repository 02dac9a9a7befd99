import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignInAnswer } from '@colabora/core/auth/schema';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import { PASSWORD_MSG } from '@colabora/core/auth/password';
import { verifySessionToken } from '../../lib/session-token';
import { SIGN_IN_POLICY, SLOWDOWN_MS } from '../../modules/auth/sign-in-guards';
import { config } from '../../config';
import { createCompany, createPerson, TEST_PASSWORD, type TestCompany } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';

let company: TestCompany;

beforeAll(async () => {
  company = await createCompany('Empresa Login');
});

const signIn = (email: string, password: string) => invoke<SignInAnswer>('signIn', { body: { email, password } });
/** A sign-in from a client address, as CloudFront reports the viewer's. */
const signInFrom = (client: string, email: string, password: string) =>
  invoke<SignInAnswer>('signIn', { body: { email, password }, headers: { 'cloudfront-viewer-address': `${client}:443` } });
const newClient = () => `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;

describe('POST /api/auth', () => {
  it('answers a 12-hour token and the session user', async () => {
    const person = await createPerson(company.id, {
      fullName: 'Ana Souza',
      role: 'HUMAN_RESOURCES_MANAGMENT',
      statusActive: 'HIRED',
      admissionDate: '2024-02-01',
    });
    const answer = await signIn(person.email.toUpperCase(), TEST_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual({
      _id: person.id,
      fullName: 'Ana Souza',
      email: person.email,
      role: 'HUMAN_RESOURCES_MANAGMENT',
      company: { _id: company.id, name: 'Empresa Login', timeZone: 'America/Sao_Paulo' },
      statusActive: 'HIRED',
      admissionDate: '2024-02-01',
    });
    const claims = await verifySessionToken(answer.body.token, config.authSecret);
    expect(claims).toEqual({ sub: person.id, companyId: company.id, role: 'HUMAN_RESOURCES_MANAGMENT', sessionVersion: 0 });
    const [, payload] = answer.body.token.split('.');
    const { iat, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { iat: number; exp: number };
    expect(exp - iat).toBe(12 * 3600);
    expect(JSON.stringify(answer.body)).not.toContain('passwordHash');
  });

  it('wrong password and unknown e-mail get the same 401', async () => {
    const person = await createPerson(company.id);
    const wrong = await signIn(person.email, 'Senha@Errada1');
    const unknown = await signIn(`${randomUUID()}@ninguem.com.br`, TEST_PASSWORD);
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual({ message: SERVER_MSG.invalidCredentials });
    expect(unknown.body).toEqual({ message: SERVER_MSG.invalidCredentials });
  });

  it('a deactivated person with the right password gets 403', async () => {
    const person = await createPerson(company.id, { deactivated: true });
    const answer = await signIn(person.email, TEST_PASSWORD);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: MSG.userDeactivated });
  });

  it('validates the body with the form messages', async () => {
    const answer = await invoke('signIn', { body: { email: 'nao-e-email', password: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ email: MSG.invalidEmail, password: MSG.passwordRequired });
    const malformed = await invoke('signIn', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    // No password of ours is longer than 128 characters: a longer one is refused before any hashing.
    const huge = await invoke('signIn', { body: { email: 'alguem@empresa.com.br', password: 'A1a'.repeat(50_000) } });
    expect(huge.status).toBe(400);
    expect(huge.body.errors).toEqual({ password: PASSWORD_MSG.tooLong });
  });

  it('five wrong passwords make that e-mail wait 15 minutes from that client only: the owner elsewhere gets in', async () => {
    const person = await createPerson(company.id);
    const attacker = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await signInFrom(attacker, person.email, `Errada${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await signInFrom(attacker, person.email, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: SERVER_MSG.accountLocked });
    expect((await signInFrom(newClient(), person.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('answers an e-mail nobody has exactly like a real one, lock included', async () => {
    const person = await createPerson(company.id);
    const nobody = `${randomUUID()}@ninguem.com.br`;
    const tries = async (email: string) => {
      const client = newClient();
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push(await signInFrom(client, email, `Errada${i}`));
      return answers.map((answer) => [answer.status, answer.body]);
    };
    expect(await tries(nobody)).toEqual(await tries(person.email));
  });

  it('a client spraying wrong passwords over many e-mails waits 15 minutes, for every e-mail; others do not', async () => {
    const person = await createPerson(company.id);
    const sprayer = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await signInFrom(sprayer, `${randomUUID()}@alvo.com.br`, 'Senha@123')).status);
    expect(statuses.slice(0, 19).every((status) => status === 401)).toBe(true);
    expect(statuses[19]).toBe(429);
    expect((await signInFrom(sprayer, person.email, TEST_PASSWORD)).status).toBe(429);
    expect((await signInFrom(newClient(), person.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('parallel wrong guesses all count', async () => {
    const person = await createPerson(company.id);
    const client = newClient();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => signInFrom(client, person.email, `Paralela${i}`)));
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(1);
    expect((await signInFrom(client, person.email, TEST_PASSWORD)).status).toBe(429);
  });

  it('the right password forgets that client\'s earlier mistakes for the e-mail', async () => {
    const person = await createPerson(company.id);
    const client = newClient();
    for (let i = 0; i < 4; i += 1) expect((await signInFrom(client, person.email, `Errada${i}`)).status).toBe(401);
    expect((await signInFrom(client, person.email, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await signInFrom(client, person.email, `Errada${i}`)).status).toBe(401);
  });

  it('an e-mail attacked from many clients is never locked, only slowed down: its owner still gets in', async () => {
    const person = await createPerson(company.id);
    for (let i = 0; i < SIGN_IN_POLICY.email.maxFailures; i += 1) {
      expect((await signInFrom(newClient(), person.email, `Errada${i}`)).status).toBe(401);
    }
    const started = Date.now();
    expect((await signInFrom(newClient(), person.email, TEST_PASSWORD)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS);
  });
});

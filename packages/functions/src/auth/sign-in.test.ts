import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignInAnswer } from '@colabora/core/auth/schema';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import { db } from '../db/service';
import { PASSWORD_MSG } from '@colabora/core/admission/password';
import { verifySessionToken } from '../lib/session-token';
import { config } from '../config';
import { createCompany, createPerson, TEST_PASSWORD, type TestCompany } from '../testing/fixtures';
import { invoke } from '../testing/invoke';
import { getUser } from '../users/user-records';

let company: TestCompany;

beforeAll(async () => {
  company = await createCompany('Empresa Login');
});

const signIn = (email: string, password: string) => invoke<SignInAnswer>('signIn', { body: { email, password } });

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
      company: { _id: company.id, name: 'Empresa Login' },
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

  it('five failures lock the account for 15 minutes, even for the right password', async () => {
    const person = await createPerson(company.id);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await signIn(person.email, `Errada${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await signIn(person.email, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: SERVER_MSG.accountLocked });
    const stored = await getUser(company.id, person.id);
    const lockedFor = Date.parse(stored!.lockedUntil!) - Date.now();
    expect(lockedFor).toBeGreaterThan(14 * 60_000);
    expect(lockedFor).toBeLessThanOrEqual(15 * 60_000);
  });

  it('parallel wrong guesses all count', async () => {
    const person = await createPerson(company.id);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => signIn(person.email, `Paralela${i}`)));
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(1);
    expect((await signIn(person.email, TEST_PASSWORD)).status).toBe(429);
  });

  it('once the lock is over the right password signs in and clears the failures', async () => {
    const person = await createPerson(company.id);
    await db.entities.user
      .patch({ companyId: company.id, id: person.id })
      .set({ lockedUntil: new Date(Date.now() - 1000).toISOString(), loginFailures: [new Date().toISOString()] })
      .go();
    expect((await signIn(person.email, TEST_PASSWORD)).status).toBe(200);
    const stored = await getUser(company.id, person.id);
    expect(stored?.loginFailures).toEqual([]);
    expect(stored?.lockedUntil).toBeUndefined();
  });
});

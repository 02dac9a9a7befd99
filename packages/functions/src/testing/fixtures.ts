import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@colabora/core/enums';
import { config } from '../config';
import { db } from '../db/service';
import { hashPassword } from '../lib/password';
import { signSessionToken } from '../lib/session-token';
import { createUser, type NewUser, type UserRecord } from '../users/user-records';

// Test data: fresh companies (random ids) so test files never see each other's records.

export const TEST_PASSWORD = 'Senha@Teste1';
let passwordHash: Promise<string> | null = null;
/** One scrypt hash shared by every fixture person (hashing is deliberately slow). */
export const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

export interface TestCompany {
  id: string;
  name: string;
}

export async function createCompany(name = `Empresa ${randomUUID().slice(0, 8)}`): Promise<TestCompany> {
  const id = randomUUID();
  await db.entities.company.create({ id, name }).go();
  return { id, name };
}

export async function createPerson(
  companyId: string,
  overrides: Partial<NewUser> = {},
): Promise<UserRecord & { token: string }> {
  const user = await createUser({
    companyId,
    email: `${randomUUID()}@teste.com.br`,
    fullName: 'Pessoa de Teste',
    role: 'EMPLOYEE',
    passwordHash: await testPasswordHash(),
    deactivated: false,
    ...overrides,
  });
  return { ...user, token: await tokenFor(user) };
}

export function tokenFor(user: { id: string; companyId: string; role: Role }): Promise<string> {
  return signSessionToken({ sub: user.id, companyId: user.companyId, role: user.role }, config.authSecret);
}

/** A company with one person in each role, and their tokens. */
export async function companyWithEveryRole(): Promise<{
  company: TestCompany;
  people: Record<Role, UserRecord & { token: string }>;
}> {
  const company = await createCompany();
  const entries = await Promise.all(
    ROLES.map(async (role) => [role, await createPerson(company.id, { role, fullName: `Pessoa ${role}` })] as const),
  );
  return { company, people: Object.fromEntries(entries) as Record<Role, UserRecord & { token: string }> };
}

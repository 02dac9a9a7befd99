import { randomUUID } from 'node:crypto';
import { generateCnpj } from '@colabora/core/brazil/cnpj';
import { generateCpf } from '@colabora/core/brazil/cpf';
import type { CompanyAddress } from '@colabora/core/company/schema';
import { stateTimeZone } from '@colabora/core/company/time-zone';
import { zonedClock } from '@colabora/core/timeclock/company-clock';
import { ROLES, type Role } from '@colabora/core/enums';
import { createCompanyRecord } from '../modules/company/company-records';
import { config } from '../config';
import { db } from '../db/service';
import { hashPassword } from '../lib/password';
import { signSessionToken } from '../lib/session-token';
import { newInvitePart, type InviteRecord } from '../modules/admission/invite-records';
import { createUser } from '../modules/person/records';
import { cpfOnlyDocuments, type NewUser, type UserRecord } from '../db/entities/user';

// Test data: fresh companies (random ids) so test files never see each other's records.

export const TEST_PASSWORD = 'Senha@Teste1';
let passwordHash: Promise<string> | null = null;
/**
 * One scrypt hash shared by every fixture person, at a low cost: every sign-in of a fixture person checks it, and
 * at the OWASP cost each check takes ~0.5 s on this machine. The sign-in code is the same; hashes the handlers
 * write (first passwords, new passwords) keep the OWASP cost, which lib/password.test.ts asserts.
 */
export const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD, 12));

export interface TestCompany {
  id: string;
  name: string;
}

/** Where test companies are: a real address of the right shape. */
export const TEST_COMPANY_ADDRESS: CompanyAddress = {
  cep: '01310100',
  publicPlace: 'Avenida Paulista',
  number: '1000',
  complement: null,
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

/** The test companies' clock: the zone their address's state gives (company-records.ts). */
export const TEST_COMPANY_CLOCK = zonedClock(stateTimeZone(TEST_COMPANY_ADDRESS.state));

/** Noon of `day` on the test companies' clock: an instant on that day in every company's zone (the daily jobs). */
export const noonOf = (day: string) => new Date(TEST_COMPANY_CLOCK.instantAt(day, '12:00'));

export async function createCompany(name = `Empresa ${randomUUID().slice(0, 8)}`): Promise<TestCompany> {
  const id = await createCompanyRecord({ name, cnpj: generateCnpj(), address: TEST_COMPANY_ADDRESS });
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
    // Nobody is put on the time clock without a CPF (modules/timeclock/afd-events.ts): one of their own.
    ...(overrides.recordPoints && { documents: cpfOnlyDocuments(generateCpf()) }),
    ...overrides,
  });
  return { ...user, token: await tokenFor(user) };
}

export function tokenFor(user: { id: string; companyId: string; role: Role }): Promise<string> {
  return signSessionToken({ sub: user.id, companyId: user.companyId, role: user.role, sessionVersion: 0 }, config.authSecret);
}

/** A company with one person in each role, and their tokens. */
export interface TestWorld {
  company: TestCompany;
  people: Record<Role, UserRecord & { token: string }>;
}

export async function companyWithEveryRole(): Promise<TestWorld> {
  const company = await createCompany();
  const entries = await Promise.all(
    ROLES.map(async (role) => [role, await createPerson(company.id, { role, fullName: `Pessoa ${role}` })] as const),
  );
  return { company, people: Object.fromEntries(entries) as TestWorld['people'] };
}

/** The test's own company and another one, each with every role: what tenant isolation is tested against. */
export function ownAndOtherCompany(): Promise<[TestWorld, TestWorld]> {
  return Promise.all([companyWithEveryRole(), companyWithEveryRole()]);
}

let candidates = 0;

/** Flags of the candidate's invite that tests set (the welcome page's terms, the e-mail confirmation…). */
export type InviteFlags = Partial<Pick<InviteRecord, 'opened' | 'accepted' | 'emailVerify' | 'concluded'>>;

/** The flags of a candidate who accepted the terms on the welcome page: the steps are open to them. */
export const TERMS_ACCEPTED: InviteFlags = { opened: true, accepted: true };

/**
 * A candidate in admission as POST /api/users/employee leaves them (role, PENDING, offer, dates, invite),
 * without the e-mail: the fixture password is TEST_PASSWORD. `invite` sets flags of the invite (e.g.
 * TERMS_ACCEPTED before saving steps).
 */
export async function createCandidate(
  companyId: string,
  overrides: Partial<NewUser> = {},
  invite: InviteFlags = {},
): Promise<UserRecord & { token: string; inviteId: string }> {
  const inviteId = randomUUID();
  candidates += 1;
  const user = await createUser(
    {
      companyId,
      email: `candidato-${randomUUID()}@teste.com.br`,
      fullName: `Candidato de Teste ${candidates}`,
      phone: '11987654321',
      role: 'ADMISSION_PROCESS',
      statusActive: 'PENDING',
      passwordHash: await testPasswordHash(),
      deactivated: false,
      admissionDate: '2099-01-01',
      limitDate: '2099-01-10',
      percentageFilled: 0,
      disabled: false,
      inviteId,
      hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 300000, vt: 0, va: 0, vr: 0 },
      ...overrides,
    },
    (tx, userId) => [newInvitePart(tx, companyId, inviteId, userId)],
  );
  if (Object.keys(invite).length > 0) await db.entities.invite.patch({ companyId, id: inviteId }).set(invite).go();
  return { ...user, inviteId, token: await tokenFor(user) };
}

/** Gives an existing person an invite (the candidate roles of companyWithEveryRole). */
export async function attachInvite(companyId: string, userId: string): Promise<string> {
  const inviteId = randomUUID();
  await db.transaction
    .write((tx) => [
      newInvitePart(tx, companyId, inviteId, userId),
      tx.user.patch({ companyId, id: userId }).set({ inviteId, statusActive: 'PENDING', limitDate: '2099-01-10', admissionDate: '2099-01-01' }).commit(),
    ])
    .go();
  return inviteId;
}

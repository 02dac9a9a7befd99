import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIRST_ACCESS_MSG } from '@colabora/core/auth/first-access';
import { generateCnpj } from '@colabora/core/brazil/cnpj';
import { newCompanySchema, type NewCompany } from '@colabora/core/company/schema';
import { PASSWORD_MSG } from '@colabora/core/auth/password';
import { db } from '../../db/service';
import { TEST_COMPANY_ADDRESS } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';
import { mailsTo, type SentMail } from '../../testing/mail-store';
import { EmailTakenError, findUserByEmail } from '../person/records';
import { CnpjTakenError } from './company-records';
import { createCompanyWithAdmin } from './create-company';

// `npm run create-company`: the company, its first administrator, and the e-mailed first-access link that
// sets their password once (PUT /api/auth/first-access).

const NEW_PASSWORD = 'Primeira2026';

function newCompany(overrides: Partial<NewCompany> = {}): NewCompany {
  return newCompanySchema.parse({
    name: `Empresa ${randomUUID().slice(0, 6)}`,
    cnpj: generateCnpj(),
    address: { ...TEST_COMPANY_ADDRESS, cep: '01310-100' },
    adminName: 'Helena Duarte',
    adminEmail: `admin-${randomUUID()}@empresa.com.br`,
    ...overrides,
  });
}

const tokenIn = (mail: SentMail) => {
  const match = /\/first-access#(\S+)/.exec(mail.body.text ?? '');
  if (!match) throw new Error(`no first-access link in "${mail.subject}"`);
  return match[1];
};
const setPassword = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  invoke('firstAccess', { body: { token, password, confirmPassword } });
const signIn = (email: string, password: string) => invoke<{ user: { role: string; company: { name: string } } }>('signIn', { body: { email, password } });

describe('createCompanyWithAdmin', () => {
  it('creates the company with its CNPJ and address and an administrator who cannot sign in before the link', async () => {
    const input = newCompany();
    const created = await createCompanyWithAdmin(input);
    expect(created.outcome).toBe('created');
    const { data: company } = await db.entities.company.get({ id: created.companyId }).go();
    // A company in Sao Paulo runs on Sao Paulo's clock (issue 22 §6).
    expect(company).toMatchObject({ name: input.name, cnpj: input.cnpj, address: input.address, timeZone: 'America/Sao_Paulo' });
    const admin = await findUserByEmail(input.adminEmail);
    expect(admin).toMatchObject({ companyId: created.companyId, role: 'ADMINISTRATOR_COMPANY', fullName: 'Helena Duarte' });

    const [mail] = await mailsTo(input.adminEmail);
    expect(mail.subject).toBe(`${input.name}: seu acesso de administrador ao Colabora`);
    expect(mail.body.text).toContain('O link vale uma única vez, até');
    // Only the hash of the link's secret is stored.
    expect(JSON.stringify(admin)).not.toContain(tokenIn(mail).split('.')[2]);
  });

  it("starts the company on its state's time zone (issue 22 §6): one in Amazonas on America/Manaus", async () => {
    const input = newCompany({ address: { ...TEST_COMPANY_ADDRESS, cep: '69005-010', city: 'Manaus', state: 'AM' } });
    const created = await createCompanyWithAdmin(input);
    if (created.outcome !== 'created') throw new Error(created.outcome);
    expect((await db.entities.company.get({ id: created.companyId }).go()).data?.timeZone).toBe('America/Manaus');
  });

  it('sets the password once through the link; the administrator then signs in to their company', async () => {
    const input = newCompany();
    await createCompanyWithAdmin(input);
    const token = tokenIn((await mailsTo(input.adminEmail))[0]);
    const weak = await setPassword(token, 'fraca');
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.password).toBe(PASSWORD_MSG.minLength);

    const answer = await setPassword(token);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toEqual({ email: input.adminEmail });
    const session = await signIn(input.adminEmail, NEW_PASSWORD);
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ role: 'ADMINISTRATOR_COMPANY', company: { name: input.name } });

    const again = await setPassword(token, 'OutraSenha2026');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: FIRST_ACCESS_MSG.invalidLink });
  });

  it('refuses an expired link, a forged one and garbage, each saying what to do', async () => {
    const input = newCompany();
    const created = await createCompanyWithAdmin(input, new Date(Date.now() - 73 * 3_600_000));
    const token = tokenIn((await mailsTo(input.adminEmail))[0]);
    expect((await setPassword(token)).body).toEqual({ message: FIRST_ACCESS_MSG.expiredLink });
    const forged = `${created.companyId}.${created.adminId}.${'A'.repeat(43)}`;
    expect((await setPassword(forged)).body).toEqual({ message: FIRST_ACCESS_MSG.invalidLink });
    expect((await setPassword('nada')).status).toBe(400);
    expect((await signIn(input.adminEmail, NEW_PASSWORD)).status).toBe(401);
  });

  it('run again before the password exists, sends a new link and retires the old one', async () => {
    const input = newCompany();
    await createCompanyWithAdmin(input);
    const again = await createCompanyWithAdmin(input);
    expect(again.outcome).toBe('link-resent');
    const [first, second] = await mailsTo(input.adminEmail);
    expect((await setPassword(tokenIn(first))).body).toEqual({ message: FIRST_ACCESS_MSG.invalidLink });
    expect((await setPassword(tokenIn(second))).status).toBe(200);
  });

  it('refuses a CNPJ another company has and an e-mail someone else uses', async () => {
    const input = newCompany();
    await createCompanyWithAdmin(input);
    await expect(createCompanyWithAdmin(newCompany({ cnpj: input.cnpj }))).rejects.toThrow(CnpjTakenError);
    await expect(createCompanyWithAdmin(newCompany({ adminEmail: input.adminEmail }))).rejects.toThrow(EmailTakenError);
    // Once the administrator has a password, running the command again is refused too.
    await setPassword(tokenIn((await mailsTo(input.adminEmail))[0]));
    await expect(createCompanyWithAdmin(input)).rejects.toThrow(CnpjTakenError);
  });
});

import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ATESTADO_MSG } from '@colabora/core/company/atestado';
import { COMPANY_MSG } from '@colabora/core/company/schema';
import { COMPANY_SETTINGS_MSG, type CompanySettings } from '@colabora/core/company/settings';
import { formatCnpj, generateCnpj } from '@colabora/core/brazil/cnpj';
import { SERVER_MSG } from '@colabora/core/messages';
import { companyIdByCnpj } from '../../modules/company/company-records';
import { createCompany, createPerson, ownAndOtherCompany, TEST_COMPANY_ADDRESS, type TestWorld } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { pdfTexts } from '../../testing/signed-pdf';

// The company's settings (issue 22 §4, §6): its administrator reads and sets the hours-bank regime and the time
// zone; nobody else. And (issue 23 §8) the employer's identification: legal name, CNPJ and places of work; and the
// art. 89 Atestado.

let world: TestWorld;
let other: TestWorld;
beforeAll(async () => {
  [world, other] = await ownAndOtherCompany();
});

type SettingsOrError = CompanySettings & Partial<ErrorBody>;
const admin = (w: TestWorld = world) => w.people.ADMINISTRATOR_COMPANY.token;
const read = (token: string, companyId = world.company.id) => invoke<SettingsOrError>('getCompanySettings', { token, params: { companyId } });
const update = (token: string, body: unknown, companyId = world.company.id) =>
  invoke<SettingsOrError>('updateCompanySettings', { token, params: { companyId }, body });

describe('the company settings', () => {
  it('reads the individual agreement, in Sao Paulo time, until the administrator chooses; then the choice', async () => {
    expect((await read(admin())).body).toMatchObject({ bankRegime: 'INDIVIDUAL_AGREEMENT', timeZone: 'America/Sao_Paulo' });
    const saved = await update(admin(), { bankRegime: 'COLLECTIVE_AGREEMENT', timeZone: 'America/Manaus' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ bankRegime: 'COLLECTIVE_AGREEMENT', timeZone: 'America/Manaus' });
    expect((await read(admin())).body).toMatchObject({ bankRegime: 'COLLECTIVE_AGREEMENT', timeZone: 'America/Manaus' });
    // Another company's stays as it was.
    expect((await read(admin(other), other.company.id)).body.bankRegime).toBe('INDIVIDUAL_AGREEMENT');
  });

  it('refuses a missing or unknown regime with the Portuguese message (400)', async () => {
    for (const body of [{ timeZone: 'America/Sao_Paulo' }, { bankRegime: 'YEARLY', timeZone: 'America/Sao_Paulo' }]) {
      const answer = await update(admin(), body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(COMPANY_SETTINGS_MSG.invalidRegime);
    }
  });

  it('refuses a missing zone, or one outside Brazil’s, with the Portuguese message (400)', async () => {
    for (const body of [{ bankRegime: 'NONE' }, { bankRegime: 'NONE', timeZone: 'Europe/Lisbon' }]) {
      const answer = await update(admin(), body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(COMPANY_SETTINGS_MSG.invalidTimeZone);
    }
  });

  it('is the administrator’s to change and HR’s to read: employees and candidates get 403, and so does another company’s id', async () => {
    for (const role of ['HUMAN_RESOURCES_MANAGMENT', 'EMPLOYEE', 'ADMISSION_PROCESS'] as const) {
      const token = world.people[role].token;
      expect((await update(token, { bankRegime: 'NONE', timeZone: 'America/Sao_Paulo' })).status).toBe(403);
      // HR reads the places of work, to choose a person's (issue 23 §8).
      expect((await read(token)).status).toBe(role === 'HUMAN_RESOURCES_MANAGMENT' ? 200 : 403);
    }
    expect((await read(world.people.HUMAN_RESOURCES_MANAGMENT.token, other.company.id)).status).toBe(403);
    expect((await read(admin(), other.company.id)).status).toBe(403);
    expect((await update(admin(), { bankRegime: 'NONE', timeZone: 'America/Sao_Paulo' }, other.company.id)).status).toBe(403);
    expect((await read(admin(other), other.company.id)).body.bankRegime).toBe('INDIVIDUAL_AGREEMENT');
  });
});

describe('the employer data (issue 23 §8)', () => {
  const place = (name: string) => ({ name, address: { ...TEST_COMPANY_ADDRESS, complement: 'Loja 2' } });

  it('reads the legal name, the CNPJ and the registered address as the one place until the administrator sets them', async () => {
    const company = await createCompany('Padaria Original Ltda');
    const { token } = await createPerson(company.id, { role: 'ADMINISTRATOR_COMPANY' });
    const answer = await read(token, company.id);
    expect(answer.body.employer).toEqual({
      name: 'Padaria Original Ltda',
      cnpj: expect.stringMatching(/^\d{14}$/),
      placesOfWork: [{ name: 'Sede', address: TEST_COMPANY_ADDRESS }],
    });
  });

  it('stores a new legal name, CNPJ and places; the CNPJ moves to the company and the old one is free', async () => {
    const before = (await read(admin())).body.employer.cnpj;
    const cnpj = generateCnpj();
    const employer = { name: 'Padaria Pão Quente Ltda', cnpj: formatCnpj(cnpj), placesOfWork: [place('Loja Centro'), place('Fábrica')] };
    const saved = await update(admin(), { bankRegime: 'INDIVIDUAL_AGREEMENT', timeZone: 'America/Sao_Paulo', employer });
    expect(saved.status).toBe(200);
    expect(saved.body.employer).toEqual({ ...employer, cnpj });
    expect((await read(admin())).body.employer).toEqual({ ...employer, cnpj });
    expect(await companyIdByCnpj(cnpj)).toBe(world.company.id);
    expect(await companyIdByCnpj(before)).toBeNull();
    // Sent again unchanged, and without the employer: it stays.
    expect((await update(admin(), { bankRegime: 'INDIVIDUAL_AGREEMENT', timeZone: 'America/Sao_Paulo', employer: saved.body.employer })).status).toBe(200);
    expect((await update(admin(), { bankRegime: 'NONE', timeZone: 'America/Sao_Paulo' })).body.employer).toEqual({ ...employer, cnpj });
  });

  it('refuses a CNPJ with wrong check digits (400) and one another company holds (409, on the field)', async () => {
    const current = (await read(admin())).body.employer;
    const wrong = await update(admin(), { bankRegime: 'NONE', timeZone: 'America/Sao_Paulo', employer: { ...current, cnpj: '11.222.333/0001-80' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(COMPANY_MSG.invalidCnpj);
    const taken = (await read(admin(other), other.company.id)).body.employer.cnpj;
    const refused = await update(admin(), { bankRegime: 'NONE', timeZone: 'America/Sao_Paulo', employer: { ...current, cnpj: taken } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: COMPANY_MSG.cnpjTaken, errors: { 'employer.cnpj': COMPANY_MSG.cnpjTaken } });
    expect((await read(admin())).body.employer.cnpj).toBe(current.cnpj);
    expect(await companyIdByCnpj(taken)).toBe(other.company.id);
  });

  it('asks for at least one place of work', async () => {
    const current = (await read(admin())).body.employer;
    const answer = await update(admin(), { bankRegime: 'NONE', timeZone: 'America/Sao_Paulo', employer: { ...current, placesOfWork: [] } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Informe ao menos um local de trabalho');
  });
});

describe('GET /api/company/atestado/{companyId} (Portaria 671 art. 89)', () => {
  it('downloads the Atestado with the company’s and the program’s data and the signers’ blanks', async () => {
    const answer = await invoke<string>('getAtestado', { token: admin(), params: { companyId: world.company.id } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${ATESTADO_MSG.fileName}"`);
    const pdf = new Uint8Array(Buffer.from(answer.raw, 'base64'));
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfTexts(pdf).join(' ');
    const { employer } = (await read(admin())).body;
    for (const item of [ATESTADO_MSG.title, employer.name, 'Número de registro no INPI', 'Responsável técnico', 'Responsável legal', 'Colabora']) {
      expect(text).toContain(item);
    }
  });

  it('prints the program’s version, the developer’s legal name and the signers the stage sets', async () => {
    const settings = {
      PROGRAM_VERSION: '2.3.1',
      DEVELOPER_NAME: 'Colabora Sistemas Ltda',
      TECHNICAL_LEAD_NAME: 'Ana Técnica',
      TECHNICAL_LEAD_CPF: '52998224725',
      LEGAL_REPRESENTATIVE_NAME: 'Bruno Legal',
      LEGAL_REPRESENTATIVE_CPF: '11144477735',
    };
    for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
    try {
      const answer = await invoke<string>('getAtestado', { token: admin(), params: { companyId: world.company.id } });
      const text = pdfTexts(new Uint8Array(Buffer.from(answer.raw, 'base64'))).join(' ');
      for (const item of ['Versão do programa', '2.3.1', 'Colabora Sistemas Ltda', 'Ana Técnica', '529.982.247-25', 'Bruno Legal', '111.444.777-35']) {
        expect(text).toContain(item);
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('is the administrator’s only, of their own company', async () => {
    for (const token of [world.people.HUMAN_RESOURCES_MANAGMENT.token, world.people.EMPLOYEE.token]) {
      expect((await invoke('getAtestado', { token, params: { companyId: world.company.id } })).status).toBe(403);
    }
    const elsewhere = await invoke('getAtestado', { token: admin(), params: { companyId: other.company.id } });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body).toEqual({ message: SERVER_MSG.forbidden });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { AdmissionListItem, CollaboratorDetail, InviteSignInAnswer } from '@colabora/core/admission/contract';
import type { SignInAnswer } from '@colabora/core/auth/schema';
import type { Page } from '@colabora/core/paging';
import type { JobRole } from '@colabora/core/job-role/schema';
import type { Department } from '@colabora/core/department/schema';
import type { Journey } from '@colabora/core/workday/schema';
import type { DemoAccount } from '@colabora/local/seed';
import { invoke } from './invoke';

// The local runtime's demo seed (packages/local/src/seed.ts), run against its own empty table.
process.env.SST_Table_tableName_Main = inject('seedTableName');

let seedDemo: () => Promise<boolean>;
let accounts: DemoAccount[];

beforeAll(async () => {
  ({ seedDemo, DEMO_ACCOUNTS: accounts } = await import('@colabora/local/seed'));
});

describe('demo seed', () => {
  it('seeds an empty table once', async () => {
    expect(await seedDemo()).toBe(true);
    expect(await seedDemo()).toBe(false);
  });

  it('every demo account signs in with the demo password and its role', async () => {
    expect(accounts.map((a) => a.email)).toEqual([
      'admin@demo.com.br',
      'rh@demo.com.br',
      'colaborador@demo.com.br',
      'candidato@demo.com.br',
      'admin@outra.com.br',
    ]);
    for (const account of accounts) {
      const answer = await invoke<SignInAnswer>('signIn', { body: { email: account.email, password: 'Demo@2026' } });
      expect(answer.status).toBe(200);
      expect(answer.body.user.role).toBe(account.role);
      expect(answer.body.user.company.name).toBe(account.company);
    }
  });

  it('the collaborator is in experience, admitted about 20 days ago, with a role and a department', async () => {
    const employee = await invoke<SignInAnswer>('signIn', {
      body: { email: 'colaborador@demo.com.br', password: 'Demo@2026' },
    });
    expect(employee.body.user.statusActive).toBe('WORK_EXPERIENCE');
    const days = (Date.now() - Date.parse(employee.body.user.admissionDate!)) / 86_400_000;
    expect(days).toBeGreaterThan(19);
    expect(days).toBeLessThan(22);

    const admin = await invoke<SignInAnswer>('signIn', { body: { email: 'admin@demo.com.br', password: 'Demo@2026' } });
    const companyId = admin.body.user.company._id;
    const roles = await invoke<JobRole[]>('listJobRoles', { token: admin.body.token, params: { companyId } });
    const departments = await invoke<Department[]>('listDepartments', { token: admin.body.token, params: { companyId } });
    expect(roles.body).toHaveLength(5);
    expect(departments.body).toHaveLength(4);
    expect(Object.fromEntries(roles.body.map((r) => [r.name, r.totalEmployees]))).toEqual({
      'Analista de Recursos Humanos': 1,
      'Assistente Comercial': 2,
      'Auxiliar de Limpeza': 1,
      'Gerente Administrativo': 1,
      'Motorista de Entregas': 2,
    });
    expect(Object.fromEntries(departments.body.map((d) => [d.name, d.totalEmployees]))).toEqual({
      Administrativo: 2,
      Comercial: 2,
      Logística: 2,
      'Recursos Humanos': 1,
    });
    expect(roles.body.every((r) => Number.isInteger(r.baseSalary) && r.baseSalary >= 1_518_00)).toBe(true);
  });

  it('the demo company has three real journeys, and the people on each are its Colaboradores', async () => {
    const admin = await invoke<SignInAnswer>('signIn', { body: { email: 'admin@demo.com.br', password: 'Demo@2026' } });
    const companyId = admin.body.user.company._id;
    const journeys = await invoke<Page<Journey>>('paginateWorkdays', { token: admin.body.token, params: { companyId } });
    expect(Object.fromEntries(journeys.body.docs.map((j) => [j.name, [j.scaleType, j.totalHours, j.nightAdditional, j.totalEmployees]]))).toEqual({
      'Comercial 44h': ['5x2', '44:00', '00:00', 2],
      'Escala 12x36': ['12/36', '48:00', '28:00', 2],
      'Loja 6x1': ['6x1', '44:00', '00:00', 2],
    });
    const employee = await invoke<SignInAnswer>('signIn', { body: { email: 'colaborador@demo.com.br', password: 'Demo@2026' } });
    const own = await invoke<Journey>('getPersonJourney', { token: employee.body.token, params: { userId: employee.body.user._id } });
    expect(own.body.name).toBe('Loja 6x1');
  });

  it('the candidate is pending admission, with no experience period yet', async () => {
    const candidate = await invoke<SignInAnswer>('signIn', {
      body: { email: 'candidato@demo.com.br', password: 'Demo@2026' },
    });
    expect(candidate.body.user.role).toBe('ADMISSION_PROCESS');
    expect(candidate.body.user.statusActive).toBe('PENDING');
  });

  it('the candidate holds an invite: signs in at /api/invite/auth and is on the admissions list', async () => {
    const invite = await invoke<InviteSignInAnswer>('inviteSignIn', {
      body: { email: 'candidato@demo.com.br', password: 'Demo@2026' },
    });
    expect(invite.status).toBe(200);
    expect(invite.body.invite).toMatchObject({ opened: false, accepted: false, concluded: false, emailVerify: false });
    const admin = await invoke<SignInAnswer>('signIn', { body: { email: 'admin@demo.com.br', password: 'Demo@2026' } });
    const companyId = admin.body.user.company._id;
    const list = await invoke<Page<AdmissionListItem>>('listCompanyUsers', {
      token: admin.body.token,
      params: { companyId },
      query: { status: 'ADMISSION' },
    });
    expect(list.body.docs.map((d) => d.fullName)).toEqual(['Ana Beatriz Souza']);
    const detail = await invoke<CollaboratorDetail>('getUser', { token: admin.body.token, params: { id: list.body.docs[0]._id } });
    expect(detail.body.hiringData).toMatchObject({ regime: 'CLT', hasStandardSalary: true, salary: 3_100_00 });
    expect(detail.body.limitDate >= detail.body.admissionDate).toBe(true);
  });

  it('the second company has its own catalogue', async () => {
    const admin = await invoke<SignInAnswer>('signIn', { body: { email: 'admin@outra.com.br', password: 'Demo@2026' } });
    const companyId = admin.body.user.company._id;
    const roles = await invoke<JobRole[]>('listJobRoles', { token: admin.body.token, params: { companyId } });
    expect(roles.body.map((r) => r.name)).toEqual(['Analista de Suporte', 'Coordenador de Projetos', 'Desenvolvedor de Software']);
  });
});

import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, type RouteName } from '@colabora/core/api-routes';
import { ROLES, type Role } from '@colabora/core/enums';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import { config } from '../config';
import { db } from '../db/service';
import { signSessionToken } from '../lib/session-token';
import { companyWithEveryRole, createPerson, tokenFor, type TestCompany } from '../testing/fixtures';
import { invoke, type InvokeOptions } from '../testing/invoke';
import { uploadFile, XLSX_TYPE } from '../testing/upload-file';
import { roleAllowed } from './access';

// Every manifest route × every role × own / other company, plus missing and bad tokens: the answer
// is 401 / 403 / 404 where it must be, a success otherwise, and nothing of the other company leaks.

type Scope = 'own' | 'other-company' | 'other-record';
interface World {
  company: TestCompany;
  people: Record<Role, { id: string; token: string }>;
  jobRoleId: string;
  departmentId: string;
  names: string[];
}

let own: World;
let other: World;
let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter} ${Date.now()}`;

async function sheet(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('P').addRow(['Nome', 'Salário base']);
  book.worksheets[0].addRow([unique('Importado'), 1500]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function world(): Promise<World> {
  const { company, people } = await companyWithEveryRole();
  const hr = people.ADMINISTRATOR_COMPANY.token;
  const roleName = unique('Cargo secreto');
  const departmentName = unique('Departamento secreto');
  const role = await invoke<{ _id: string }>('createJobRole', {
    token: hr,
    body: { name: roleName, baseSalary: 123456, company: company.id },
  });
  const department = await invoke<{ _id: string }>('createDepartment', {
    token: hr,
    body: { name: departmentName, company: company.id },
  });
  return {
    company,
    people,
    jobRoleId: role.body._id,
    departmentId: department.body._id,
    names: [company.name, roleName, departmentName],
  };
}

beforeAll(async () => {
  [own, other] = await Promise.all([world(), world()]);
});

/** How the route names a company or a record, and so what "the other company" means for it. */
type Reference = 'none' | 'companyId' | 'bodyCompany' | 'record' | 'recordAndBodyCompany' | 'uploadKey';
const REFERENCE: Record<RouteName, Reference> = {
  signIn: 'none',
  createUpload: 'none',
  listJobRoles: 'companyId',
  paginateJobRoles: 'companyId',
  createJobRole: 'bodyCompany',
  updateJobRole: 'recordAndBodyCompany',
  deleteJobRole: 'record',
  importJobRoles: 'uploadKey',
  jobRoleSheetModel: 'none',
  listDepartments: 'companyId',
  paginateDepartments: 'companyId',
  createDepartment: 'bodyCompany',
  updateDepartment: 'recordAndBodyCompany',
  deleteDepartment: 'record',
  importDepartments: 'uploadKey',
  departmentSheetModel: 'none',
};

const isDepartment = (route: RouteName) => API[route].resource === 'department';

/** A request that succeeds for an allowed caller of `own`, aimed at `own` or `other` as the scope says. */
async function request(route: RouteName, scope: Scope): Promise<InvokeOptions> {
  const hr = own.people.ADMINISTRATOR_COMPANY.token;
  const department = isDepartment(route);
  const companyId = scope === 'other-company' ? other.company.id : own.company.id;
  const itemBody = (name: string, company = companyId) =>
    department ? { name, company } : { name, baseSalary: 250000, toxicologicalExam: false, company };
  const freshRecord = async () => {
    const created = await invoke<{ _id: string }>(department ? 'createDepartment' : 'createJobRole', {
      token: hr,
      body: itemBody(unique('Novo'), own.company.id),
    });
    return created.body._id;
  };
  const otherRecord = department ? other.departmentId : other.jobRoleId;
  switch (route) {
    case 'signIn':
      return { body: { email: 'ninguem@teste.com.br', password: 'x' } };
    case 'createUpload':
      return { body: { purpose: 'sheet', fileName: 'a.xlsx', contentType: XLSX_TYPE, size: 100 } };
    case 'listJobRoles':
    case 'listDepartments':
    case 'paginateJobRoles':
    case 'paginateDepartments':
      return { params: { companyId } };
    case 'createJobRole':
    case 'createDepartment':
      return { body: itemBody(unique('Criado')) };
    case 'updateJobRole':
    case 'updateDepartment':
      return {
        params: { id: scope === 'other-record' ? otherRecord : await freshRecord() },
        body: itemBody(unique('Renomeado')),
      };
    case 'deleteJobRole':
    case 'deleteDepartment':
      return { params: { id: scope === 'other-record' ? otherRecord : await freshRecord() } };
    case 'importJobRoles':
    case 'importDepartments': {
      const uploader = scope === 'other-record' ? other.people.ADMINISTRATOR_COMPANY.token : hr;
      return { body: { key: await uploadFile(uploader, 'p.xlsx', await sheet()) } };
    }
    case 'jobRoleSheetModel':
    case 'departmentSheetModel':
      return {};
  }
}

function scopesOf(route: RouteName): Scope[] {
  switch (REFERENCE[route]) {
    case 'companyId':
    case 'bodyCompany':
      return ['own', 'other-company'];
    case 'record':
    case 'uploadKey':
      return ['own', 'other-record'];
    case 'recordAndBodyCompany':
      return ['own', 'other-company', 'other-record'];
    default:
      return ['own'];
  }
}

function expectedStatus(route: RouteName, role: Role, scope: Scope): number | 'success' {
  if (!roleAllowed(API[route].access, role)) return 403;
  if (scope === 'other-company') return 403;
  if (scope === 'other-record') return 404;
  return 'success';
}

function expectNoLeak(body: string): void {
  for (const secret of [other.company.id, other.jobRoleId, other.departmentId, ...other.names]) {
    expect(body).not.toContain(secret);
  }
}

const protectedRoutes = (Object.keys(API) as RouteName[]).filter((route) => API[route].access !== 'public');

describe.each(protectedRoutes)('%s', (route) => {
  it('without a token: 401', async () => {
    const answer = await invoke(route, await request(route, 'own'));
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: SERVER_MSG.unauthenticated });
  });

  it('with a bad, foreign or expired token: 401', async () => {
    const base = await request(route, 'own');
    const claims = { sub: own.people.ADMINISTRATOR_COMPANY.id, companyId: own.company.id, role: 'ADMINISTRATOR_COMPANY' as const };
    const tokens = [
      'garbage',
      await signSessionToken(claims, 'a-secret-that-is-not-ours-at-all-0000000'),
      await signSessionToken(claims, config.authSecret, new Date(Date.now() - 13 * 3600_000)),
      await signSessionToken({ ...claims, companyId: other.company.id }, config.authSecret),
    ];
    for (const token of tokens) {
      const answer = await invoke(route, { ...base, token });
      expect(answer.status).toBe(401);
    }
  });

  for (const role of ROLES) {
    for (const scope of scopesOf(route)) {
      const expected = expectedStatus(route, role, scope);
      it(`${role}, ${scope}: ${expected}`, async () => {
        const answer = await invoke(route, { ...(await request(route, scope)), token: own.people[role].token });
        if (expected === 'success') {
          expect(answer.status, answer.raw).toBeGreaterThanOrEqual(200);
          expect(answer.status, answer.raw).toBeLessThan(300);
        } else {
          expect(answer.status, answer.raw).toBe(expected);
        }
        expectNoLeak(answer.raw);
      });
    }
  }
});

describe('the public sign-in route', () => {
  it('needs no token', async () => {
    const answer = await invoke('signIn', await request('signIn', 'own'));
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: SERVER_MSG.invalidCredentials });
  });
});

describe('the caller is loaded on every call', () => {
  it('a deactivated person is turned away at once', async () => {
    const person = await createPerson(own.company.id, { role: 'ADMINISTRATOR_COMPANY' });
    expect((await invoke('listJobRoles', { token: person.token, params: { companyId: own.company.id } })).status).toBe(200);
    await db.entities.user.patch({ companyId: own.company.id, id: person.id }).set({ deactivated: true }).go();
    const answer = await invoke('listJobRoles', { token: person.token, params: { companyId: own.company.id } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: MSG.userDeactivated });
  });

  it('a role change applies at once, whatever the token says', async () => {
    const person = await createPerson(own.company.id, { role: 'EMPLOYEE' });
    const claimsAdmin = await tokenFor({ ...person, role: 'ADMINISTRATOR_COMPANY' });
    const answer = await invoke('listJobRoles', { token: claimsAdmin, params: { companyId: own.company.id } });
    expect(answer.status).toBe(403);
  });

  it('a token of someone who no longer exists is refused', async () => {
    const ghost = await tokenFor({ id: 'desconhecido', companyId: own.company.id, role: 'ADMINISTRATOR_COMPANY' });
    expect((await invoke('listJobRoles', { token: ghost, params: { companyId: own.company.id } })).status).toBe(401);
  });
});

describe('the other company is untouched', () => {
  it('keeps its job role and department', async () => {
    const token = other.people.ADMINISTRATOR_COMPANY.token;
    const roles = await invoke<{ _id: string }[]>('listJobRoles', { token, params: { companyId: other.company.id } });
    const departments = await invoke<{ _id: string }[]>('listDepartments', {
      token,
      params: { companyId: other.company.id },
    });
    expect(roles.body.map((r) => r._id)).toEqual([other.jobRoleId]);
    expect(departments.body.map((d) => d._id)).toEqual([other.departmentId]);
  });
});

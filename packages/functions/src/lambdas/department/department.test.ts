import { beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT_MSG, type Department } from '@colabora/core/department/schema';
import type { Page } from '@colabora/core/paging';
import { createCompany, createPerson, type TestCompany } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';

let company: TestCompany;
let token: string;

beforeAll(async () => {
  company = await createCompany();
  token = (await createPerson(company.id, { role: 'ADMINISTRATOR_COMPANY' })).token;
});

const create = (name: string) => invoke<Department>('createDepartment', { token, body: { name, company: company.id } });

describe('departments', () => {
  it('create, list, paginate, update and delete as the spec calls them', async () => {
    const finance = await create('Financeiro');
    expect(finance.status).toBe(201);
    expect(finance.body).toEqual({ _id: expect.any(String), code: 1, name: 'Financeiro', totalEmployees: 0, company: company.id });
    const hr = (await create('Recursos Humanos')).body;
    await create('Operações');

    const list = await invoke<Department[]>('listDepartments', { token, params: { companyId: company.id } });
    expect(list.body.map((d) => d.name)).toEqual(['Financeiro', 'Operações', 'Recursos Humanos']);

    const page = await invoke<Page<Department>>('paginateDepartments', {
      token,
      params: { companyId: company.id },
      query: { page: '1', limit: '5', order: 'desc', orderBy: 'code', text: 'o' },
    });
    expect(page.body.total).toBe(3);
    expect(page.body.docs.map((d) => d.code)).toEqual([3, 2, 1]);

    const updated = await invoke<Department>('updateDepartment', {
      token,
      params: { id: hr._id },
      body: { _id: hr._id, name: 'Gente e Gestão', company: company.id },
    });
    expect(updated.body).toMatchObject({ _id: hr._id, code: 2, name: 'Gente e Gestão' });

    expect((await invoke('deleteDepartment', { token, params: { id: hr._id } })).status).toBe(200);
    expect((await create('Recursos Humanos')).body.code).toBe(4);
  });

  it('validates and refuses duplicate names', async () => {
    const empty = await invoke('createDepartment', { token, body: { name: ' ', company: company.id } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      message: DEPARTMENT_MSG.nameRequired,
      errors: { name: DEPARTMENT_MSG.nameRequired },
    });
    await create('Logística');
    const duplicate = await create('LOGISTICA');
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: DEPARTMENT_MSG.duplicateName });
  });

  it('counts its people and cannot be deleted while it has any', async () => {
    const sales = (await create('Vendas')).body;
    await createPerson(company.id, { departmentId: sales._id });
    const page = await invoke<Page<Department>>('paginateDepartments', {
      token,
      params: { companyId: company.id },
      query: { text: 'vendas' },
    });
    expect(page.body.docs[0].totalEmployees).toBe(1);
    const refused = await invoke('deleteDepartment', { token, params: { id: sales._id } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: DEPARTMENT_MSG.inUse(1) });
    const renamed = await invoke<Department>('updateDepartment', {
      token,
      params: { id: sales._id },
      body: { name: 'Vendas e Pós-venda', company: company.id },
    });
    expect(renamed.body).toMatchObject({ name: 'Vendas e Pós-venda', totalEmployees: 1 });
  });

  it('paginate sorts by total of collaborators, and an unused department is deleted', async () => {
    const own = await createCompany();
    const admin = (await createPerson(own.id, { role: 'ADMINISTRATOR_COMPANY' })).token;
    const ids: string[] = [];
    for (const name of ['Compras', 'Qualidade', 'Manutenção']) {
      ids.push((await invoke<Department>('createDepartment', { token: admin, body: { name, company: own.id } })).body._id);
    }
    await Promise.all([
      createPerson(own.id, { departmentId: ids[2] }),
      createPerson(own.id, { departmentId: ids[2] }),
      createPerson(own.id, { departmentId: ids[2] }),
      createPerson(own.id, { departmentId: ids[0] }),
    ]);
    const sorted = await invoke<Page<Department>>('paginateDepartments', {
      token: admin,
      params: { companyId: own.id },
      query: { orderBy: 'totalEmployees', order: 'desc' },
    });
    expect(sorted.body.docs.map((d) => [d.name, d.totalEmployees])).toEqual([
      ['Manutenção', 3],
      ['Compras', 1],
      ['Qualidade', 0],
    ]);
    expect((await invoke('deleteDepartment', { token: admin, params: { id: ids[2] } })).body).toEqual({
      message: DEPARTMENT_MSG.inUse(3),
    });
    expect((await invoke('deleteDepartment', { token: admin, params: { id: ids[1] } })).status).toBe(200);
    const left = await invoke<Department[]>('listDepartments', { token: admin, params: { companyId: own.id } });
    expect(left.body.map((d) => [d.name, d.totalEmployees])).toEqual([
      ['Compras', 1],
      ['Manutenção', 3],
    ]);
  });
});

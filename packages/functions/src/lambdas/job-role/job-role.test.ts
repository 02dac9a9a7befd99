import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_ROLE_MSG, type JobRole } from '@colabora/core/job-role/schema';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import type { Page } from '@colabora/core/paging';
import { readFirstSheet } from '../../lib/xlsx-read';
import { stopDynamo, watchDynamoCommands } from '../../testing/dynamo-commands';
import { createCompany, createPerson, type TestCompany } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';

let company: TestCompany;
let token: string;

beforeAll(async () => {
  company = await createCompany();
  token = (await createPerson(company.id, { role: 'HUMAN_RESOURCES_MANAGMENT' })).token;
});

const create = (name: string, baseSalary = 250000, toxicologicalExam = false) =>
  invoke<JobRole>('createJobRole', { token, body: { name, baseSalary, toxicologicalExam, company: company.id } });

describe('job roles', () => {
  it('creates with sequential codes and answers the doc', async () => {
    const first = await create('Analista de Sistemas', 650000, true);
    const second = await create('Auxiliar Administrativo', 180000);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      _id: expect.any(String),
      code: 1,
      name: 'Analista de Sistemas',
      baseSalary: 650000,
      toxicologicalExam: true,
      totalEmployees: 0,
      company: company.id,
    });
    expect(second.body.code).toBe(2);
  });

  it('answers what it wrote even when DynamoDB stops answering right after the commit', async () => {
    const outage = stopDynamo({ afterCommit: true });
    try {
      const created = await create('Engenheiro de Dados', 900000, true);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Engenheiro de Dados', baseSalary: 900000, toxicologicalExam: true, totalEmployees: 0 });
    } finally {
      outage.stop();
    }
    const existing = await create('Engenheiro de Dados II');
    const outage2 = stopDynamo({ afterCommit: true });
    try {
      const renamed = await invoke<JobRole>('updateJobRole', {
        token,
        params: { id: existing.body._id },
        body: { name: 'Engenheira de Dados II', baseSalary: 910000, toxicologicalExam: false, company: company.id },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ name: 'Engenheira de Dados II', baseSalary: 910000 });
    } finally {
      outage2.stop();
    }
  });

  it('refuses a name already used, ignoring accents and case', async () => {
    await create('Técnico de Manutenção');
    const duplicate = await create('  tecnico de MANUTENCAO ');
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: JOB_ROLE_MSG.duplicateName });
  });

  it('validates with the form messages', async () => {
    const answer = await invoke('createJobRole', { token, body: { name: '', baseSalary: 0, company: company.id } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: MSG.required,
      errors: { name: MSG.required, baseSalary: MSG.required },
    });
    const fraction = await invoke('createJobRole', { token, body: { name: 'X', baseSalary: 10.5, company: company.id } });
    expect(fraction.status).toBe(400);
  });

  it('twenty parallel creations get twenty distinct consecutive codes', async () => {
    const other = await createCompany();
    const hr = await createPerson(other.id, { role: 'ADMINISTRATOR_COMPANY' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        invoke<JobRole>('createJobRole', {
          token: hr.token,
          body: { name: `Cargo paralelo ${i}`, baseSalary: 100000 + i, company: other.id },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(answers.map((a) => a.body.code).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('updates, and a rename frees the old name', async () => {
    const role = (await create('Recepcionista', 170000)).body;
    const renamed = await invoke<JobRole>('updateJobRole', {
      token,
      params: { id: role._id },
      body: { _id: role._id, name: 'Recepcionista Bilíngue', baseSalary: 260000, toxicologicalExam: true, company: company.id },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ _id: role._id, code: role.code, name: 'Recepcionista Bilíngue', baseSalary: 260000 });
    expect((await create('Recepcionista')).status).toBe(201);
    const clash = await invoke('updateJobRole', {
      token,
      params: { id: role._id },
      body: { name: 'RECEPCIONISTA', baseSalary: 1, company: company.id },
    });
    expect(clash.status).toBe(409);
    const recased = await invoke<JobRole>('updateJobRole', {
      token,
      params: { id: role._id },
      body: { name: 'recepcionista bilíngue', baseSalary: 1, company: company.id },
    });
    expect(recased.status).toBe(200);
    expect(recased.body.name).toBe('recepcionista bilíngue');
  });

  it('an unknown id is 404', async () => {
    const answer = await invoke('updateJobRole', {
      token,
      params: { id: 'nao-existe' },
      body: { name: 'Qualquer', baseSalary: 1000, company: company.id },
    });
    expect(answer.status).toBe(404);
    expect((await invoke('deleteJobRole', { token, params: { id: 'nao-existe' } })).status).toBe(404);
  });

  it('counts the people holding a role and refuses to delete it while they do', async () => {
    const role = (await create('Operador de Empilhadeira', 240000, true)).body;
    await createPerson(company.id, { jobRoleId: role._id });
    await createPerson(company.id, { jobRoleId: role._id });
    const list = await invoke<JobRole[]>('listJobRoles', { token, params: { companyId: company.id } });
    expect(list.body.find((r) => r._id === role._id)?.totalEmployees).toBe(2);
    const refused = await invoke('deleteJobRole', { token, params: { id: role._id } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: JOB_ROLE_MSG.inUse(2) });
    expect((await invoke<JobRole[]>('listJobRoles', { token, params: { companyId: company.id } })).body).toContainEqual(
      expect.objectContaining({ _id: role._id, totalEmployees: 2 }),
    );
  });

  it('an update keeps the total of collaborators', async () => {
    const role = (await create('Conferente', 200000)).body;
    await createPerson(company.id, { jobRoleId: role._id });
    const updated = await invoke<JobRole>('updateJobRole', {
      token,
      params: { id: role._id },
      body: { name: 'Conferente de Carga', baseSalary: 210000, company: company.id },
    });
    expect(updated.body).toMatchObject({ name: 'Conferente de Carga', totalEmployees: 1 });
    expect((await invoke('deleteJobRole', { token, params: { id: role._id } })).body).toEqual({
      message: JOB_ROLE_MSG.inUse(1),
    });
  });

  it('deletes a free role and its name can be used again', async () => {
    const role = (await create('Estagiário')).body;
    const removed = await invoke('deleteJobRole', { token, params: { id: role._id } });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ _id: role._id });
    expect((await invoke('deleteJobRole', { token, params: { id: role._id } })).status).toBe(404);
    expect((await create('Estagiário')).status).toBe(201);
  });
});

describe('job role lists', () => {
  let listCompany: TestCompany;
  let listToken: string;

  beforeAll(async () => {
    listCompany = await createCompany();
    listToken = (await createPerson(listCompany.id, { role: 'ADMINISTRATOR_COMPANY' })).token;
    for (const [name, salary] of [
      ['Vendedor', 220000],
      ['Ângelo Supervisor', 500000],
      ['analista contábil', 450000],
      ['Zelador', 160000],
      ['Analista Fiscal', 450000],
      ['Coordenador', 800000],
    ] as const) {
      await invoke('createJobRole', { token: listToken, body: { name, baseSalary: salary, company: listCompany.id } });
    }
  });

  const paginate = (query: Record<string, string>) =>
    invoke<Page<JobRole>>('paginateJobRoles', { token: listToken, params: { companyId: listCompany.id }, query });

  it('GET /{companyId} lists every role by name (pt-BR)', async () => {
    const list = await invoke<JobRole[]>('listJobRoles', { token: listToken, params: { companyId: listCompany.id } });
    expect(list.body.map((r) => r.name)).toEqual([
      'analista contábil',
      'Analista Fiscal',
      'Ângelo Supervisor',
      'Coordenador',
      'Vendedor',
      'Zelador',
    ]);
  });

  it('paginate defaults to code ascending, 5 per page, 1-based', async () => {
    const first = await paginate({});
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(6);
    expect(first.body.docs.map((r) => r.code)).toEqual([1, 2, 3, 4, 5]);
    expect((await paginate({ page: '2' })).body.docs.map((r) => r.code)).toEqual([6]);
  });

  it('paginate searches accent-free names and codes, and sorts', async () => {
    const search = await paginate({ text: 'ANALISTA', orderBy: 'name', order: 'desc' });
    expect(search.body).toMatchObject({ total: 2 });
    expect(search.body.docs.map((r) => r.name)).toEqual(['Analista Fiscal', 'analista contábil']);
    expect((await paginate({ text: 'angelo' })).body.docs.map((r) => r.name)).toEqual(['Ângelo Supervisor']);
    expect((await paginate({ text: '6' })).body.docs.map((r) => r.code)).toEqual([6]);
    const bySalary = await paginate({ orderBy: 'baseSalary', order: 'desc', limit: '10' });
    expect(bySalary.body.docs.map((r) => r.code)).toEqual([6, 2, 3, 5, 1, 4]);
  });

  it('paginate sorts by total of collaborators, ties by code', async () => {
    const roles = (await paginate({ limit: '10' })).body.docs;
    await createPerson(listCompany.id, { jobRoleId: roles[3]._id });
    await createPerson(listCompany.id, { jobRoleId: roles[3]._id });
    await createPerson(listCompany.id, { jobRoleId: roles[1]._id });
    const desc = await paginate({ orderBy: 'totalEmployees', order: 'desc', limit: '5' });
    expect(desc.body.total).toBe(6);
    expect(desc.body.docs.map((r) => [r.code, r.totalEmployees])).toEqual([
      [4, 2],
      [2, 1],
      [1, 0],
      [3, 0],
      [5, 0],
    ]);
    const asc = await paginate({ orderBy: 'totalEmployees', order: 'asc', limit: '5', page: '2' });
    expect(asc.body.docs.map((r) => [r.code, r.totalEmployees])).toEqual([[4, 2]]);
    const search = await paginate({ orderBy: 'totalEmployees', order: 'desc', text: 'analista' });
    expect(search.body.docs.map((r) => r.code)).toEqual([3, 5]);
  });

  it('paginate reads the catalogue with one query and counts nothing', async () => {
    const sent = watchDynamoCommands();
    const answer = await paginate({ orderBy: 'totalEmployees', order: 'desc', limit: '25' });
    sent.stop();
    expect(answer.status).toBe(200);
    expect(sent.commands.filter((c) => c.name === 'QueryCommand')).toHaveLength(1);
    expect(sent.commands.some((c) => c.select === 'COUNT')).toBe(false);
    // The caller is loaded on every request (authorize): one GetItem.
    expect(sent.commands.map((c) => c.name).sort()).toEqual(['GetItemCommand', 'QueryCommand']);
  });

  it('a GET that announces JSON without a body still works', async () => {
    const answer = await invoke<JobRole[]>('listJobRoles', {
      token: listToken,
      params: { companyId: listCompany.id },
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(200);
  });

  it('paginate refuses page sizes other than 5, 10 and 25', async () => {
    const answer = await paginate({ limit: '7' });
    expect(answer.status).toBe(400);
    expect((answer.body as unknown as { errors: Record<string, string> }).errors.limit).toBe('Tamanho de página inválido');
  });
});

describe('job role sheet model', () => {
  it('downloads a workbook with the import headers and an example row', async () => {
    const token2 = (await createPerson((await createCompany()).id, { role: 'HUMAN_RESOURCES_MANAGMENT' })).token;
    const answer = await invoke<string>('jobRoleSheetModel', { token: token2 });
    expect(answer.status).toBe(200);
    expect(answer.isBase64Encoded).toBe(true);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="modelo-cargos.xlsx"');
    const bytes = Buffer.from(answer.raw, 'base64');
    expect(readFirstSheet(bytes, { maxDataRows: 1 })[0].cells).toEqual(['Nome', 'Salário base', 'Exame toxicológico']);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].getRow(2).values).toEqual([undefined, 'Analista de Recursos Humanos', 4500, 'Não']);
  });

  it('is not for other roles', async () => {
    const employee = await createPerson((await createCompany()).id, { role: 'EMPLOYEE' });
    const answer = await invoke('jobRoleSheetModel', { token: employee.token });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: SERVER_MSG.forbidden });
  });
});

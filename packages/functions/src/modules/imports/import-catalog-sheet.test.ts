import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT_MSG, type Department } from '@colabora/core/department/schema';
import { JOB_ROLE_MSG, type JobRole } from '@colabora/core/job-role/schema';
import { SERVER_MSG } from '@colabora/core/messages';
import { IMPORT_MAX_ROWS, type ImportAnswer } from '@colabora/core/uploads/schema';
import { config } from '../../config';
import { createCompany, createPerson, type TestCompany } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';
import { uploadFile } from '../../testing/upload-file';
import { s3 } from '../files/s3-client';
import { newUploadKey } from '../files/upload-key';

async function workbook(rows: unknown[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Planilha1');
  rows.forEach((row) => sheet.addRow(row));
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** The model as someone fills it: its example row kept, one row of their own added below. */
async function withRow(model: Uint8Array, row: unknown[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(model) as unknown as ExcelJS.Buffer);
  book.worksheets[0].addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function exists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: config.bucketName, Key: key }));
    return true;
  } catch {
    return false;
  }
}

let company: TestCompany;
let token: string;
let uploaderId: string;

beforeAll(async () => {
  company = await createCompany();
  ({ token, id: uploaderId } = await createPerson(company.id, { role: 'ADMINISTRATOR_COMPANY' }));
});

const importRoles = (key: string) => invoke<ImportAnswer>('importJobRoles', { token, body: { key } });
const roles = async () =>
  (await invoke<JobRole[]>('listJobRoles', { token, params: { companyId: company.id } })).body;

describe('job role import', () => {
  it('creates valid rows whole and refuses the others with their row and reason', async () => {
    await invoke('createJobRole', { token, body: { name: 'Porteiro', baseSalary: 170000, company: company.id } });
    const key = await uploadFile(
      token,
      'cargos.xlsx',
      await workbook([
        ['Nome', 'Salário base', 'Exame toxicológico'],
        ['Motorista Carreteiro', 4200.5, 'Sim'],
        ['Caixa', 'R$ 1.650,00', 'Não'],
        ['', 3000, 'Não'],
        ['PORTEIRO', 1800, 'Não'],
        ['Sem Salário', null, 'Não'],
        ['motorista carreteiro', 5000, 'Não'],
        ['Salário Estranho', 'muito', 'Não'],
        ['Exame Estranho', 2000, 'talvez'],
        [],
        ['Almoxarife', 2300, null],
      ]),
    );
    const answer = await importRoles(key);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      created: 3,
      refused: [
        { row: 4, reason: 'Nome: Campo obrigatório' },
        { row: 5, reason: JOB_ROLE_MSG.duplicateName },
        { row: 6, reason: 'Salário base: Campo obrigatório' },
        { row: 7, reason: SERVER_MSG.sheetRepeatedName(2) },
        { row: 8, reason: `Salário base: ${SERVER_MSG.sheetInvalidValue}` },
        { row: 9, reason: `Exame toxicológico: ${SERVER_MSG.sheetYesOrNo}` },
      ],
    });
    const byName = new Map((await roles()).map((r) => [r.name, r]));
    expect(byName.get('Motorista Carreteiro')).toMatchObject({
      code: 2,
      baseSalary: 420050,
      toxicologicalExam: true,
      totalEmployees: 0,
    });
    expect(byName.get('Caixa')).toMatchObject({ code: 3, baseSalary: 165000, toxicologicalExam: false, totalEmployees: 0 });
    expect(byName.get('Almoxarife')).toMatchObject({ code: 4, baseSalary: 230000, totalEmployees: 0 });
    expect(await exists(key)).toBe(false);
  });

  it('reads the model it hands out, leaving its example row out', async () => {
    const model = Buffer.from((await invoke<string>('jobRoleSheetModel', { token })).raw, 'base64');
    const untouched = await importRoles(await uploadFile(token, 'modelo-cargos.xlsx', model));
    expect(untouched.status).toBe(400);
    expect(untouched.body).toEqual({ message: SERVER_MSG.emptySheet });

    const answer = await importRoles(await uploadFile(token, 'modelo-cargos.xlsx', await withRow(model, ['Zelador', 1800, 'Não'])));
    expect(answer.body).toEqual({ created: 1, refused: [] });
  });

  it('refuses files that are not a real .xlsx, whatever their name', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    const key = await uploadFile(token, 'cargos.xlsx', pdf);
    const answer = await importRoles(key);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: SERVER_MSG.onlyXlsx });
    expect(await exists(key)).toBe(false);
  });

  it('refuses an empty sheet and a sheet without the model columns', async () => {
    const empty = await importRoles(await uploadFile(token, 'v.xlsx', await workbook([['Nome', 'Salário base']])));
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: SERVER_MSG.emptySheet });
    const wrong = await importRoles(await uploadFile(token, 'w.xlsx', await workbook([['Cargo', 'Valor'], ['A', 1]])));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: SERVER_MSG.sheetMissingColumns(['Nome', 'Salário base']) });
  });

  it(`refuses sheets over ${IMPORT_MAX_ROWS} rows before writing anything`, async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => [`Cargo em massa ${i}`, 1000]);
    const before = (await roles()).length;
    const answer = await importRoles(await uploadFile(token, 'grande.xlsx', await workbook([['Nome', 'Salário base'], ...rows])));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: SERVER_MSG.sheetTooManyRows(IMPORT_MAX_ROWS) });
    expect((await roles()).length).toBe(before);
  });

  it('a key of another company, or none, is not found and stays untouched', async () => {
    const other = await createCompany();
    const otherToken = (await createPerson(other.id, { role: 'ADMINISTRATOR_COMPANY' })).token;
    const theirKey = await uploadFile(otherToken, 'deles.xlsx', await workbook([['Nome', 'Salário base'], ['X', 1]]));
    const answer = await importRoles(theirKey);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: SERVER_MSG.fileMissing });
    expect(await exists(theirKey)).toBe(true);
    expect((await importRoles(newUploadKey({ companyId: company.id, id: uploaderId }, 'sheet', 'x.xlsx'))).status).toBe(404);
  });

  it('refuses files over the limit even when the storage accepted them', async () => {
    const key = newUploadKey({ companyId: company.id, id: uploaderId }, 'sheet', 'cargos.xlsx');
    await s3.send(
      new PutObjectCommand({ Bucket: config.bucketName, Key: key, Body: new Uint8Array(5 * 1024 * 1024 + 1) }),
    );
    const answer = await importRoles(key);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: SERVER_MSG.fileTooLarge(5) });
  });
});

describe('department import', () => {
  it('uses the same rules with the Nome column', async () => {
    await invoke('createDepartment', { token, body: { name: 'Jurídico', company: company.id } });
    const key = await uploadFile(
      token,
      'departamentos.xlsx',
      await workbook([['Nome'], ['Financeiro'], ['juridico'], ['  '], ['Marketing'], ['FINANCEIRO']]),
    );
    const answer = await invoke<ImportAnswer>('importDepartments', { token, body: { key } });
    expect(answer.body).toEqual({
      created: 2,
      refused: [
        { row: 3, reason: DEPARTMENT_MSG.duplicateName },
        { row: 6, reason: SERVER_MSG.sheetRepeatedName(2) },
      ],
    });
    const list = await invoke<Department[]>('listDepartments', { token, params: { companyId: company.id } });
    expect(list.body.map((d) => [d.code, d.name, d.totalEmployees])).toEqual([
      [2, 'Financeiro', 0],
      [1, 'Jurídico', 0],
      [3, 'Marketing', 0],
    ]);
  });

  it('downloads its own model', async () => {
    const model = await invoke<string>('departmentSheetModel', { token });
    expect(model.headers['content-disposition']).toBe('attachment; filename="modelo-departamentos.xlsx"');
    const filled = await withRow(Buffer.from(model.raw, 'base64'), ['Compras']);
    const key = await uploadFile(token, 'modelo.xlsx', filled);
    expect((await invoke<ImportAnswer>('importDepartments', { token, body: { key } })).body).toEqual({
      created: 1,
      refused: [],
    });
  });
});

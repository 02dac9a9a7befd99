import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_MSG } from '@colabora/core/catalog/catalog-spec';
import type { NationalHolidaysAdded, NationalHolidaysAnswer } from '@colabora/core/holiday/national-request';
import { NATIONAL_HOLIDAYS_MSG } from '@colabora/core/holiday/national-request';
import { HOLIDAY_MSG, HOLIDAY_SHEET_MSG, type Holiday } from '@colabora/core/holiday/schema';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import type { Page } from '@colabora/core/paging';
import type { ImportAnswer } from '@colabora/core/uploads/schema';
import { db } from '../../db/service';
import { readFirstSheet } from '../../lib/xlsx-read';
import { companyWithEveryRole, ownAndOtherCompany, type TestCompany, type TestWorld } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { uploadFile } from '../../testing/upload-file';
import { companyHolidays } from '../../modules/holiday/records';

let own: TestWorld;
let other: TestWorld;
let company: TestCompany;
let hr: string;

beforeAll(async () => {
  [own, other] = await ownAndOtherCompany();
  company = own.company;
  hr = own.people.HUMAN_RESOURCES_MANAGMENT.token;
});

const dated = (name: string, date: string, type = 'NATIONAL') => ({ name, type, holidayModel: 'date', date });
const period = (name: string, start: string, end: string, type = 'STATE') => ({
  name,
  type,
  holidayModel: 'period',
  period: { start, end },
});
const create = (body: object, token = hr, companyId = company.id) =>
  invoke<Holiday>('createHoliday', { token, body: { ...body, company: companyId } });

async function fresh(): Promise<{ company: TestCompany; token: string }> {
  const world = await companyWithEveryRole();
  return { company: world.company, token: world.people.ADMINISTRATOR_COMPANY.token };
}

describe('POST /api/holiday', () => {
  it('creates a dated holiday and answers it with only its date (§4.7)', async () => {
    const answer = await create({ ...dated('Aniversário da cidade', '2026-01-25', 'MUNICIPAL'), period: { start: '2026-01-01', end: '2026-01-02' } });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      _id: expect.any(String),
      name: 'Aniversário da cidade',
      type: 'MUNICIPAL',
      holidayModel: 'date',
      date: '2026-01-25',
      optional: false,
      company: company.id,
    });
    const stored = await db.entities.holiday.get({ companyId: company.id, id: answer.body._id }).go();
    expect(stored.data).toMatchObject({ date: '2026-01-25' });
    expect(stored.data?.period).toBeUndefined();
  });

  it('creates a period, a ponto facultativo, with only its period', async () => {
    const answer = await create({ ...period('Carnaval', '2026-02-16', '2026-02-17', 'NATIONAL'), date: '2026-02-16', optional: true });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      _id: expect.any(String),
      name: 'Carnaval',
      type: 'NATIONAL',
      holidayModel: 'period',
      period: { start: '2026-02-16', end: '2026-02-17' },
      optional: true,
      company: company.id,
    });
  });

  it('names may repeat: every year has its Natal', async () => {
    expect((await create(dated('Natal', '2026-12-25'))).status).toBe(201);
    expect((await create(dated('Natal', '2027-12-25'))).status).toBe(201);
  });

  it('refuses bad input with the form messages (§5.9)', async () => {
    const empty = await invoke<ErrorBody>('createHoliday', { token: hr, body: { company: company.id } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ name: MSG.required, type: MSG.required, holidayModel: MSG.required });
    const noDate = await create({ name: 'Natal', type: 'NATIONAL', holidayModel: 'date' });
    expect(noDate.status).toBe(400);
    expect((noDate.body as unknown as ErrorBody).errors).toEqual({ date: HOLIDAY_MSG.invalidDate });
    const backwards = await create(period('Carnaval', '2026-02-17', '2026-02-16'));
    expect(backwards.body).toEqual({ message: HOLIDAY_MSG.endBeforeStart, errors: { 'period.end': HOLIDAY_MSG.endBeforeStart } });
    expect((await create({ ...dated('Natal', '2026-12-25'), type: 'NACIONAL' })).status).toBe(400);
  });

  it("refuses another company's name in the body (403), and callers who are not HR (403)", async () => {
    expect((await create(dated('Natal', '2026-12-25'), hr, other.company.id)).status).toBe(403);
    for (const role of ['EMPLOYEE', 'ADMISSION_PROCESS'] as const) {
      const answer = await create(dated('Natal', '2026-12-25'), own.people[role].token);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: SERVER_MSG.forbidden });
    }
  });
});

describe('GET /api/holiday/paginate/{companyId}', () => {
  let world: { company: TestCompany; token: string };
  const page = (query: Record<string, string> = {}, companyId = world.company.id) =>
    invoke<Page<Holiday>>('paginateHolidays', { token: world.token, params: { companyId }, query });

  beforeAll(async () => {
    world = await fresh();
    for (const body of [
      dated('Natal', '2026-12-25'),
      period('Carnaval', '2026-02-16', '2026-02-17', 'NATIONAL'),
      dated('Revolução Constitucionalista', '2026-07-09', 'STATE'),
      dated('Aniversário da cidade', '2026-01-25', 'MUNICIPAL'),
      period('Semana do município', '2026-08-10', '2026-08-14', 'MUNICIPAL'),
      dated('Natal', '2025-12-25'),
    ]) {
      await create(body, world.token, world.company.id);
    }
  });

  it('defaults to name ascending (§9), 5 per page; equal names by their day', async () => {
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(6);
    expect(first.body.docs.map((h) => h.name)).toEqual(['Aniversário da cidade', 'Carnaval', 'Natal', 'Natal', 'Revolução Constitucionalista']);
    expect(first.body.docs.filter((h) => h.name === 'Natal').map((h) => h.holidayModel === 'date' && h.date)).toEqual(['2025-12-25', '2026-12-25']);
    expect((await page({ page: '2' })).body.docs.map((h) => h.name)).toEqual(['Semana do município']);
  });

  it('sorts by date, a period by its first day, and by type and model', async () => {
    const byDate = await page({ orderBy: 'date', limit: '10' });
    expect(byDate.body.docs.map((h) => h.name)).toEqual([
      'Natal',
      'Aniversário da cidade',
      'Carnaval',
      'Revolução Constitucionalista',
      'Semana do município',
      'Natal',
    ]);
    const desc = await page({ orderBy: 'date', order: 'desc', limit: '5' });
    expect(desc.body.docs[0]).toMatchObject({ name: 'Natal', date: '2026-12-25' });
    const byModel = await page({ orderBy: 'holidayModel', order: 'desc', limit: '10' });
    expect(byModel.body.docs.slice(0, 2).map((h) => h.name)).toEqual(['Carnaval', 'Semana do município']);
    const byType = await page({ orderBy: 'type', limit: '10' });
    expect(byType.body.docs.map((h) => h.type)).toEqual(['MUNICIPAL', 'MUNICIPAL', 'NATIONAL', 'NATIONAL', 'NATIONAL', 'STATE']);
  });

  it('filters by TIPO and MODELO, and searches names without accents', async () => {
    expect((await page({ typeFilter: 'MUNICIPAL' })).body.docs.map((h) => h.name)).toEqual(['Aniversário da cidade', 'Semana do município']);
    expect((await page({ modelFilter: 'period' })).body.docs.map((h) => h.name)).toEqual(['Carnaval', 'Semana do município']);
    expect((await page({ typeFilter: 'MUNICIPAL', modelFilter: 'date' })).body.total).toBe(1);
    expect((await page({ text: 'REVOLUCAO' })).body.docs.map((h) => h.name)).toEqual(['Revolução Constitucionalista']);
    expect((await page({ typeFilter: 'ESTADUAL' })).status).toBe(400);
  });

  it('filters by year: each year shows its own Natal', async () => {
    const in2025 = await page({ yearFilter: '2025' });
    expect(in2025.body.docs).toMatchObject([{ name: 'Natal', date: '2025-12-25' }]);
    expect((await page({ yearFilter: '2026', limit: '10' })).body.total).toBe(5);
    expect((await page({ yearFilter: '2027' })).body.total).toBe(0);
    expect((await page({ yearFilter: 'dois mil' })).status).toBe(400);
  });

  it("another company's list is 403", async () => {
    expect((await page({}, company.id)).status).toBe(403);
  });
});

describe('PUT /api/holiday/update/{id}', () => {
  it('edits, and a change of model drops the other field', async () => {
    const holiday = (await create(dated('Feriado local', '2026-03-19', 'MUNICIPAL'))).body;
    const answer = await invoke<Holiday>('updateHoliday', {
      token: hr,
      params: { id: holiday._id },
      body: { _id: holiday._id, ...period('Festa do padroeiro', '2026-03-19', '2026-03-20', 'MUNICIPAL'), company: company.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      _id: holiday._id,
      name: 'Festa do padroeiro',
      type: 'MUNICIPAL',
      holidayModel: 'period',
      period: { start: '2026-03-19', end: '2026-03-20' },
      optional: false,
      company: company.id,
    });
    const stored = (await db.entities.holiday.get({ companyId: company.id, id: holiday._id }).go()).data;
    expect(stored?.date).toBeUndefined();
    expect(stored?.period).toEqual({ start: '2026-03-19', end: '2026-03-20' });

    const back = await invoke<Holiday>('updateHoliday', {
      token: hr,
      params: { id: holiday._id },
      body: { ...dated('Festa do padroeiro', '2026-03-19', 'MUNICIPAL'), company: company.id },
    });
    expect(back.body).not.toHaveProperty('period');
    expect((await db.entities.holiday.get({ companyId: company.id, id: holiday._id }).go()).data?.period).toBeUndefined();
  });

  it('an unknown id, or one of another company, is 404; bad input 400', async () => {
    const theirs = (await create(dated('Deles', '2026-05-05'), other.people.ADMINISTRATOR_COMPANY.token, other.company.id)).body;
    for (const id of ['nao-existe', theirs._id]) {
      const answer = await invoke('updateHoliday', { token: hr, params: { id }, body: { ...dated('X', '2026-05-05'), company: company.id } });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: SERVER_MSG.notFound });
    }
    const mine = (await create(dated('Meu', '2026-05-06'))).body;
    const bad = await invoke<ErrorBody>('updateHoliday', { token: hr, params: { id: mine._id }, body: { ...dated('Meu', '2026-02-30'), company: company.id } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ date: HOLIDAY_MSG.invalidDate });
  });
});

describe('DELETE /api/holiday/{id} and DELETE /api/holiday', () => {
  it('removes one; a second time, or another company’s, is 404', async () => {
    const holiday = (await create(dated('Temporário', '2026-06-01'))).body;
    const removed = await invoke('deleteHoliday', { token: hr, params: { id: holiday._id } });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ _id: holiday._id });
    expect((await invoke('deleteHoliday', { token: hr, params: { id: holiday._id } })).status).toBe(404);
    const theirs = (await create(dated('Deles', '2026-06-02'), other.people.ADMINISTRATOR_COMPANY.token, other.company.id)).body;
    expect((await invoke('deleteHoliday', { token: hr, params: { id: theirs._id } })).status).toBe(404);
  });

  it('removes the selected ones together, or none when one is not the company’s', async () => {
    const world = await fresh();
    const ids = [];
    for (const name of ['Um', 'Dois', 'Três']) ids.push((await create(dated(name, '2026-06-10'), world.token, world.company.id)).body._id);
    const theirs = (await create(dated('Deles', '2026-06-10'), other.people.ADMINISTRATOR_COMPANY.token, other.company.id)).body;

    const refused = await invoke('deleteHolidays', { token: world.token, body: { selectedHolidays: [ids[0], theirs._id] } });
    expect(refused.status).toBe(404);
    const left = () => companyHolidays(world.company.id).then((list) => list.map((h) => h.name).sort());
    expect(await left()).toEqual(['Dois', 'Três', 'Um']);

    const removed = await invoke('deleteHolidays', { token: world.token, body: { selectedHolidays: [ids[0], ids[1]] } });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ _id: [ids[0], ids[1]] });
    expect(await left()).toEqual(['Três']);
  });

  it('refuses an empty selection and one over a page', async () => {
    const none = await invoke('deleteHolidays', { token: hr, body: { selectedHolidays: [] } });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ message: CATALOG_MSG.noneSelected });
    const many = await invoke('deleteHolidays', { token: hr, body: { selectedHolidays: Array.from({ length: 26 }, (_, i) => `id-${i}`) } });
    expect(many.status).toBe(400);
    expect(many.body).toMatchObject({ message: CATALOG_MSG.tooManySelected(25) });
    expect((await invoke('deleteHolidays', { token: own.people.EMPLOYEE.token, body: { selectedHolidays: ['x'] } })).status).toBe(403);
  });
});

async function workbook(rows: unknown[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Feriados');
  rows.forEach((row) => sheet.addRow(row));
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('POST /api/holiday/upload-many', () => {
  it('creates the valid rows and refuses the others with every problem of the row; skips what the company has', async () => {
    const world = await fresh();
    await create(dated('Tiradentes', '2026-04-21'), world.token, world.company.id);
    const key = await uploadFile(
      world.token,
      'feriados.xlsx',
      await workbook([
        ['Nome', 'Tipo', 'Data', 'Fim do período', 'Ponto facultativo'],
        ['Aniversário da cidade', 'Municipal', '25/01/2026', null, 'Não'],
        ['Carnaval', 'NACIONAL', '16/02/2026', '17/02/2026', 'Sim'],
        ['', 'Estadual', '09/07/2026', null, null],
        ['Sem tipo', 'Federal', '01/01/2026', null, null],
        ['Data ruim', 'Estadual', '31/02/2026', null, null],
        ['Período invertido', 'Estadual', '10/03/2026', '09/03/2026', null],
        ['Sem data', 'Estadual', null, null, null],
        ['Natal', 'nacional', new Date(Date.UTC(2026, 11, 25)), null, null],
        ['', 'Federal', '31/02/2026', null, 'talvez'],
        ['CARNAVAL', 'Nacional', '16/02/2026', '17/02/2026', 'Sim'],
        ['Tiradentes', 'Nacional', '21/04/2026', null, 'Não'],
      ]),
    );
    const answer = await invoke<ImportAnswer>('importHolidays', { token: world.token, body: { key } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      created: 3,
      refused: [
        { row: 4, reason: 'Nome: Campo obrigatório' },
        { row: 5, reason: `Tipo: ${HOLIDAY_SHEET_MSG.type}` },
        { row: 6, reason: `Data: ${SERVER_MSG.sheetInvalidDate}` },
        { row: 7, reason: `Fim do período: ${HOLIDAY_MSG.endBeforeStart}` },
        { row: 8, reason: `Data: ${HOLIDAY_MSG.invalidDate}` },
        // Every problem of the row, in column order.
        {
          row: 10,
          reason: `Nome: Campo obrigatório; Tipo: ${HOLIDAY_SHEET_MSG.type}; Data: ${SERVER_MSG.sheetInvalidDate}; Ponto facultativo: ${SERVER_MSG.sheetYesOrNo}`,
        },
        // The same holiday as a row above, and as one the company has: skipped, and said so.
        { row: 11, reason: HOLIDAY_SHEET_MSG.exists },
        { row: 12, reason: HOLIDAY_SHEET_MSG.exists },
      ],
    });
    const stored = await companyHolidays(world.company.id);
    expect(stored.map(({ name, type, optional, ...days }) => [name, type, optional, 'date' in days ? days.date : days.period])).toEqual([
      ['Aniversário da cidade', 'MUNICIPAL', false, '2026-01-25'],
      ['Carnaval', 'NATIONAL', true, { start: '2026-02-16', end: '2026-02-17' }],
      ['Tiradentes', 'NATIONAL', false, '2026-04-21'],
      ['Natal', 'NATIONAL', false, '2026-12-25'],
    ]);
  });

  it('hands out a model it reads back, its examples left out', async () => {
    const world = await fresh();
    const model = await invoke<string>('holidaySheetModel', { token: world.token });
    expect(model.status).toBe(200);
    expect(model.headers['content-disposition']).toBe('attachment; filename="modelo-feriados.xlsx"');
    const bytes = Buffer.from(model.raw, 'base64');
    expect(readFirstSheet(bytes, { maxDataRows: 5 })[0].cells).toEqual(['Nome', 'Tipo', 'Data', 'Fim do período', 'Ponto facultativo']);
    const untouched = await invoke('importHolidays', { token: world.token, body: { key: await uploadFile(world.token, 'm.xlsx', bytes) } });
    expect(untouched.body).toEqual({ message: SERVER_MSG.emptySheet });
  });
});

describe('the year’s national holidays', () => {
  it('lists the national ones and those of the company’s state, saying which the company has', async () => {
    const world = await fresh();
    await create(dated('natal', '2026-12-25'), world.token, world.company.id);
    const answer = await invoke<NationalHolidaysAnswer>('listNationalHolidays', { token: world.token, params: { year: '2026' } });
    expect(answer.status).toBe(200);
    expect(answer.body.uf).toBe('SP');
    const byName = new Map(answer.body.holidays.map((h) => [h.name, h]));
    expect(byName.get('Carnaval')).toMatchObject({ holidayModel: 'period', period: { start: '2026-02-16', end: '2026-02-17' }, optional: true, present: false });
    expect(byName.get('Revolução Constitucionalista')).toMatchObject({ type: 'STATE', date: '2026-07-09', present: false });
    expect(byName.get('Natal')).toMatchObject({ present: true });
    expect(answer.body.holidays).toHaveLength(13);
  });

  it('adds the chosen ones once, skipping what the company has', async () => {
    const world = await fresh();
    const list = (await invoke<NationalHolidaysAnswer>('listNationalHolidays', { token: world.token, params: { year: '2027' } })).body.holidays;
    const keys = list.filter((h) => ['Carnaval', 'Tiradentes', 'Corpus Christi'].includes(h.name)).map((h) => h.key);
    const add = () => invoke<NationalHolidaysAdded>('addNationalHolidays', { token: world.token, body: { year: 2027, keys } });
    expect((await add()).body).toEqual({ created: 3, skipped: 0 });
    expect((await add()).body).toEqual({ created: 0, skipped: 3 });
    const stored = await companyHolidays(world.company.id);
    expect(stored.map((h) => [h.name, h.optional])).toEqual([
      ['Carnaval', true],
      ['Tiradentes', false],
      ['Corpus Christi', true],
    ]);
    expect(stored[0]).toMatchObject({ holidayModel: 'period', period: { start: '2027-02-08', end: '2027-02-09' } });
  });

  it('refuses a year out of range, an empty choice and a key of another year', async () => {
    const badYear = await invoke('listNationalHolidays', { token: hr, params: { year: '1800' } });
    expect(badYear.status).toBe(400);
    expect(badYear.body).toMatchObject({ message: NATIONAL_HOLIDAYS_MSG.invalidYear });
    const none = await invoke('addNationalHolidays', { token: hr, body: { year: 2026, keys: [] } });
    expect(none.body).toMatchObject({ message: NATIONAL_HOLIDAYS_MSG.noneSelected });
    const otherYear = await invoke('addNationalHolidays', { token: hr, body: { year: 2026, keys: ['2027-carnaval'] } });
    expect(otherYear.status).toBe(400);
    expect(otherYear.body).toMatchObject({ message: NATIONAL_HOLIDAYS_MSG.unknownHoliday });
    expect((await invoke('listNationalHolidays', { token: own.people.EMPLOYEE.token, params: { year: '2026' } })).status).toBe(403);
  });
});

describe('companyHolidays (the journeys’ month scale)', () => {
  it('answers the holidays that touch a range, by first day', async () => {
    const world = await fresh();
    for (const body of [
      dated('Natal', '2026-12-25'),
      period('Carnaval', '2026-02-16', '2026-02-17', 'NATIONAL'),
      dated('Confraternização', '2027-01-01'),
      period('Recesso', '2026-12-30', '2027-01-02', 'MUNICIPAL'),
    ]) {
      await create(body, world.token, world.company.id);
    }
    expect((await companyHolidays(world.company.id, '2027-01-01', '2027-01-31')).map((h) => h.name)).toEqual(['Recesso', 'Confraternização']);
    expect((await companyHolidays(world.company.id, '2026-02-01', '2026-02-16')).map((h) => h.name)).toEqual(['Carnaval']);
    expect((await companyHolidays(world.company.id)).map((h) => h.name)).toEqual(['Carnaval', 'Natal', 'Recesso', 'Confraternização']);
  });
});

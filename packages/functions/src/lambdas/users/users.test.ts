import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdmissionListItem, CollaboratorDetail } from '@colabora/core/admission/contract';
import { brazilianDate } from '@colabora/core/ground/calendar-day';
import { INVITE_MSG, NEW_COLLABORATOR_MSG } from '@colabora/core/admission/new-collaborator';
import { admissionOutOfWindowMessage } from '@colabora/core/admission/rules';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import type { Page } from '@colabora/core/paging';
import type { ImportAnswer } from '@colabora/core/uploads/schema';
import { db } from '../../db/service';
import { departments } from '../department/store';
import { jobRoles } from '../job-role/store';
import { readFirstSheet } from '../../lib/xlsx-read';
import { admissionWorld, candidateEmail, collaboratorBody, dayFromToday, type AdmissionWorld } from '../../testing/admission';
import { createCandidate, createPerson, TEST_PASSWORD, TEST_COMPANY_CLOCK } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';

/** A detail on success, {message, errors} on refusal. */
type DetailOrError = CollaboratorDetail & Partial<ErrorBody>;
import { firstPasswordIn, mailsTo } from '../../testing/mail-store';
import { uploadFile } from '../../testing/upload-file';
import { findUserByEmail, getUser } from '../../modules/person/records';

let world: AdmissionWorld;
let other: AdmissionWorld;
beforeAll(async () => {
  [world, other] = await Promise.all([admissionWorld(), admissionWorld()]);
});

const totals = async (w: AdmissionWorld = world) => [
  (await jobRoles.get(w.company.id, w.jobRole._id))?.totalEmployees ?? 0,
  (await departments.get(w.company.id, w.department._id))?.totalEmployees ?? 0,
];
const assigned = (w: AdmissionWorld = world) => ({ jobRoleId: w.jobRole._id, departmentId: w.department._id });
const signInInvite = (email: string, password: string) => invoke('inviteSignIn', { body: { email, password } });

describe('GET /api/users/company/{companyId}?status=ADMISSION', () => {
  let listWorld: AdmissionWorld;
  const list = (query: Record<string, string> = {}) =>
    invoke<Page<AdmissionListItem>>('listCompanyUsers', {
      token: listWorld.hr.token,
      params: { companyId: listWorld.company.id },
      query: { status: 'ADMISSION', ...query },
    });

  beforeAll(async () => {
    listWorld = await admissionWorld();
    const { id } = listWorld.company;
    await Promise.all([
      createCandidate(id, { fullName: 'Érica Prado', percentageFilled: 40, admissionDate: '2099-03-01', limitDate: '2099-03-05' }),
      createCandidate(id, { fullName: 'bruno Alves', percentageFilled: 100, admissionDate: '2099-01-01', limitDate: '2099-01-02' }),
      createCandidate(id, { fullName: 'Caio Ramos', percentageFilled: 40, disabled: true }),
      createCandidate(id, { fullName: 'Ana Lima', role: 'WAITING_CONTRACT_SIGN' }),
      createCandidate(id, { fullName: 'Davi Rocha' }),
      createCandidate(id, { fullName: 'Fábio Dias' }),
      // Not in admission: never listed.
      createPerson(id, { fullName: 'Aaron Empregado', role: 'EMPLOYEE' }),
      createPerson(id, { fullName: 'Abel RH', role: 'HUMAN_RESOURCES_MANAGMENT' }),
      // Another company's candidate: never listed.
      createCandidate(other.company.id, { fullName: 'Aaa Outra Empresa' }),
    ]);
  });

  it('lists the candidates, fullName ascending, 5 per page, with the row fields', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(6);
    expect(answer.body.docs.map((d) => d.fullName)).toEqual(['Ana Lima', 'bruno Alves', 'Caio Ramos', 'Davi Rocha', 'Érica Prado']);
    expect(answer.body.docs[1]).toEqual({
      _id: expect.any(String),
      fullName: 'bruno Alves',
      email: expect.stringContaining('@teste.com.br'),
      admissionDate: '2099-01-01',
      limitDate: '2099-01-02',
      percentageFilled: 100,
      disabled: false,
    });
    expect(answer.body.docs[2].disabled).toBe(true);
    expect((await list({ page: '2' })).body.docs.map((d) => d.fullName)).toEqual(['Fábio Dias']);
  });

  it('filters by text and fill percentage, sorts by any column and pages by 5, 10 or 25', async () => {
    expect((await list({ text: 'erica' })).body.docs.map((d) => d.fullName)).toEqual(['Érica Prado']);
    const forty = await list({ percentageFilled: '40' });
    expect(forty.body).toMatchObject({ total: 2 });
    expect(forty.body.docs.map((d) => d.fullName)).toEqual(['Caio Ramos', 'Érica Prado']);
    const byLimit = await list({ orderBy: 'limitDate', order: 'asc', limit: '10' });
    // Ties (the same limit date) by name.
    expect(byLimit.body.docs.map((d) => d.fullName)).toEqual([
      'bruno Alves',
      'Ana Lima',
      'Caio Ramos',
      'Davi Rocha',
      'Fábio Dias',
      'Érica Prado',
    ]);
    const desc = await list({ order: 'desc', limit: '25' });
    expect(desc.body.docs.map((d) => d.fullName)[0]).toBe('Fábio Dias');
  });

  it('refuses unknown filters with 400', async () => {
    for (const query of [{ limit: '7' }, { percentageFilled: '30' }, { orderBy: 'passwordHash' }, { status: 'QUALQUER' }] as Record<string, string>[]) {
      expect((await list(query)).status).toBe(400);
    }
  });
});

describe('DELETE /api/users', () => {
  it('removes the selected people, frees their e-mails, deletes their invites and keeps the totals', async () => {
    const before = await totals();
    const [a, b, keep] = await Promise.all([
      createCandidate(world.company.id, assigned()),
      createCandidate(world.company.id, assigned()),
      createCandidate(world.company.id, assigned()),
    ]);
    expect(await totals()).toEqual(before.map((n) => n + 3));
    const answer = await invoke('deleteUsers', { token: world.hr.token, body: { usersId: [a.id, b.id] } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ usersId: [a.id, b.id], archived: [], removed: [a.id, b.id] });
    expect(await totals()).toEqual(before.map((n) => n + 1));
    expect(await getUser(world.company.id, a.id)).toBeNull();
    expect((await db.entities.invite.get({ companyId: world.company.id, id: a.inviteId }).go()).data).toBeNull();
    expect(await findUserByEmail(a.email)).toBeNull();
    expect(await getUser(world.company.id, keep.id)).not.toBeNull();
    // The freed address can be invited again.
    const again = await invoke('createEmployee', { token: world.hr.token, body: collaboratorBody(world, { email: a.email }) });
    expect(again.status).toBe(201);
  });

  it("refuses, removing nobody, when one id is another company's (404)", async () => {
    const [mine, theirs] = await Promise.all([createCandidate(world.company.id), createCandidate(other.company.id)]);
    const answer = await invoke('deleteUsers', { token: world.hr.token, body: { usersId: [mine.id, theirs.id] } });
    expect(answer.status).toBe(404);
    expect(await getUser(world.company.id, mine.id)).not.toBeNull();
    expect(await getUser(other.company.id, theirs.id)).not.toBeNull();
  });

  it('lets only a company administrator remove an administrator; HR gets 403 and nobody is removed', async () => {
    const [admin, otherAdmin, candidate] = await Promise.all([
      createPerson(world.company.id, { role: 'ADMINISTRATOR_COMPANY', fullName: 'Admin Principal' }),
      createPerson(world.company.id, { role: 'ADMINISTRATOR_COMPANY' }),
      createCandidate(world.company.id),
    ]);
    const byHr = await invoke('deleteUsers', { token: world.hr.token, body: { usersId: [candidate.id, otherAdmin.id] } });
    expect(byHr.status).toBe(403);
    expect(byHr.body).toEqual({ message: SERVER_MSG.cannotRemoveAdmin });
    expect(await getUser(world.company.id, otherAdmin.id)).not.toBeNull();
    expect(await getUser(world.company.id, candidate.id)).not.toBeNull();

    const byAdmin = await invoke('deleteUsers', { token: admin.token, body: { usersId: [otherAdmin.id] } });
    expect(byAdmin.status).toBe(200);
    expect(await getUser(world.company.id, otherAdmin.id)).toBeNull();
    // The administrator who removes the others is always left: nobody removes themselves.
    const self = await invoke('deleteUsers', { token: admin.token, body: { usersId: [admin.id] } });
    expect(self.status).toBe(400);
    expect(await getUser(world.company.id, admin.id)).not.toBeNull();
  });

  it('records every removal: who removed whom, and when, kept after the person is gone', async () => {
    const person = await createCandidate(world.company.id);
    const before = new Date().toISOString();
    expect((await invoke('deleteUsers', { token: world.hr.token, body: { usersId: [person.id] } })).status).toBe(200);
    const { data } = await db.entities.personEvent.query.personHistory({ personId: person.id }).go();
    expect(data).toEqual([
      expect.objectContaining({
        companyId: world.company.id,
        kind: 'removed',
        byId: world.hr.id,
        fullName: person.fullName,
        email: person.email,
        role: person.role,
      }),
    ]);
    expect(data[0].at >= before).toBe(true);
  });

  it('refuses removing oneself and an empty selection', async () => {
    const self = await invoke('deleteUsers', { token: world.hr.token, body: { usersId: [world.hr.id] } });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ message: SERVER_MSG.cannotRemoveSelf });
    const empty = await invoke('deleteUsers', { token: world.hr.token, body: { usersId: [] } });
    expect(empty.status).toBe(400);
    expect((await invoke('deleteUsers', { token: world.hr.token })).status).toBe(400);
  });
});

describe('PUT /api/users/{id} {limitDate, disabled:false}', () => {
  const update = (id: string, body: unknown, token = world.hr.token) =>
    invoke<DetailOrError>('updateUser', { token, params: { id }, body });

  it('a new limit date re-enables an expired invite, and the candidate can sign in again', async () => {
    const candidate = await createCandidate(world.company.id, {
      disabled: true,
      admissionDate: dayFromToday(-20),
      limitDate: dayFromToday(-5),
    });
    expect((await signInInvite(candidate.email, TEST_PASSWORD)).status).toBe(403);
    const limitDate = dayFromToday(7);
    const answer = await update(candidate.id, { limitDate, disabled: false });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toMatchObject({ _id: candidate.id, limitDate, disabled: false });
    expect((await signInInvite(candidate.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses a limit date before the admission date or in the past, changing nothing', async () => {
    const candidate = await createCandidate(world.company.id, { disabled: true, admissionDate: dayFromToday(10), limitDate: dayFromToday(-1) });
    const before = await update(candidate.id, { limitDate: dayFromToday(9), disabled: false });
    expect(before.status).toBe(400);
    expect(before.body).toEqual({
      message: NEW_COLLABORATOR_MSG.limitBeforeAdmission,
      errors: { limitDate: NEW_COLLABORATOR_MSG.limitBeforeAdmission },
    });
    const old = await createCandidate(world.company.id, { disabled: true, admissionDate: dayFromToday(-30), limitDate: dayFromToday(-10) });
    const past = await update(old.id, { limitDate: dayFromToday(-1) });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(SERVER_MSG.limitDateInPast);
    expect((await getUser(world.company.id, old.id))?.disabled).toBe(true);
    const malformed = await update(old.id, { limitDate: '10/01/2099' });
    expect(malformed.body.errors).toEqual({ limitDate: NEW_COLLABORATOR_MSG.invalidDateFormat });
    const missing = await update(old.id, {});
    expect(missing.body.errors).toEqual({ limitDate: NEW_COLLABORATOR_MSG.invalidDate });
  });

  it('answers 409 for someone not in admission and 404 for an unknown id', async () => {
    const employee = await createPerson(world.company.id, { role: 'EMPLOYEE' });
    const answer = await update(employee.id, { limitDate: dayFromToday(5) });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: SERVER_MSG.notInAdmission });
    expect((await update('nao-existe', { limitDate: dayFromToday(5) })).status).toBe(404);
  });
});

describe('PUT /api/users/reset-password {email, userId}', () => {
  const reset = (body: unknown) => invoke<DetailOrError>('resetPassword', { token: world.hr.token, body });

  it('e-mails a new first password; the old one stops working, and a second reset retires the first', async () => {
    const body = collaboratorBody(world);
    const created = await invoke<CollaboratorDetail>('createEmployee', { token: world.hr.token, body });
    const original = firstPasswordIn((await mailsTo(body.email))[0]);

    const first = await reset({ email: body.email, userId: created.body._id });
    expect(first.status, first.raw).toBe(200);
    const afterFirst = await mailsTo(body.email);
    expect(afterFirst).toHaveLength(2);
    expect(afterFirst[1].subject).toBe(`${world.company.name}: nova senha de acesso ao seu processo de admissão`);
    const resetPassword = firstPasswordIn(afterFirst[1]);
    expect(resetPassword).not.toBe(original);
    expect((await signInInvite(body.email, original)).status).toBe(401);
    const session = await signInInvite(body.email, resetPassword);
    expect(session.status).toBe(200);
    const { token } = session.body as unknown as { token: string };
    const ownRecord = () => invoke('getUser', { token, params: { id: created.body._id } });
    expect((await ownRecord()).status).toBe(200);

    await reset({ email: body.email, userId: created.body._id });
    // The session opened with the retired password ends at once, not when its token expires.
    expect((await ownRecord()).status).toBe(401);
    const third = firstPasswordIn((await mailsTo(body.email))[2]);
    expect((await signInInvite(body.email, resetPassword)).status).toBe(401);
    expect((await signInInvite(body.email, third)).status).toBe(200);
  });

  it('sends to a corrected address, which becomes the sign-in e-mail', async () => {
    const candidate = await createCandidate(world.company.id);
    const corrected = candidateEmail();
    const answer = await reset({ email: corrected.toUpperCase(), userId: candidate.id });
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe(corrected);
    expect(await mailsTo(candidate.email)).toEqual([]);
    const password = firstPasswordIn((await mailsTo(corrected))[0]);
    expect((await signInInvite(corrected, password)).status).toBe(200);
    expect((await signInInvite(candidate.email, password)).status).toBe(401);
    expect(await findUserByEmail(candidate.email)).toBeNull();
  });

  it("refuses an address someone else uses (409), changing nothing", async () => {
    const [candidate, someone] = await Promise.all([createCandidate(world.company.id), createCandidate(world.company.id)]);
    const answer = await reset({ email: someone.email, userId: candidate.id });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(SERVER_MSG.emailTaken);
    expect((await signInInvite(candidate.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses someone not in admission, a concluded admission and bad input', async () => {
    const employee = await createPerson(world.company.id, { role: 'EMPLOYEE' });
    expect((await reset({ email: employee.email, userId: employee.id })).status).toBe(409);
    const concluded = await createCandidate(world.company.id);
    await db.entities.invite.patch({ companyId: world.company.id, id: concluded.inviteId }).set({ concluded: true }).go();
    const done = await reset({ email: concluded.email, userId: concluded.id });
    expect(done.status).toBe(409);
    expect(done.body).toEqual({ message: INVITE_MSG.admissionConcluded, code: 'admissionConcluded' });
    const bad = await reset({ email: '', userId: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ email: 'Email obrigatório', userId: MSG.required });
  });
});

describe('GET /api/users/{id}', () => {
  it('answers HR the whole detail, with job role, department and invite', async () => {
    const candidate = await createCandidate(world.company.id, assigned());
    const answer = await invoke<CollaboratorDetail>('getUser', { token: world.hr.token, params: { id: candidate.id } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      _id: candidate.id,
      role: 'ADMISSION_PROCESS',
      jobRole: { _id: world.jobRole._id, name: world.jobRole.name, baseSalary: 310000, toxicologicalExam: true },
      department: { _id: world.department._id, name: world.department.name },
      invite: { _id: candidate.inviteId, opened: false, accepted: false, concluded: false, emailVerify: false },
    });
    expect(answer.raw).not.toMatch(/passwordHash|loginFailures/);
  });

  it('answers anyone about themself, and 404 for an unknown id', async () => {
    const employee = await createPerson(world.company.id, { role: 'EMPLOYEE', fullName: 'Eu Mesmo' });
    const self = await invoke<CollaboratorDetail>('getUser', { token: employee.token, params: { id: employee.id } });
    expect(self.status).toBe(200);
    expect(self.body).toMatchObject({ fullName: 'Eu Mesmo', invite: null, jobRole: null, department: null });
    expect((await invoke('getUser', { token: world.hr.token, params: { id: 'nao-existe' } })).status).toBe(404);
  });
});

describe('POST /api/users/upload-many and GET /api/users/upload-model', () => {
  // The model's columns, as people see them; the sheets below are written with the same headers.
  const SHEET_HEADERS = [
    'Nome completo',
    'E-mail',
    'Telefone',
    'Cargo',
    'Departamento',
    'Regime',
    'Salário padrão do cargo',
    'Salário',
    'Vale-transporte',
    'Vale-alimentação',
    'Vale-refeição',
    'Data de admissão',
    'Data limite',
  ];

  async function sheetOf(rows: (string | number | Date | null)[][]): Promise<Uint8Array> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Colaboradores');
    sheet.addRow(SHEET_HEADERS);
    for (const row of rows) sheet.addRow(row);
    return new Uint8Array(await book.xlsx.writeBuffer());
  }
  const importSheet = async (bytes: Uint8Array) =>
    invoke<ImportAnswer>('importEmployees', { token: world.hr.token, body: { key: await uploadFile(world.hr.token, 'c.xlsx', bytes) } });

  it('admits each valid row with its invite and refuses the others with row and reason', async () => {
    const [admission, limit] = [dayFromToday(20), dayFromToday(29)];
    const taken = await createCandidate(world.company.id);
    const [ok1, ok2, repeated] = [candidateEmail(), candidateEmail(), candidateEmail()];
    const role = world.jobRole.name.toUpperCase();
    const unit = world.department.name;
    const before = await totals();
    const answer = await importSheet(
      await sheetOf([
        ['Helena Duarte', ok1, '(21) 99876-5432', role, unit, 'clt', 'Sim', null, 200, null, null, new Date(`${admission}T00:00:00Z`), brazilianDate(limit)],
        ['Igor Matos', ok2, '2133334444', role, unit, 'PJ', 'Não', 'R$ 4.200,00', 0, 0, 0, admission, admission],
        ['Igor Matos', ok2, '2133334444', role, unit, 'PJ', 'Não', 4200, 0, 0, 0, admission, admission],
        ['Sem Cargo', repeated, '2133334444', 'Astronauta', unit, 'CLT', 'Não', 4200, 0, 0, 0, admission, limit],
        ['Já Existe', taken.email, '2133334444', role, unit, 'CLT', 'Não', 4200, 0, 0, 0, admission, limit],
        ['Data Ruim', candidateEmail(), '2133334444', role, unit, 'CLT', 'Não', 4200, 0, 0, 0, 'amanhã', limit],
        ['Limite Antes', candidateEmail(), '2133334444', role, unit, 'CLT', 'Não', 4200, 0, 0, 0, dayFromToday(25), dayFromToday(22)],
        ['Sem Salário', candidateEmail(), '2133334444', role, unit, 'CLT', 'Não', null, 0, 0, 0, admission, limit],
        ['Ano Errado', candidateEmail(), '2133334444', role, unit, 'CLT', 'Não', 4200, 0, 0, 0, dayFromToday(400), dayFromToday(401)],
      ]),
    );
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toEqual({
      created: 2,
      refused: [
        { row: 4, reason: SERVER_MSG.sheetRepeatedEmail(3) },
        { row: 5, reason: `Cargo: ${SERVER_MSG.sheetUnknownJobRole}` },
        { row: 6, reason: `E-mail: ${SERVER_MSG.emailTaken}` },
        { row: 7, reason: `Data de admissão: ${SERVER_MSG.sheetInvalidDate}` },
        { row: 8, reason: `Data limite: ${NEW_COLLABORATOR_MSG.limitBeforeAdmission}` },
        { row: 9, reason: `Salário: ${NEW_COLLABORATOR_MSG.invalidValue}` },
        { row: 10, reason: `Data de admissão: ${admissionOutOfWindowMessage(TEST_COMPANY_CLOCK.today())}` },
      ],
    });
    expect(await totals()).toEqual(before.map((n) => n + 2));

    const helena = await findUserByEmail(ok1);
    expect(helena).toMatchObject({
      fullName: 'Helena Duarte',
      phone: '21998765432',
      role: 'ADMISSION_PROCESS',
      admissionDate: admission,
      limitDate: limit,
      hiringData: { regime: 'CLT', hasStandardSalary: true, salary: 310000, vt: 20000, va: 0, vr: 0 },
    });
    expect((await findUserByEmail(ok2))?.hiringData?.salary).toBe(420000);
    for (const email of [ok1, ok2]) {
      const [mail] = await mailsTo(email);
      expect((await signInInvite(email, firstPasswordIn(mail))).status).toBe(200);
    }
    expect(await mailsTo(repeated)).toEqual([]);
  });

  it('refuses a sheet longer than 30 rows, and a file that is not .xlsx', async () => {
    const rows = Array.from({ length: 31 }, (_, i) => [`Pessoa ${i}`, candidateEmail(), '2133334444', 'x', 'y', 'CLT', 'Não', 1, 0, 0, 0, dayFromToday(20), dayFromToday(21)]);
    const long = await importSheet(await sheetOf(rows));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ message: SERVER_MSG.sheetTooManyRows(30) });
    const notXlsx = await importSheet(new TextEncoder().encode('Nome;E-mail\nAna;ana@x.com'));
    expect(notXlsx.status).toBe(400);
  });

  it('downloads the model: the columns the import reads and a valid example row', async () => {
    const answer = await invoke('employeeSheetModel', { token: world.hr.token });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toContain('modelo-colaboradores.xlsx');
    const rows = readFirstSheet(Buffer.from(answer.raw, 'base64'), { maxDataRows: 1 });
    expect(rows[0].cells).toEqual(SHEET_HEADERS);
    expect(rows).toHaveLength(2);
  });
});

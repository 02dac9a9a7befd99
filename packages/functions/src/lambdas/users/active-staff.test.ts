import { experienceDates } from '@colabora/core/admission/experience-period';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { FAMILY_DATA_MSG } from '@colabora/core/admission/family-data';
import { NEW_COLLABORATOR_MSG } from '@colabora/core/admission/new-collaborator';
import { EMPLOYER_MSG } from '@colabora/core/company/employer';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import type { ActiveListItem } from '@colabora/core/people/active-list';
import { HISTORY_HIDDEN_VALUE, type PersonHistoryPage } from '@colabora/core/people/history-page';
import type { DeleteUsersAnswer } from '@colabora/core/people/removal';
import type { Page } from '@colabora/core/paging';
import { db } from '../../db/service';
import { createCatalogItem } from '../../modules/catalog/create-item';
import { departments } from '../department/store';
import { findUserByEmail, getUser, moveUser } from '../../modules/person/records';
import { admissionWorld, type AdmissionWorld } from '../../testing/admission';
import { DEPENDENT_CPFS, familyDataBody } from '../../testing/admission-steps';
import { createCandidate, createPerson, TEST_COMPANY_ADDRESS, TEST_PASSWORD } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { createTestJourney } from '../../testing/journeys';

// The active staff of issue 10 on the users resource: the Ativos list (read from the roster the person writes
// keep), archive instead of delete, HR's tab edits and the change history they leave.

let world: AdmissionWorld;
let other: AdmissionWorld;
beforeAll(async () => {
  [world, other] = await Promise.all([admissionWorld(), admissionWorld()]);
});

const employee = (w: AdmissionWorld, overrides: Parameters<typeof createPerson>[1] = {}) =>
  createPerson(w.company.id, {
    role: 'EMPLOYEE',
    statusActive: 'HIRED',
    phone: '11987654321',
    jobRoleId: w.jobRole._id,
    departmentId: w.department._id,
    admissionDate: '2025-01-02',
    ...overrides,
  });

const list = (w: AdmissionWorld, query: Record<string, string> = {}, token = w.hr.token) =>
  invoke<Page<ActiveListItem>>('listCompanyUsers', { token, params: { companyId: w.company.id }, query: { status: 'ACTIVE', ...query } });

describe('GET /api/users/company/{companyId}?status=ACTIVE', () => {
  let listWorld: AdmissionWorld;
  let secondDepartment: string;
  beforeAll(async () => {
    listWorld = await admissionWorld();
    secondDepartment = (await createCatalogItem(departments, listWorld.company.id, { name: 'Almoxarifado' }))._id;
    await Promise.all([
      employee(listWorld, {
        fullName: 'Érica Prado',
        statusActive: 'WORK_EXPERIENCE',
        phone: '11911112222',
        admissionDate: '2025-11-02',
        hiringData: { regime: 'CLT', ...experienceDates('2025-11-02', '45/45') },
      }),
      employee(listWorld, { fullName: 'bruno Alves' }),
      employee(listWorld, { fullName: 'Caio Ramos', departmentId: secondDepartment }),
      employee(listWorld, {
        fullName: 'Davi Rocha',
        statusActive: 'INSS_REMOVAL',
        currentLeave: { activityId: 'a1', type: 'INSS_REMOVAL', startDate: '2026-01-05', withoutForecastOfEnding: true },
        statusSeq: 1,
      }),
      employee(listWorld, { fullName: 'Fábio Dias' }),
      employee(listWorld, { fullName: 'Gil Souza' }),
      // Never listed: a candidate, HR, someone deactivated, someone dismissed, another company's employee.
      createCandidate(listWorld.company.id, { fullName: 'Aaron Candidato' }),
      createPerson(listWorld.company.id, { fullName: 'Abel RH', role: 'HUMAN_RESOURCES_MANAGMENT' }),
      employee(listWorld, { fullName: 'Ada Desativada', deactivated: true }),
      employee(listWorld, { fullName: 'Alma Desligada', statusActive: 'DISMISSED' }),
      employee(other, { fullName: 'Aaa Outra Empresa' }),
    ]);
  });

  it('lists the active employees by name, 5 per page, with the row fields', async () => {
    const answer = await list(listWorld);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(6);
    expect(answer.body.docs.map((row) => row.fullName)).toEqual(['bruno Alves', 'Caio Ramos', 'Davi Rocha', 'Érica Prado', 'Fábio Dias']);
    expect(answer.body.docs[2]).toEqual({
      _id: expect.any(String),
      fullName: 'Davi Rocha',
      phone: '11987654321',
      statusActive: 'INSS_REMOVAL',
      jobRole: { _id: listWorld.jobRole._id, name: listWorld.jobRole.name },
      department: { _id: listWorld.department._id, name: listWorld.department.name },
      startDate: '2026-01-05',
      endDate: null,
      withoutForecastOfEnding: true,
    });
    // Hired: no period; in experience: the experience contract's first and last days (CLT art. 445).
    expect(answer.body.docs[0]).toMatchObject({ startDate: null, endDate: null, withoutForecastOfEnding: false });
    expect(answer.body.docs[3]).toMatchObject({ fullName: 'Érica Prado', startDate: '2025-11-02', endDate: '2026-01-30' });
    expect((await list(listWorld, { page: '2' })).body.docs.map((row) => row.fullName)).toEqual(['Gil Souza']);
  });

  it('searches the name without accents or case, filters by department, job role and status, sorts by any column', async () => {
    expect((await list(listWorld, { text: 'ERICA' })).body.docs.map((row) => row.fullName)).toEqual(['Érica Prado']);
    expect((await list(listWorld, { text: '1111' })).body.docs.map((row) => row.fullName)).toEqual(['Érica Prado']);
    const inStore = await list(listWorld, { department: secondDepartment });
    expect(inStore.body).toMatchObject({ total: 1, docs: [{ fullName: 'Caio Ramos', department: { name: 'Almoxarifado' } }] });
    expect((await list(listWorld, { jobRole: listWorld.jobRole._id })).body.total).toBe(6);
    expect((await list(listWorld, { statusActive: 'WORK_EXPERIENCE' })).body.docs.map((row) => row.fullName)).toEqual(['Érica Prado']);
    const byDepartment = await list(listWorld, { orderBy: 'departmentName', order: 'asc', limit: '10' });
    expect(byDepartment.body.docs[0].fullName).toBe('Caio Ramos');
    const byStart = await list(listWorld, { orderBy: 'startDate', order: 'desc', text: 'a' });
    expect(byStart.body.docs[0].fullName).toBe('Davi Rocha');
  });

  it('follows the person writes: a move shows the new department, a new employee appears', async () => {
    const person = await employee(listWorld, { fullName: 'Helena Nova' });
    expect((await list(listWorld, { text: 'helena' })).body.docs).toHaveLength(1);
    await moveUser(listWorld.company.id, person.id, { departmentId: secondDepartment });
    expect((await list(listWorld, { text: 'helena' })).body.docs[0].department).toEqual({ _id: secondDepartment, name: 'Almoxarifado' });
  });

  it('refuses bad filters (400), another company (403) and an employee (403)', async () => {
    for (const query of [{ limit: '7' }, { statusActive: 'DISMISSED' }, { orderBy: 'email' }] as Record<string, string>[]) {
      expect((await list(listWorld, query)).status).toBe(400);
    }
    const foreign = await invoke('listCompanyUsers', { token: listWorld.hr.token, params: { companyId: other.company.id }, query: { status: 'ACTIVE' } });
    expect(foreign.status).toBe(403);
    const person = await employee(listWorld);
    expect((await list(listWorld, {}, person.token)).status).toBe(403);
  });
});

describe('DELETE /api/users on active people: archive, not delete', () => {
  it('archives employees (record kept, sign-in refused, out of the list, history) and removes candidates', async () => {
    const [person, candidate] = await Promise.all([employee(world, { fullName: 'Iara Arquivada' }), createCandidate(world.company.id)]);
    expect((await list(world, { text: 'iara' })).body.total).toBe(1);

    const answer = await invoke<DeleteUsersAnswer>('deleteUsers', { token: world.hr.token, body: { usersId: [person.id, candidate.id] } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ usersId: [person.id, candidate.id], archived: [person.id], removed: [candidate.id] });

    expect(await getUser(world.company.id, candidate.id)).toBeNull();
    const kept = await getUser(world.company.id, person.id);
    expect(kept).toMatchObject({ fullName: 'Iara Arquivada', deactivated: true, archivedById: world.hr.id, statusActive: 'HIRED' });
    expect(kept?.archivedAt).toEqual(expect.any(String));
    expect((await findUserByEmail(person.email))?.id).toBe(person.id);
    expect((await list(world, { text: 'iara' })).body.total).toBe(0);

    const signIn = await invoke('signIn', { body: { email: person.email, password: TEST_PASSWORD } });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toMatchObject({ message: MSG.userDeactivated });
    expect((await invoke('getUser', { token: person.token, params: { id: person.id } })).status).toBe(401);

    const history = await invoke<PersonHistoryPage>('getPersonHistory', { token: world.hr.token, params: { userId: person.id } });
    expect(history.body.docs).toEqual([{ at: kept?.archivedAt, kind: 'archived', by: { id: world.hr.id, name: 'Pessoa de Teste' }, changes: [] }]);
  });
});

describe('PUT /api/users/{id}: the tabs of an active person', () => {
  const update = (id: string, body: unknown, token = world.hr.token) =>
    invoke<CollaboratorDetail & Partial<ErrorBody>>('updateUser', { token, params: { id }, body });

  it('changes the contact: the e-mail marker moves, the list shows the phone, the history keeps before and after', async () => {
    const person = await employee(world, { fullName: 'Joana Contato' });
    const email = `novo-${person.id}@teste.com.br`;
    const answer = await update(person.id, { email: email.toUpperCase(), phone: '(21) 99876-5432', isWhatsApp: true });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email, phone: '21998765432', isWhatsApp: true });
    expect((await findUserByEmail(email))?.id).toBe(person.id);
    expect(await findUserByEmail(person.email)).toBeNull();
    expect((await list(world, { text: 'joana' })).body.docs[0].phone).toBe('21998765432');

    const history = await invoke<PersonHistoryPage>('getPersonHistory', { token: world.hr.token, params: { userId: person.id } });
    expect(history.body.docs[0]).toMatchObject({
      kind: 'changed',
      by: { id: world.hr.id },
      changes: [
        { field: 'email', before: person.email, after: email },
        { field: 'phone', before: '11987654321', after: '21998765432' },
        { field: 'isWhatsApp', before: null, after: 'Sim' },
      ],
    });
  });

  it('records only what the hiring tab changed: no additionals nobody touched, the journey by its path', async () => {
    const [first, second] = await Promise.all([createTestJourney(world.company.id), createTestJourney(world.company.id)]);
    const offer = { regime: 'CLT', hasStandardSalary: false, salary: 300000, vt: 0, va: 0, vr: 0 } as const;
    const period = experienceDates('2025-01-02', '30/60');
    // Saved before the additionals existed (the demo's people): none stored.
    const person = await employee(world, { hiringData: { ...offer, ...period, workday: first._id, workdayName: first.name } });
    const hiring = (additional: Record<string, unknown>) => ({ hiringData: { ...offer, ...period, workday: second._id, additional } });
    const none = { warning: false, unhealthy: false, risk: false, dangerousness: false };
    expect((await update(person.id, hiring(none))).status).toBe(200);
    expect((await update(person.id, hiring({ ...none, dangerousness: true }))).status).toBe(200);
    const history = await invoke<PersonHistoryPage>('getPersonHistory', { token: world.hr.token, params: { userId: person.id } });
    expect(history.body.docs.map((entry) => entry.changes)).toEqual([
      [{ field: 'hiringData.additional.dangerousness', before: 'Não', after: 'Sim' }],
      [{ field: 'hiringData.workdayName', before: first.name, after: second.name }],
    ]);
  });

  it('sets the person’s place of work among the company’s places; refuses one the company does not list (400)', async () => {
    const places = [
      { name: 'Sede', address: TEST_COMPANY_ADDRESS },
      { name: 'Loja Centro', address: { ...TEST_COMPANY_ADDRESS, publicPlace: 'Rua Direita', number: '20' } },
    ];
    await db.entities.company.patch({ id: world.company.id }).set({ placesOfWork: places }).go();
    const journey = await createTestJourney(world.company.id);
    const offer = { regime: 'CLT', hasStandardSalary: false, salary: 300000, vt: 0, va: 0, vr: 0 } as const;
    const hiringData = { ...offer, ...experienceDates('2025-01-02', '30/60'), workday: journey._id, workdayName: journey.name };
    const person = await employee(world, { hiringData });
    // None chosen: the company's first.
    expect((await invoke<CollaboratorDetail>('getUser', { token: world.hr.token, params: { id: person.id } })).body.hiringData.placeOfWork).toBe('Sede');

    const unknown = await update(person.id, { hiringData: { ...hiringData, placeOfWork: 'Loja Fantasma' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: EMPLOYER_MSG.unknownPlace, errors: { placeOfWork: EMPLOYER_MSG.unknownPlace } });
    expect((await getUser(world.company.id, person.id))?.hiringData?.placeOfWork).toBeUndefined();

    const moved = await update(person.id, { hiringData: { ...hiringData, placeOfWork: 'Loja Centro' } });
    expect(moved.status).toBe(200);
    expect(moved.body.hiringData.placeOfWork).toBe('Loja Centro');
    expect((await getUser(world.company.id, person.id))?.hiringData?.placeOfWork).toBe('Loja Centro');
    const history = await invoke<PersonHistoryPage>('getPersonHistory', { token: world.hr.token, params: { userId: person.id } });
    expect(history.body.docs[0].changes).toEqual([{ field: 'hiringData.placeOfWork', before: null, after: 'Loja Centro' }]);
  });

  it('answers the wizard validation messages with 400 and changes nothing', async () => {
    const person = await employee(world);
    const bad = await update(person.id, { email: 'ana@', phone: '1199' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ email: NEW_COLLABORATOR_MSG.invalidEmail, phone: NEW_COLLABORATOR_MSG.invalidPhone });
    const family = await update(person.id, { familyData: { ...familyDataBody([]), hasDependents: true } });
    expect(family.status).toBe(400);
    expect(JSON.stringify(family.body.errors)).toContain(FAMILY_DATA_MSG.addDependents);
    expect((await update(person.id, { phone: '11987654321', familyData: familyDataBody() })).status).toBe(400);
    expect((await getUser(world.company.id, person.id))?.familyData).toBeUndefined();
  });

  it('saves the family tab, with the dependents hidden in the history', async () => {
    const person = await employee(world);
    const answer = await update(person.id, { familyData: familyDataBody([DEPENDENT_CPFS[0]]) });
    expect(answer.status).toBe(200);
    expect(answer.body.familyData).toMatchObject({ maritalStatus: 'Casado(a)', hasDependents: true });
    const history = await invoke<PersonHistoryPage>('getPersonHistory', { token: world.hr.token, params: { userId: person.id } });
    const changes = history.body.docs[0].changes;
    expect(changes).toContainEqual({ field: 'familyData.maritalStatus', before: null, after: 'Casado(a)' });
    expect(changes).toContainEqual({ field: 'familyData.dependents', before: null, after: HISTORY_HIDDEN_VALUE });
    expect(JSON.stringify(history.body)).not.toContain(DEPENDENT_CPFS[0]);
  });

  it('refuses pay changes (promotion), people not on the active staff, another company and an employee', async () => {
    const person = await employee(world, {
      hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 300000, vt: 0, va: 0, vr: 0 },
    });
    const raise = await update(person.id, {
      hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 900000, vt: 0, va: 0, vr: 0, workday: 'x', experiencePeriod: '30/60', beginningOfFirstPeriod: '2025-01-02', endOfFirstPeriod: '2025-01-31', startOfSecondPeriod: '2025-02-01', endOfSecondPeriod: '2025-04-01' },
    });
    expect(raise.status).toBe(409);
    expect(raise.body).toMatchObject({ message: SERVER_MSG.changeByPromotion, code: 'changeByPromotion' });
    const candidate = await createCandidate(world.company.id);
    expect((await update(candidate.id, { email: candidate.email, phone: '11987654321' })).body).toMatchObject({ message: SERVER_MSG.notActiveStaff });
    const foreign = await employee(other);
    expect((await update(foreign.id, { email: foreign.email, phone: '11987654321' })).status).toBe(404);
    expect((await update(person.id, { email: person.email, phone: '11987654321' }, person.token)).status).toBe(403);
  });
});

describe('GET /api/users/history/{userId}', () => {
  it('answers the events newest first, a page at a time', async () => {
    const person = await employee(world);
    for (const phone of ['11900000001', '11900000002', '11900000003']) {
      expect((await invoke('updateUser', { token: world.hr.token, params: { id: person.id }, body: { email: person.email, phone } })).status).toBe(200);
    }
    const first = await invoke<PersonHistoryPage>('getPersonHistory', { token: world.hr.token, params: { userId: person.id }, query: { limit: '2' } });
    expect(first.status).toBe(200);
    expect(first.body.docs.map((entry) => entry.changes[0].after)).toEqual(['11900000003', '11900000002']);
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await invoke<PersonHistoryPage>('getPersonHistory', {
      token: world.hr.token,
      params: { userId: person.id },
      query: { limit: '2', cursor: first.body.cursor ?? '' },
    });
    expect(second.body.docs.map((entry) => entry.changes[0].after)).toEqual(['11900000001']);
    expect(second.body.cursor).toBeNull();
  });

  it("is HR's only: another company's person is 404, an employee gets 403, a bad limit 400", async () => {
    const [mine, foreign] = await Promise.all([employee(world), employee(other)]);
    expect((await invoke('getPersonHistory', { token: world.hr.token, params: { userId: foreign.id } })).status).toBe(404);
    expect((await invoke('getPersonHistory', { token: mine.token, params: { userId: mine.id } })).status).toBe(403);
    expect((await invoke('getPersonHistory', { token: world.hr.token, params: { userId: mine.id }, query: { limit: '0' } })).status).toBe(400);
  });
});

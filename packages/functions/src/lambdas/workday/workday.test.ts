import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkdayOption } from '@colabora/core/admission/contract';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import { MAX_SELECTED, type Page } from '@colabora/core/paging';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import type { Journey } from '@colabora/core/workday/schema';
import { COMMERCIAL_SCALE, coffeeBreak, day, equalWeek, MONDAY_TO_FRIDAY, VALID_DETAILS } from '@colabora/core/workday/testing/journeys';
import { companyWithEveryRole, ownAndOtherCompany, type TestCompany, type TestWorld } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { createTestJourney, journeyBody, NIGHT_SHIFT } from '../../testing/journeys';

// The journeys' own calls (spec 002 §2.9, §5.10–§5.12, §7.5): list, name check, create, the edit tabs, status
// and removal. Counters and in-use refusals: journey-headcount.test.ts; the employee's side: employee-schedule.test.ts.

type JourneyOrError = Journey & Partial<ErrorBody>;
let world: TestWorld;
let other: TestWorld;
let company: TestCompany;
let hr: string;
beforeAll(async () => {
  [world, other] = await ownAndOtherCompany();
  company = world.company;
  hr = world.people.HUMAN_RESOURCES_MANAGMENT.token;
});

const create = (body: Record<string, unknown>, token = hr) =>
  invoke<JourneyOrError>('createWorkday', { token, body: { company: company.id, ...body } });
const paginate = (query: Record<string, string> = {}, w: TestWorld = world) =>
  invoke<Page<Journey>>('paginateWorkdays', { token: w.people.ADMINISTRATOR_COMPANY.token, params: { companyId: w.company.id }, query });
const nameTaken = (query: Record<string, string>, token = hr) =>
  invoke<boolean>('validateWorkdayName', { token, query: { company: company.id, ...query } });
const select = (w: TestWorld = world) =>
  invoke<WorkdayOption[]>('listWorkdays', { token: w.people.HUMAN_RESOURCES_MANAGMENT.token, params: { companyId: w.company.id } });
const setStatus = (ids: string[], status: boolean) => invoke('updateWorkdaysStatus', { token: hr, body: { selectedJourneys: ids, status } });
let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}-${Date.now()}`;

describe('POST /api/workday', () => {
  it('creates an active journey with nobody on it, its totals computed here whatever the client sent', async () => {
    const answer = await create(journeyBody('Comercial 44h', { totalHours: '99:00', nightAdditional: '10:00' }));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: 'Comercial 44h',
      company: company.id,
      scaleType: '5x2',
      totalHours: '44:00',
      nightAdditional: '00:00',
      status: true,
      totalEmployees: 0,
      limitTime: null,
      cycleStart: null,
      numberOfBreaks: '1Breaks',
      breaks: [coffeeBreak('10:00')],
    });
    expect(answer.body._id).toEqual(expect.any(String));
    expect(Date.parse(answer.body.createdAt)).not.toBeNaN();
    const listed = await paginate({ text: 'comercial 44h' });
    expect(listed.body.docs).toEqual([answer.body]);
  });

  it('fixes a 12/36 scale: holidays applied, the exit 12 h after the entry, 48:00 and its night hours', async () => {
    const answer = await create(journeyBody(unique('Plantão'), { ...NIGHT_SHIFT, holidays: false, cycleStart: '2026-01-05' }));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      holidays: true,
      totalHours: '48:00',
      nightAdditional: '28:00',
      cycleStart: '2026-01-05',
      standardDayScale: { standardDay: { enterTime: '19:00', exitTime: '07:00', mainBreak: 60 } },
    });
  });

  it('keeps names unique in the company, ignoring case and accents (409); another company may use it', async () => {
    await create(journeyBody('Jornada Única'));
    const clash = await create(journeyBody('  jornada unica '));
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ message: WORKDAY_MSG.nameTaken, errors: { name: WORKDAY_MSG.nameTaken } });
    const elsewhere = await invoke('createWorkday', {
      token: other.people.ADMINISTRATOR_COMPANY.token,
      body: { ...journeyBody('Jornada Única'), company: other.company.id },
    });
    expect(elsewhere.status).toBe(201);
  });

  it("refuses bad input with the form's messages (400) and writes nothing", async () => {
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'name', MSG.required],
      [{ limited: true, limitTime: null }, 'limitTime', MSG.required],
      [{ standardWeekScale: equalWeek(MONDAY_TO_FRIDAY, day('08:00', '18:00')) }, 'totalHours', WORKDAY_MSG.weeklyHoursExceeded('Semanal 5x2', '44 horas')],
      [{ standardWeekScale: equalWeek(['monday', 'tuesday'], day('08:00', '17:48')) }, 'standardWeekScale.days', WORKDAY_MSG.daysCount(2, 'Semanal 5x2', 5)],
      [{ standardWeekScale: equalWeek(MONDAY_TO_FRIDAY, day('08:00', '25:00')) }, 'standardWeekScale.standardTime.exitTime', WORKDAY_MSG.invalidTime],
      [{ breaks: [coffeeBreak('20:00')] }, 'breaks.0.start', WORKDAY_MSG.breaksOutsideSchedule],
      [{ numberOfBreaks: '2Breaks', breaks: [coffeeBreak('10:00'), coffeeBreak('10:10', 15, 'café', 'b')] }, 'breaks.0.description', WORKDAY_MSG.repeatedBreakNames],
      [{ numberOfBreaks: '2Breaks', breaks: [coffeeBreak('10:00'), coffeeBreak('10:10', 15, 'Lanche')] }, 'breaks.0.start', WORKDAY_MSG.overlappingBreaks],
    ];
    for (const [overrides, field, message] of refusals) {
      const name = unique('Recusada');
      const answer = await create(journeyBody(name, overrides));
      expect(answer.status, field).toBe(400);
      expect(answer.body.errors?.[field], field).toBe(message);
      expect((await paginate({ text: name })).body.total).toBe(0);
    }
  });

  it("is HR's only, for their own company (403)", async () => {
    expect((await create(journeyBody(unique('Empregado')), world.people.EMPLOYEE.token)).status).toBe(403);
    const foreign = await invoke('createWorkday', { token: hr, body: { ...journeyBody(unique('Alheia')), company: other.company.id } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(SERVER_MSG.forbidden);
  });
});

describe('GET /api/workday/validate/name', () => {
  it('is true only when another journey of the company has the name (case and accents aside)', async () => {
    const journey = await createTestJourney(company.id, 'Turno da Manhã');
    expect((await nameTaken({ name: 'turno da manha' })).body).toBe(true);
    expect((await nameTaken({ name: 'Turno da Manhã', id: journey._id })).body).toBe(false);
    expect((await nameTaken({ name: 'Turno da Manhã', id: 'outra' })).body).toBe(true);
    expect((await nameTaken({ name: 'Turno da Noite' })).body).toBe(false);
    const foreignCompany = await invoke<boolean>('validateWorkdayName', {
      token: other.people.HUMAN_RESOURCES_MANAGMENT.token,
      query: { name: 'Turno da Manhã', company: other.company.id },
    });
    expect(foreignCompany.body).toBe(false);
  });

  it('needs a name (400) and the caller\'s company (403)', async () => {
    const blank = await invoke('validateWorkdayName', { token: hr, query: { name: ' ', company: company.id } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ name: MSG.required });
    expect((await nameTaken({ name: 'x', company: other.company.id })).status).toBe(403);
  });
});

describe('GET /api/workday/paginate/{companyId}', () => {
  let listWorld: TestWorld;
  beforeAll(async () => {
    listWorld = await companyWithEveryRole();
    const id = listWorld.company.id;
    await createTestJourney(id, 'Bravo', { pointType: 'Banco de Horas' });
    await createTestJourney(id, 'alfa', { holidays: false });
    await createTestJourney(id, 'Écharpe', NIGHT_SHIFT);
    const retired = await createTestJourney(id, 'Delta');
    await invoke('updateWorkdaysStatus', { token: listWorld.people.HUMAN_RESOURCES_MANAGMENT.token, body: { selectedJourneys: [retired._id], status: false } });
    await createTestJourney(id, 'Charlie', { scaleType: '6x1', standardWeekScale: equalWeek([...MONDAY_TO_FRIDAY, 'saturday'], day('09:00', '17:20')) });
    await createTestJourney(id, 'Foxtrot');
  });

  const names = async (query: Record<string, string>) => {
    const answer = await paginate(query, listWorld);
    expect(answer.status).toBe(200);
    return answer.body.docs.map((doc) => doc.name);
  };

  it('answers whole journeys by name ascending, 5 a page, with the total', async () => {
    const answer = await paginate({}, listWorld);
    expect(answer.body.total).toBe(6);
    expect(answer.body.docs.map((doc) => doc.name)).toEqual(['alfa', 'Bravo', 'Charlie', 'Delta', 'Écharpe']);
    expect(answer.body.docs[0]).toMatchObject({ holidays: false, breaks: [coffeeBreak('10:00')], totalEmployees: 0, status: true });
    expect(await names({ page: '2' })).toEqual(['Foxtrot']);
    expect(await names({ limit: '10', order: 'desc' })).toEqual(['Foxtrot', 'Écharpe', 'Delta', 'Charlie', 'Bravo', 'alfa']);
  });

  it('filters by holidays, status, point type, scale and name', async () => {
    expect(await names({ holidayFilter: 'false' })).toEqual(['alfa']);
    expect(await names({ statusFilter: 'false' })).toEqual(['Delta']);
    expect(await names({ statusFilter: 'true', limit: '10' })).toEqual(['alfa', 'Bravo', 'Charlie', 'Écharpe', 'Foxtrot']);
    expect(await names({ pointTypeFilter: 'Banco de Horas' })).toEqual(['Bravo']);
    expect(await names({ scaleFilter: '12/36' })).toEqual(['Écharpe']);
    expect(await names({ scaleFilter: '6x1', holidayFilter: 'true' })).toEqual(['Charlie']);
    expect(await names({ text: 'ECHA' })).toEqual(['Écharpe']);
  });

  it('sorts by the other columns, ties by name', async () => {
    expect(await names({ orderBy: 'scaleType', limit: '10' })).toEqual(['alfa', 'Bravo', 'Delta', 'Foxtrot', 'Charlie', 'Écharpe']);
    expect(await names({ orderBy: 'status' })).toEqual(['Delta', 'alfa', 'Bravo', 'Charlie', 'Écharpe']);
  });

  it('refuses a page size off the list (400), another company (403) and other roles (403)', async () => {
    const size = await paginate({ limit: '7' }, listWorld);
    expect(size.status).toBe(400);
    expect(size.body).toMatchObject({ errors: { limit: 'Tamanho de página inválido' } });
    const foreign = await invoke('paginateWorkdays', { token: hr, params: { companyId: listWorld.company.id } });
    expect(foreign.status).toBe(403);
    const employee = await invoke('paginateWorkdays', { token: listWorld.people.EMPLOYEE.token, params: { companyId: listWorld.company.id } });
    expect(employee.status).toBe(403);
  });
});

describe('the edit tabs (PUT /api/workday/update/…)', () => {
  const edit = (route: 'updateWorkdayDetails' | 'updateWorkdayScale' | 'updateWorkdayBreaks' | 'updateWorkdayScaleAndBreaks', body: Record<string, unknown>) =>
    invoke<JourneyOrError>(route, { token: hr, body });

  it('details: saves them, a rename moves the name (the old one is free again), a clash is 409', async () => {
    const journey = await createTestJourney(company.id, unique('Antiga'));
    const taken = await createTestJourney(company.id, unique('Ocupada'));
    const newName = unique('Nova');
    const details = { ...VALID_DETAILS, name: newName, limited: true, limitTime: 15, pointType: 'Hora extra' };
    const saved = await edit('updateWorkdayDetails', { journeyId: journey._id, journeyDetails: details, company: company.id });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ _id: journey._id, name: newName, limited: true, limitTime: 15, pointType: 'Hora extra', totalHours: '44:00' });
    expect((await paginate({ text: newName })).body.docs[0]).toEqual(saved.body);
    expect((await nameTaken({ name: journey.name })).body).toBe(false);
    expect((await nameTaken({ name: newName })).body).toBe(true);

    const unlimited = await edit('updateWorkdayDetails', { journeyId: journey._id, journeyDetails: { ...details, limited: false }, company: company.id });
    expect(unlimited.body.limitTime).toBeNull();
    expect((await paginate({ text: newName })).body.docs[0].limitTime).toBeNull();

    const clash = await edit('updateWorkdayDetails', { journeyId: journey._id, journeyDetails: { ...details, name: taken.name }, company: company.id });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(WORKDAY_MSG.nameTaken);
  });

  it('scale: recomputes the totals; breaks the new hours leave out are refused (the SPA asks and sends scaleAndBreaks)', async () => {
    const journey = await createTestJourney(company.id, unique('Escala'));
    const afternoon = { ...COMMERCIAL_SCALE, standardWeekScale: equalWeek(MONDAY_TO_FRIDAY, day('13:00', '21:00')), totalHours: '' };
    const refused = await edit('updateWorkdayScale', { journeyId: journey._id, journeyScale: afternoon });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: WORKDAY_MSG.breaksOutsideSchedule, errors: { 'breaks.0.start': WORKDAY_MSG.breaksOutsideSchedule } });

    const noBreaks = { numberOfBreaks: '0Breaks', breaks: [] };
    const saved = await edit('updateWorkdayScaleAndBreaks', { journeyId: journey._id, journeyScale: afternoon, journeyBreaks: noBreaks });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ totalHours: '35:00', nightAdditional: '00:00', numberOfBreaks: '0Breaks', breaks: [] });

    const night = await edit('updateWorkdayScale', { journeyId: journey._id, journeyScale: { ...COMMERCIAL_SCALE, ...NIGHT_SHIFT } });
    expect(night.body).toMatchObject({ scaleType: '12/36', totalHours: '48:00', holidays: true });
    expect((await paginate({ text: journey.name })).body.docs[0]).toMatchObject({ scaleType: '12/36', totalHours: '48:00' });
  });

  it('breaks: checked against the stored hours, with the rules of the PAUSAS step', async () => {
    const journey = await createTestJourney(company.id, unique('Pausas'));
    const send = (journeyBreaks: unknown) => edit('updateWorkdayBreaks', { journeyId: journey._id, journeyBreaks });
    const outside = await send({ numberOfBreaks: '1Breaks', breaks: [coffeeBreak('19:00')] });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual({ 'journeyBreaks.breaks.0.start': WORKDAY_MSG.breaksOutsideSchedule });
    const mismatch = await send({ numberOfBreaks: '2Breaks', breaks: [coffeeBreak('10:00')] });
    expect(mismatch.body.errors).toEqual({ 'journeyBreaks.numberOfBreaks': WORKDAY_MSG.breaksCountMismatch });
    const saved = await send({ numberOfBreaks: '2Breaks', breaks: [coffeeBreak('10:00'), coffeeBreak('15:30', 10, 'Lanche')] });
    expect(saved.status).toBe(200);
    expect(saved.body.breaks.map((brk) => brk.description)).toEqual(['Café', 'Lanche']);
  });

  it("another company's journey is not found (404), and its company is refused (403)", async () => {
    const foreign = await createTestJourney(other.company.id);
    const answer = await edit('updateWorkdayBreaks', { journeyId: foreign._id, journeyBreaks: { numberOfBreaks: '0Breaks', breaks: [] } });
    expect(answer.status).toBe(404);
    const mine = await createTestJourney(company.id);
    const details = await edit('updateWorkdayDetails', { journeyId: mine._id, journeyDetails: VALID_DETAILS, company: other.company.id });
    expect(details.status).toBe(403);
  });
});

describe('status and removal', () => {
  it('a deactivated journey leaves the hiring-data select and stays listed as Desativado; activating brings it back', async () => {
    const journey = await createTestJourney(company.id, unique('Sazonal'));
    expect((await select()).body.map((option) => option._id)).toContain(journey._id);
    const answer = await setStatus([journey._id, journey._id], false);
    expect(answer.status).toBe(200);
    expect((await select()).body.map((option) => option._id)).not.toContain(journey._id);
    expect((await paginate({ text: journey.name })).body.docs[0].status).toBe(false);
    await setStatus([journey._id], true);
    expect((await select()).body.find((option) => option._id === journey._id)).toEqual({ _id: journey._id, name: journey.name, scaleType: '5x2' });
  });

  it('removes one journey and frees its name; another company\'s is not found', async () => {
    const journey = await createTestJourney(company.id, unique('Removida'));
    const answer = await invoke('deleteWorkday', { token: hr, params: { id: journey._id } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ _id: journey._id });
    expect((await paginate({ text: journey.name })).body.total).toBe(0);
    expect((await nameTaken({ name: journey.name })).body).toBe(false);
    expect((await invoke('deleteWorkday', { token: hr, params: { id: journey._id } })).status).toBe(404);
    const foreign = await createTestJourney(other.company.id);
    expect((await invoke('deleteWorkday', { token: hr, params: { id: foreign._id } })).status).toBe(404);
  });

  it('removes a selection all or nothing: an unknown id is 404 and nothing goes', async () => {
    const [first, second] = await Promise.all([createTestJourney(company.id), createTestJourney(company.id)]);
    const unknown = await invoke('deleteWorkdays', { token: hr, body: { selectedJourneys: [first._id, 'desconhecida'] } });
    expect(unknown.status).toBe(404);
    expect((await paginate({ text: first.name })).body.total).toBe(1);
    const answer = await invoke('deleteWorkdays', { token: hr, body: { selectedJourneys: [first._id, second._id] } });
    expect(answer.status).toBe(200);
    expect((await paginate({ text: first.name })).body.total + (await paginate({ text: second.name })).body.total).toBe(0);
  });

  it('removes a whole page of journeys at once: one transaction holds them and their names', async () => {
    const page = await Promise.all(Array.from({ length: MAX_SELECTED }, () => createTestJourney(company.id)));
    const ids = page.map((journey) => journey._id);
    const answer = await invoke('deleteWorkdays', { token: hr, body: { selectedJourneys: ids } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ _ids: ids });
    expect((await nameTaken({ name: page[0].name })).body).toBe(false);
  });

  it('refuses an empty selection, and one over a page, to removal and status alike (400)', async () => {
    const empty = await invoke('deleteWorkdays', { token: hr, body: { selectedJourneys: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ selectedJourneys: MSG.required });
    const many = Array.from({ length: MAX_SELECTED + 1 }, (_, i) => `j${i}`);
    const capped = { message: WORKDAY_MSG.tooManySelected(MAX_SELECTED), errors: { selectedJourneys: WORKDAY_MSG.tooManySelected(MAX_SELECTED) } };
    for (const answer of [await invoke('deleteWorkdays', { token: hr, body: { selectedJourneys: many } }), await setStatus(many, false)]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(capped);
    }
  });
});

describe('GET /api/workday/{companyId} (the hiring-data select)', () => {
  it("refuses other roles and another company (403), and a company without journeys answers []", async () => {
    for (const role of ['EMPLOYEE', 'ADMISSION_PROCESS', 'WAITING_CONTRACT_SIGN', 'ADMINISTRATOR'] as const) {
      expect((await invoke('listWorkdays', { token: world.people[role].token, params: { companyId: company.id } })).status).toBe(403);
    }
    const foreign = await invoke('listWorkdays', { token: other.people.HUMAN_RESOURCES_MANAGMENT.token, params: { companyId: company.id } });
    expect(foreign.status).toBe(403);
    const empty = await companyWithEveryRole();
    expect((await select(empty)).body).toEqual([]);
  });
});

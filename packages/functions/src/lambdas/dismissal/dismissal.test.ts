import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { savedShutDown } from '@colabora/core/dismissal/testing/shut-down-data';
import { addCalendarDays, brazilianDate } from '@colabora/core/ground/calendar-day';
import { API, type RouteName } from '@colabora/core/api-routes';
import type { DismissalDetail, RescissionDocumentsAnswer } from '@colabora/core/dismissal/api';
import { NO_CONDITIONS } from '@colabora/core/dismissal/checkup';
import { FORMER_EMPLOYEE_ROUTES } from '@colabora/core/dismissal/former-employee';
import type { DismissalListItem } from '@colabora/core/dismissal/list';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import type { Page } from '@colabora/core/paging';
import { PROMOTION_MSG } from '@colabora/core/promotion/schema';
import type { ActiveListItem } from '@colabora/core/people/active-list';
import { db } from '../../db/service';
import { departments } from '../department/store';
import { jobRoles } from '../job-role/store';
import { getUser } from '../../modules/person/records';
import { openAbsences } from '../../testing/absence-alerts';
import { admissionWorld, type AdmissionWorld } from '../../testing/admission';
import { pdfBytes, uploadPdf } from '../../testing/admission-ready';
import { createCandidate, createPerson, TEST_COMPANY_CLOCK } from '../../testing/fixtures';
import { invoke, type ErrorBody, type InvokeOptions } from '../../testing/invoke';
import { createTestJourney } from '../../testing/journeys';
import { uploadFile } from '../../testing/upload-file';
import { getJourney } from '../../modules/workday/store';
import { updateCompanySettings } from '../../modules/company/company-settings';
import { clockAt, serverClockReset } from '../../testing/server-clock';
import type { NewUser } from '../../db/entities/user';

type DetailOrError = DismissalDetail & Partial<ErrorBody>;

let world: AdmissionWorld;
let other: AdmissionWorld;
let journeyId: string;

beforeAll(async () => {
  [world, other] = await Promise.all([admissionWorld(), admissionWorld()]);
  journeyId = (await createTestJourney(world.company.id))._id;
});

let counter = 0;
/** An active CLT employee admitted 10/01/2020, on the world's job role, department and journey. */
function employee(overrides: Partial<NewUser> = {}) {
  return createPerson(world.company.id, {
    role: 'EMPLOYEE',
    statusActive: 'HIRED',
    fullName: `Daniel Desligado ${++counter} ${Date.now()}`,
    admissionDate: '2020-01-10',
    jobRoleId: world.jobRole._id,
    departmentId: world.department._id,
    hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 300000, vt: 0, va: 0, vr: 0, workday: journeyId },
    ...overrides,
  });
}

const hr = () => world.hr.token;
const call = (route: RouteName, userId: string, options: InvokeOptions = {}) =>
  invoke<DetailOrError>(route, { token: hr(), params: { userId }, ...options });
const start = (userId: string, token = hr()) => call('startDismissal', userId, { token });
const details = (userId: string, body: unknown) => call('updateDismissalDetails', userId, { body });
const conclude = (userId: string) => call('concludeDismissal', userId);
const reactivate = (userId: string) => call('reactivateUser', userId);

const CHECKUP_OK = { approvedCheckup: true, checkup: NO_CONDITIONS };
/** What DESLIGAMENTO sends: core's fixture with the departure left for the server to work out. */
const shutDownData = (overrides: Record<string, unknown> = {}) => ({
  ...savedShutDown({ departureDate: '', observations: 'Reestruturação da equipe.' }),
  ...overrides,
});

/** An employee in the process, started by HR. */
async function inProcess(overrides: Partial<NewUser> = {}) {
  const person = await employee(overrides);
  expect((await start(person.id)).status).toBe(200);
  return person;
}

/** An employee whose process is ready to conclude. */
async function readyToConclude() {
  const person = await inProcess();
  expect((await details(person.id, CHECKUP_OK)).status).toBe(200);
  expect((await details(person.id, { shutDownData: shutDownData() })).status).toBe(200);
  return person;
}

async function activeList(text: string) {
  const answer = await invoke<Page<ActiveListItem>>('listCompanyUsers', {
    token: hr(),
    params: { companyId: world.company.id },
    query: { status: 'ACTIVE', text },
  });
  return answer.body.docs;
}

async function dismissalList(query: Record<string, string> = {}) {
  const answer = await invoke<Page<DismissalListItem>>('listCompanyUsers', {
    token: hr(),
    params: { companyId: world.company.id },
    query: { status: 'DISMISSAL', limit: '25', ...query },
  });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body;
}

async function historyKinds(personId: string): Promise<string[]> {
  const { data } = await db.entities.personEvent.query.personHistory({ personId }).go();
  return data.map((event) => event.kind);
}

const totals = async () => ({
  jobRole: (await jobRoles.get(world.company.id, world.jobRole._id))?.totalEmployees,
  department: (await departments.get(world.company.id, world.department._id))?.totalEmployees,
  journey: (await getJourney(world.company.id, journeyId))?.totalEmployees,
});

const DISMISSAL_KEYS = ['statusDismissal', 'dismissalDetails', 'checkup', 'approvedCheckup', 'shutDownData', 'dismissalDocuments', 'protectedConditions', 'pastDismissals', 'shutDownStartDate'];

describe('PUT /api/users/dismissal/{userId} (start)', () => {
  it('puts an active employee in the process from today: out of Ativos, on the dismissal list, still working', async () => {
    const person = await employee();
    expect(await activeList(person.fullName)).toHaveLength(1);
    const answer = await start(person.id);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toMatchObject({
      _id: person.id,
      statusDismissal: 'START_OF_THE_PROCESS',
      statusActive: 'HIRED',
      dismissalDetails: { shutDownStartDate: TEST_COMPANY_CLOCK.today(), resignationDate: null, departureDate: null, shutDownData: null },
      approvedCheckup: false,
      checkup: null,
      dismissalDocuments: {},
    });
    expect(await activeList(person.fullName)).toEqual([]);
    const list = await dismissalList({ text: person.fullName });
    expect(list.docs).toEqual([
      {
        _id: person.id,
        fullName: person.fullName,
        jobRole: { _id: world.jobRole._id, name: world.jobRole.name },
        department: { _id: world.department._id, name: world.department.name },
        statusDismissal: 'START_OF_THE_PROCESS',
        resignationDate: null,
        departureDate: null,
      },
    ]);
    expect(await historyKinds(person.id)).toContain('dismissalStarted');
  });

  it('refuses someone already in the process, a candidate and a dismissed person (409)', async () => {
    const person = await inProcess();
    expect(await start(person.id)).toMatchObject({ status: 409, body: { message: DISMISSAL_MSG.alreadyInProcess } });
    const candidate = await createCandidate(world.company.id);
    expect(await start(candidate.id)).toMatchObject({ status: 409, body: { message: DISMISSAL_MSG.notActive } });
    const dismissed = await employee({ statusActive: 'DISMISSED' });
    expect(await start(dismissed.id)).toMatchObject({ status: 409, body: { message: DISMISSAL_MSG.notActive } });
  });

  it('is HR only, within the company', async () => {
    const person = await employee();
    expect((await start(person.id, person.token)).status).toBe(403);
    expect((await start(person.id, other.hr.token)).status).toBe(404);
    expect((await getUser(world.company.id, person.id))?.statusDismissal).toBeUndefined();
  });

  describe("on the company's day (issue 22 §6)", () => {
    afterEach(serverClockReset);

    it('a Manaus process started at 23:30 in Manaus (03:30 UTC, already the next day in Sao Paulo) starts that day', async () => {
      const manaus = await admissionWorld();
      await updateCompanySettings(manaus.company.id, { bankRegime: 'INDIVIDUAL_AGREEMENT', timeZone: 'America/Manaus' });
      const person = await createPerson(manaus.company.id, { role: 'EMPLOYEE', statusActive: 'HIRED', admissionDate: '2020-01-10' });
      clockAt('2026-03-10', '23:30', '-04:00');
      const answer = await start(person.id, manaus.hr.token);
      expect(answer.status, answer.raw).toBe(200);
      expect(answer.body.dismissalDetails?.shutDownStartDate).toBe('2026-03-10');
    });
  });
});

describe('during the process', () => {
  it('no promotion: the role and department the person leaves with stay', async () => {
    const person = await inProcess();
    const body = {
      afterPromotion: { regime: 'CLT', jobRole: world.jobRole._id, department: world.department._id, hasStandardSalary: true, hasVt: false, hasVa: false, hasVr: false, salary: 0, vt: 0, va: 0, vr: 0 },
    };
    const answer = await invoke('createPromotion', { token: hr(), params: { userId: person.id }, body });
    expect(answer).toMatchObject({ status: 409, body: { message: PROMOTION_MSG.notActive } });
  });
});

describe('archiving a person in the process', () => {
  it('takes them off the dismissal list too', async () => {
    const person = await inProcess();
    const removed = await invoke('deleteUsers', { token: hr(), body: { usersId: [person.id] } });
    expect(removed.status, removed.raw).toBe(200);
    expect((await dismissalList({ text: person.fullName })).total).toBe(0);
  });
});

describe('the employee never sees the process', () => {
  it('their own answers carry no dismissal field, and the rescission documents are closed to them', async () => {
    const person = await readyToConclude();
    const own = await invoke<Record<string, unknown>>('getUser', { token: person.token, params: { id: person.id } });
    expect(own.status).toBe(200);
    for (const key of DISMISSAL_KEYS) expect(own.body).not.toHaveProperty(key);
    expect(own.raw).not.toContain('Reestruturação');
    expect(own.body.statusActive).toBe('HIRED');
    for (const route of ['getDismissalDocuments', 'getDismissal'] as const) {
      expect((await invoke(route, { token: person.token, params: { userId: person.id } })).status).toBe(403);
    }
    const scale = await invoke('getMonthScale', { token: person.token, query: { month: '1', year: '2026' } });
    expect(scale.status, scale.raw).toBe(200);
  });
});

describe('GET /api/users/dismissal/{userId}', () => {
  it('reads a person in the process; anyone else, or another company, is not found', async () => {
    const person = await inProcess();
    expect((await call('getDismissal', person.id)).body).toMatchObject({ _id: person.id, statusDismissal: 'START_OF_THE_PROCESS' });
    const working = await employee();
    expect((await call('getDismissal', working.id)).status).toBe(404);
    expect((await call('getDismissal', person.id, { token: other.hr.token })).status).toBe(404);
  });
});

describe('PUT /api/users/dismissal-details/{userId}: CHECKUP', () => {
  it('requires the seven booleans', async () => {
    const person = await inProcess();
    const answer = await details(person.id, { checkup: { pregnant: false } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ approvedCheckup: MSG.required, 'checkup.workAccident': MSG.required });
  });

  it('refuses the approval while a condition is ticked, and remembers stability conditions once cleared', async () => {
    const person = await inProcess();
    const blocked = await details(person.id, { approvedCheckup: true, checkup: { ...NO_CONDITIONS, pregnant: true } });
    expect(blocked).toMatchObject({ status: 400, body: { errors: { approvedCheckup: DISMISSAL_MSG.checkupBlocked } } });
    const ticked = await details(person.id, { approvedCheckup: false, checkup: { ...NO_CONDITIONS, pregnant: true } });
    expect(ticked.status).toBe(200);
    expect(ticked.body.protectedConditions).toEqual(['pregnant']);
    const approved = await details(person.id, CHECKUP_OK);
    expect(approved.body).toMatchObject({ approvedCheckup: true, checkup: NO_CONDITIONS, protectedConditions: ['pregnant'] });
  });
});

describe('PUT /api/users/dismissal-details/{userId}: DESLIGAMENTO', () => {
  it('answers the bad input with the spec messages', async () => {
    const person = await inProcess();
    const early = await details(person.id, { shutDownData: shutDownData({ resignationDate: '2019-12-31' }) });
    expect(early).toMatchObject({ status: 400, body: { errors: { 'shutDownData.resignationDate': 'Informe uma data posterior' } } });
    const invalid = await details(person.id, { shutDownData: shutDownData({ resignationDate: '2021-02-30', warningDefinitions: null }) });
    expect(invalid.body.errors).toMatchObject({ 'shutDownData.resignationDate': 'Data inválida', 'shutDownData.warningDefinitions': MSG.required });
    const missing = await details(person.id, { shutDownData: { notice: 'indemnifiedNotice' } });
    expect(missing.body.errors).toMatchObject({ 'shutDownData.justCause': MSG.required, 'shutDownData.observations': MSG.required });
  });

  it('a worked notice of 33 days at one year: FULFILLING_NOTICE, with the departure and the computation', async () => {
    const person = await inProcess();
    const answer = await details(person.id, { shutDownData: shutDownData({ admissionDate: '2019-01-01', increasedCompanyTime: false }) });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toMatchObject({
      statusDismissal: 'FULFILLING_NOTICE',
      dismissalDetails: {
        resignationDate: '2021-01-10',
        departureDate: '2021-02-12',
        noticeEndDate: '2021-02-12',
        // The person's own admission date and the law's increase, whatever the body said.
        shutDownData: { admissionDate: '2020-01-10', increasedCompanyTime: true },
      },
      notice: { completedYears: 1, noticeDays: 33, daysAdded: 3 },
    });
    expect((await dismissalList({ text: person.fullName, statusDismissal: 'FULFILLING_NOTICE' })).docs).toMatchObject([
      { _id: person.id, resignationDate: '2021-01-10', departureDate: '2021-02-12' },
    ]);
    expect((await dismissalList({ text: person.fullName, statusDismissal: 'START_OF_THE_PROCESS' })).docs).toEqual([]);
    expect(await historyKinds(person.id)).toContain('dismissalChanged');
  });

  it('a resignation works the notice in full (CLT art. 488): the reduction sent is dropped', async () => {
    const person = await inProcess();
    const answer = await details(person.id, { shutDownData: shutDownData({ dismissalOrigin: 'collaborator', warningDefinitions: 'sevenDaysBeforeEndDate' }) });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toMatchObject({ dismissalDetails: { departureDate: '2021-02-09', shutDownData: { warningDefinitions: null } }, notice: { noticeDays: 30 } });
  });

  it('an experience contract ended early: the dates are the hiring data’s, the answers are asked, and there is no notice (art. 479)', async () => {
    const experience = { endOfFirstPeriod: '2020-02-23', endOfSecondPeriod: '2020-04-08' };
    const person = await inProcess({
      hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 300000, vt: 0, va: 0, vr: 0, workday: journeyId, experiencePeriod: '45/45', ...experience },
    });
    const body = (answers: Record<string, unknown> | null) =>
      shutDownData({ resignationDate: '2020-02-20', experience: answers && { endOfFirstPeriod: '2020-01-31', endOfSecondPeriod: '2020-03-31', ...answers } });
    const unanswered = await details(person.id, { shutDownData: body(null) });
    expect(unanswered).toMatchObject({ status: 400, body: { errors: { 'shutDownData.experience.reciprocalClause': MSG.required } } });
    const answer = await details(person.id, { shutDownData: body({ extended: false, reciprocalClause: false }) });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toMatchObject({
      statusDismissal: 'START_OF_THE_PROCESS',
      dismissalDetails: { departureDate: '2020-02-20', shutDownData: { warningDefinitions: null, experience: { ...experience, extended: false, reciprocalClause: false } } },
      notice: { noticeDays: 0, experienceEnding: 'earlyByCompany' },
      rescissionFacts: { vacation: { vacations: [], leaves: [] }, bankMinutes: 0 },
    });
    const { data: events } = await db.entities.personEvent.query.personHistory({ personId: person.id }).go();
    expect(events.flatMap((event) => event.changes ?? [])).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'shutDownData.experienceReciprocalClause', after: 'Não' })]),
    );
  });

  it("the estimate's facts carry the unjustified absences (CLT art. 130) and the days sold with a vacation (art. 143)", async () => {
    const person = await employee();
    const vacation = { type: 'VACATION', period: 'MORE_THAN_ONE_DAY', startDate: addCalendarDays(TEST_COMPANY_CLOCK.today(), 30), finalDate: addCalendarDays(TEST_COMPANY_CLOCK.today(), 49) };
    const registered = await invoke('createActivity', {
      token: hr(),
      body: { ...vacation, user: person.id, company: world.company.id, numberOfDays: 20, soldDays: 10, withoutForecastOfEnding: false },
    });
    expect(registered.status, registered.raw).toBe(201);
    const absences = ['2020-03-02', '2020-03-03', '2020-03-04', '2020-03-05', '2020-03-06', '2020-03-09'];
    await openAbsences(world.company.id, person.id, absences);
    expect((await start(person.id)).status).toBe(200);
    const detail = await call('getDismissal', person.id);
    expect(detail.body.rescissionFacts.vacation).toEqual({
      vacations: [{ first: vacation.startDate, days: 20, soldDays: 10 }],
      leaves: [],
      unjustifiedAbsences: absences,
    });
  });

  it('an indemnified notice clears the warning definition, leaves on the resignation date and stays in START_OF_THE_PROCESS', async () => {
    const person = await inProcess();
    const answer = await details(person.id, { shutDownData: shutDownData({ notice: 'indemnifiedNotice', warningDefinitions: 'sevenDaysBeforeEndDate' }) });
    expect(answer.body).toMatchObject({
      statusDismissal: 'START_OF_THE_PROCESS',
      dismissalDetails: { departureDate: '2021-01-10', noticeEndDate: '2021-02-12', shutDownData: { warningDefinitions: null } },
    });
  });

  it('asks for the justification when a stability condition was recorded, and the history keeps it', async () => {
    const person = await inProcess();
    await details(person.id, { approvedCheckup: false, checkup: { ...NO_CONDITIONS, workAccident: true } });
    await details(person.id, CHECKUP_OK);
    const refused = await details(person.id, { shutDownData: shutDownData() });
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: { 'shutDownData.stabilityJustification': DISMISSAL_MSG.stabilityJustificationRequired } },
    });
    expect((await details(person.id, { shutDownData: shutDownData({ justCause: true }) })).status).toBe(200);
    const justification = 'O auxílio acidentário terminou há mais de 12 meses.';
    expect((await details(person.id, { shutDownData: shutDownData({ stabilityJustification: justification }) })).status).toBe(200);
    const { data } = await db.entities.personEvent.query.personHistory({ personId: person.id }).go();
    const changes = data.flatMap((event) => event.changes ?? []);
    expect(changes).toContainEqual({ field: 'shutDownData.stabilityJustification', after: justification });
  });

  it('a recorded maternity leave still protecting asks for the justification too, says why, and blocks the conclusion without it', async () => {
    const person = await inProcess();
    const today = TEST_COMPANY_CLOCK.today();
    const indemnified = { resignationDate: today, notice: 'indemnifiedNotice', warningDefinitions: null };
    await details(person.id, CHECKUP_OK);
    // Saved before the leave was recorded: the conclusion still reads the leaves.
    expect((await details(person.id, { shutDownData: shutDownData(indemnified) })).status).toBe(200);
    const first = addCalendarDays(today, -60);
    await db.entities.activity
      .create({
        companyId: world.company.id,
        userId: person.id,
        id: `maternity-${person.id}`,
        type: 'MATERNITY_LEAVE',
        period: 'MORE_THAN_ONE_DAY',
        startDate: first,
        finalDate: addCalendarDays(first, 119),
        withoutForecastOfEnding: false,
        firstDay: first,
        createdAt: new Date().toISOString(),
        createdById: world.hr.id,
        createdByName: 'RH',
      })
      .go();
    expect(await conclude(person.id)).toMatchObject({ status: 409, body: { code: 'dismissalIncomplete' } });
    const refused = await details(person.id, { shutDownData: shutDownData(indemnified) });
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: { 'shutDownData.stabilityJustification': DISMISSAL_MSG.stabilityFactsJustificationRequired } },
    });
    const detail = await call('getDismissal', person.id);
    expect(detail.body.stabilityFacts).toEqual([{ kind: 'maternity', first, last: addCalendarDays(first, 119), until: expect.any(String) }]);

    const justification = 'Documento assinado pela colaboradora: o parto foi há mais de 5 meses.';
    expect((await details(person.id, { shutDownData: shutDownData({ ...indemnified, stabilityJustification: justification }) })).status).toBe(200);
    const { data } = await db.entities.personEvent.query.personHistory({ personId: person.id }).go();
    expect(data.flatMap((event) => event.changes ?? [])).toContainEqual({ field: 'shutDownData.stabilityJustification', after: justification });
    expect((await conclude(person.id)).status).toBe(200);
  });

  it('refuses anyone not in an open process (409)', async () => {
    const working = await employee();
    expect(await details(working.id, CHECKUP_OK)).toMatchObject({ status: 409, body: { message: DISMISSAL_MSG.notInProcess } });
  });
});

describe('DOCUMENTOS RESCISÃO', () => {
  it("'Nenhum arquivo selecionado' without a file; PDFs only", async () => {
    const person = await inProcess();
    const none = await call('updateDismissalDocuments', person.id, { body: { documents: {} } });
    expect(none).toMatchObject({ status: 400, body: { message: DISMISSAL_MSG.noFile } });
    const pdf = await uploadPdf(hr());
    const named = await call('updateDismissalDocuments', person.id, { body: { documents: { terminationTerm: { ...pdf, name: 'termo.png' } } } });
    expect(named).toMatchObject({ status: 400, body: { errors: { 'documents.terminationTerm': SERVER_MSG.onlyPdf } } });
    const fake = await uploadFile(hr(), 'termo.pdf', new TextEncoder().encode('não é um PDF'), 'application/pdf', 'pdf');
    const bytes = await call('updateDismissalDocuments', person.id, { body: { documents: { terminationTerm: { key: fake, name: 'termo.pdf', size: 10 } } } });
    expect(bytes).toMatchObject({ status: 400, body: { message: SERVER_MSG.onlyPdf } });
  });

  it('stores the documents through uploads, links them, and removes one', async () => {
    const person = await inProcess();
    const [term, guide] = await Promise.all([uploadPdf(hr(), pdfBytes('termo'), 'termo.pdf'), uploadPdf(hr(), pdfBytes('guia'), 'guia.pdf')]);
    const sent = await call('updateDismissalDocuments', person.id, { body: { documents: { terminationTerm: term, FGTSGuide: guide } } });
    expect(sent.status, sent.raw).toBe(200);
    expect(sent.body.dismissalDocuments).toMatchObject({ terminationTerm: { name: 'termo.pdf' }, FGTSGuide: { name: 'guia.pdf' } });
    const link = await invoke<{ url: string }>('openDismissalDocument', { token: hr(), params: { userId: person.id }, query: { document: 'terminationTerm' } });
    expect(link.status).toBe(200);
    expect(await (await fetch(link.body.url)).text()).toContain('termo');
    const removed = await call('deleteDismissalDocument', person.id, { query: { document: 'FGTSGuide' } });
    expect(removed.body.dismissalDocuments).toEqual({ terminationTerm: expect.objectContaining({ name: 'termo.pdf' }) });
    expect((await call('deleteDismissalDocument', person.id, { query: { document: 'FGTSGuide' } })).status).toBe(404);
    expect((await call('deleteDismissalDocument', person.id, { query: { document: 'contrato' } })).status).toBe(400);
  });
});

describe('PUT /api/users/conclude-dismissal/{userId}', () => {
  it('is refused until the checkup is approved and the data saved', async () => {
    const person = await inProcess();
    const refused = { status: 409, body: { message: DISMISSAL_MSG.concludeFailed, code: 'dismissalIncomplete' } };
    expect(await conclude(person.id)).toMatchObject(refused);
    await details(person.id, CHECKUP_OK);
    expect(await conclude(person.id)).toMatchObject(refused);
    await details(person.id, { approvedCheckup: false, checkup: NO_CONDITIONS });
    await details(person.id, { shutDownData: shutDownData() });
    expect(await conclude(person.id)).toMatchObject(refused);
  });

  it('waits for the departure date of a worked notice (409 with the date), then concludes', async () => {
    const person = await inProcess();
    await details(person.id, CHECKUP_OK);
    const today = TEST_COMPANY_CLOCK.today();
    const saved = await details(person.id, { shutDownData: shutDownData({ resignationDate: today }) });
    expect(saved.body.statusDismissal).toBe('FULFILLING_NOTICE');
    const departure = saved.body.dismissalDetails?.departureDate ?? '';
    expect(departure > today).toBe(true);
    const refused = await conclude(person.id);
    expect(refused).toMatchObject({ status: 409, body: { message: DISMISSAL_MSG.noticeRunning(brazilianDate(departure)), code: 'noticeRunning' } });
    expect((await getUser(world.company.id, person.id, true))?.statusActive).toBe('HIRED');
    try {
      process.env.COLABORA_LOCAL_CLOCK = '1';
      process.env.COLABORA_CLOCK_OFFSET_MINUTES = String((Date.parse(`${departure}T09:00:00-03:00`) - Date.now()) / 60_000);
      expect((await conclude(person.id)).status).toBe(200);
    } finally {
      delete process.env.COLABORA_LOCAL_CLOCK;
      delete process.env.COLABORA_CLOCK_OFFSET_MINUTES;
    }
  });

  it('dismisses: DISMISSED everywhere, one less on the job role, department and journey, nothing more to change', async () => {
    const person = await readyToConclude();
    const before = await totals();
    const answer = await conclude(person.id);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toMatchObject({ statusDismissal: 'DISMISSED', statusActive: 'DISMISSED' });
    expect(await totals()).toEqual({ jobRole: before.jobRole! - 1, department: before.department! - 1, journey: before.journey! - 1 });
    expect((await dismissalList({ text: person.fullName, statusDismissal: 'DISMISSED' })).total).toBe(1);
    expect(await conclude(person.id)).toMatchObject({ status: 409, body: { message: DISMISSAL_MSG.alreadyDismissed } });
    expect((await details(person.id, CHECKUP_OK)).status).toBe(409);
    expect(await historyKinds(person.id)).toContain('dismissalConcluded');
  });
});

describe('after the conclusion', () => {
  it('the person reads their contracts, rescission documents and payslips, and nothing else', async () => {
    const person = await readyToConclude();
    await call('updateDismissalDocuments', person.id, { body: { documents: { terminationTerm: await uploadPdf(hr(), pdfBytes('trct'), 'trct.pdf') } } });
    await conclude(person.id);
    const self = { token: person.token, params: { userId: person.id } };
    expect((await invoke('getUser', { token: person.token, params: { id: person.id } })).status).toBe(200);
    expect((await invoke('listPayslips', self)).status).toBe(200);
    const documents = await invoke<RescissionDocumentsAnswer>('getDismissalDocuments', self);
    expect(documents.body.dismissalDocuments.terminationTerm?.name).toBe('trct.pdf');
    expect((await invoke('openDismissalDocument', { ...self, query: { document: 'terminationTerm' } })).status).toBe(200);
    const closed = (Object.keys(API) as RouteName[]).filter(
      (route) => API[route].access !== 'public' && !(FORMER_EMPLOYEE_ROUTES as readonly string[]).includes(route),
    );
    for (const route of closed) {
      const params = Object.fromEntries([...API[route].path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, person.id]));
      const answer = await invoke(route, { token: person.token, params, body: {} });
      expect(answer.status, `${route}: ${answer.raw}`).toBe(403);
    }
  });
});

describe('PUT /api/users/reactivate/{userId}', () => {
  it('gives the person back to Ativos with their status, and keeps the process', async () => {
    const person = await inProcess({ statusActive: 'WORK_EXPERIENCE' });
    await details(person.id, CHECKUP_OK);
    const answer = await reactivate(person.id);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toMatchObject({ statusDismissal: null, statusActive: 'WORK_EXPERIENCE', approvedCheckup: false });
    expect(answer.body.pastDismissals).toMatchObject([{ statusDismissal: 'START_OF_THE_PROCESS', approvedCheckup: true }]);
    expect(await activeList(person.fullName)).toMatchObject([{ _id: person.id, statusActive: 'WORK_EXPERIENCE' }]);
    expect((await dismissalList({ text: person.fullName })).total).toBe(0);
    expect((await call('getDismissal', person.id)).status).toBe(404);
    expect(await historyKinds(person.id)).toEqual(expect.arrayContaining(['dismissalStarted', 'dismissalChanged', 'dismissalReactivated']));
    // A new process starts clean.
    expect((await start(person.id)).body).toMatchObject({ statusDismissal: 'START_OF_THE_PROCESS', checkup: null, approvedCheckup: false });
  });

  it('a concluded dismissal comes back with the status and the totals of before', async () => {
    const person = await readyToConclude();
    const before = await totals();
    await conclude(person.id);
    const answer = await reactivate(person.id);
    expect(answer.body).toMatchObject({ statusDismissal: null, statusActive: 'HIRED' });
    expect(await totals()).toEqual(before);
    expect((await invoke('getMonthScale', { token: person.token, query: { month: '1', year: '2026' } })).status).toBe(200);
  });

  it('refuses someone not in the process (409), other companies (404) and employees (403)', async () => {
    const working = await employee();
    expect(await reactivate(working.id)).toMatchObject({ status: 409, body: { message: DISMISSAL_MSG.notInProcess } });
    const person = await inProcess();
    expect((await call('reactivateUser', person.id, { token: other.hr.token })).status).toBe(404);
    expect((await call('reactivateUser', person.id, { token: person.token })).status).toBe(403);
  });
});

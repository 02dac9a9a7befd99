import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { FileLink } from '@colabora/core/admission/contract';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import type { Page } from '@colabora/core/paging';
import type { PointAlertView } from '@colabora/core/timeclock/alerts';
import type { AlertType, PointType } from '@colabora/core/timeclock/point-types';
import { BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import { POINT_REGISTER_MSG } from '@colabora/core/timeclock/point-register-api';
import { REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import type { PointSolicitation, RequestNotifications } from '@colabora/core/timeclock/request-schema';
import type { Journey } from '@colabora/core/workday/schema';
import { bankTotal } from '../../modules/timeclock/ledger';
import { db } from '../../db/service';
import { pdfBytes, uploadPdf } from '../../testing/admission-ready';
import { createPerson, ownAndOtherCompany, type TestWorld, TEST_COMPANY_CLOCK } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { createTestJourney } from '../../testing/journeys';
import { punchAt, settleBalances } from '../../testing/time-clock';
import { uploadFile } from '../../testing/upload-file';
import { storedAlerts } from '../../modules/timeclock/alert-store';
import { personMonthDays } from '../../modules/timeclock/point-days';
import { settleDays } from '../../modules/timeclock/settle-day';
import { approvedRequests } from '../../modules/timeclock/approved';
import { companyRequest } from '../../modules/timeclock/request-records';
import type { NewUser } from '../../db/entities/user';
import { clockAt, serverClockReset } from '../../testing/server-clock';

// The time-clock requests (002 §2.2, §2.3, §4.1, §5.1, §5.2, §5.4, §7.1, §7.2): the employee asks about themself,
// HR of the company analyses. The journey: 5x2 08:00–17:48, Café 10:00–10:15, main break 12:30–13:30.

type Answer = PointSolicitation & Partial<ErrorBody>;

let world: TestWorld;
let other: TestWorld;
let office: Journey;
beforeAll(async () => {
  [world, other] = await ownAndOtherCompany();
  office = await createTestJourney(world.company.id);
});

afterEach(serverClockReset);

const hr = () => world.people.HUMAN_RESOURCES_MANAGMENT.token;
const today = TEST_COMPANY_CLOCK.today();
const MONDAY = '2026-03-02';

/** An active employee with the time-clock module, on the office journey. */
function employee(fullName = 'Pessoa do Ponto', overrides: Partial<NewUser> = {}, company: TestWorld = world) {
  return createPerson(company.company.id, {
    fullName,
    statusActive: 'HIRED',
    admissionDate: '2025-01-02',
    recordPoints: true,
    hiringData: { regime: 'CLT', workday: office._id, workdayName: office.name },
    ...overrides,
  });
}

/** An alert of the person, written as the alerts job writes it. */
async function alertOf(person: { id: string; companyId: string }, alertType: AlertType, day = MONDAY, pointType: PointType = 'EXIT') {
  const id = `${day}_${alertType}_${pointType}`;
  await db.entities.pointAlert
    .create({
      companyId: person.companyId,
      userId: person.id,
      id,
      day,
      alertType,
      pointType,
      pointStartDate: `${day}T${pointType === 'EXIT' ? '17:48' : '08:00'}:00-03:00`,
      state: 'OPEN',
      createdAt: new Date().toISOString(),
    })
    .go();
  return id;
}

const dayOffBody = (overrides: Record<string, unknown> = {}) => ({
  reason: 'REQUEST_DAY_OFF',
  solicitationDate: addCalendarDays(today, 7),
  justification: 'Consulta médica do meu filho',
  ...overrides,
});
const compensationBody = (overrides: Record<string, unknown> = {}) => ({
  reason: 'HOURS_COMPENSATION',
  compensationDate: addCalendarDays(today, 3),
  totalMinutesCompensated: 120,
  justification: 'Compensar o sábado trabalhado',
  ...overrides,
});

const askDayOff = (token: string, body: unknown = dayOffBody()) => invoke<Answer>('requestDayOff', { token, body });
const askCompensation = (token: string, body: unknown = compensationBody()) => invoke<Answer>('requestCompensation', { token, body });
const adjust = (token: string, body: unknown) => invoke<Answer>('requestAdjustment', { token, body });
const mine = (token: string, query: Record<string, string> = {}) => invoke<Page<PointSolicitation>>('listMyRequests', { token, query });
const inAnalysis = (query: Record<string, string> = {}, token = hr(), companyId = world.company.id) =>
  invoke<Page<PointSolicitation> & Partial<ErrorBody>>('listRequestsInAnalysis', { token, params: { companyId }, query });
const approve = (id: string, token = hr(), body?: unknown) => invoke<Answer>('approveRequest', { token, params: { id }, body });
const reprove = (id: string, body: unknown = { disapprovalReason: 'Sem documento' }, token = hr()) =>
  invoke<Answer>('reproveRequest', { token, params: { id }, body });
const markViewed = (id: string, token = hr()) => invoke<Answer>('markRequestViewed', { token, params: { id } });
const notifications = (token = hr(), companyId = world.company.id) =>
  invoke<RequestNotifications & Partial<ErrorBody>>('countRequestNotifications', { token, params: { companyId } });
const attachmentLink = (id: string, token: string) => invoke<FileLink & Partial<ErrorBody>>('getRequestAttachmentLink', { token, params: { id } });

describe('who may ask', () => {
  it('is an active employee with the time-clock module; the others get 403 in Portuguese, HR 403 by role', async () => {
    const withoutModule = await employee('Sem Ponto', { recordPoints: false });
    const refused = await askDayOff(withoutModule.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(POINT_REGISTER_MSG.notAllowed);
    expect((await mine(withoutModule.token)).status).toBe(403);
    const dismissed = await employee('Desligada', { statusActive: 'DISMISSED' });
    expect((await askDayOff(dismissed.token)).status).toBe(403);
    expect((await mine(dismissed.token)).status).toBe(403);
    expect((await askDayOff(hr())).status).toBe(403);
    expect((await inAnalysis({}, world.people.EMPLOYEE.token)).status).toBe(403);
  });
});

describe('POST /api/point-solicitation/day-off and hours-compensation', () => {
  it('creates the request in analysis, not yet viewed, with the PDF kept, and lists it to its owner only', async () => {
    const person = await employee('Ana Folga');
    const someoneElse = await employee('Bruno Outro');
    const file = await uploadPdf(person.token, pdfBytes('folga'), 'declaracao.pdf');
    const answer = await askDayOff(person.token, dayOffBody({ attachment: file }));
    expect(answer.status, answer.raw).toBe(201);
    expect(answer.body).toMatchObject({
      reason: 'REQUEST_DAY_OFF',
      status: 'IN_ANALYSIS',
      viewed: false,
      user: { _id: person.id, fullName: 'Ana Folga' },
      solicitationDate: addCalendarDays(today, 7),
      day: addCalendarDays(today, 7),
      attachment: { name: 'declaracao.pdf', key: expect.stringMatching(/^files\//) },
      disapprovalReason: null,
    });
    expect((await mine(person.token)).body).toEqual({ docs: [answer.body], total: 1 });
    expect((await mine(someoneElse.token)).body).toEqual({ docs: [], total: 0 });
  });

  it('records a request sent again with the same Idempotency-Key once', async () => {
    const person = await employee();
    const headers = { 'idempotency-key': '6f1c7a4e-3f57-4a53-9d7e-1b2c3d4e5f60' };
    const first = await invoke<Answer>('requestDayOff', { token: person.token, body: dayOffBody(), headers });
    const retry = await invoke<Answer>('requestDayOff', { token: person.token, body: dayOffBody(), headers });
    expect(first.status).toBe(201);
    expect(retry.body._id).toBe(first.body._id);
    expect((await mine(person.token)).body.total).toBe(1);
  });

  it('refuses bad input with the spec messages (400)', async () => {
    const person = await employee();
    const blank = await askDayOff(person.token, dayOffBody({ justification: '  ', solicitationDate: '' }));
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toMatchObject({ justification: MSG.required, solicitationDate: MSG.required });
    expect((await askDayOff(person.token, dayOffBody({ solicitationDate: '2026-02-30' }))).body.errors).toMatchObject({
      solicitationDate: REQUEST_MSG.invalidDate,
    });
    const past = await askCompensation(person.token, compensationBody({ compensationDate: addCalendarDays(today, -1) }));
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('Informe uma igual ou data posterior a data atual.');
    const zero = await askCompensation(person.token, compensationBody({ totalMinutesCompensated: 0 }));
    expect(zero.body.errors).toMatchObject({ totalMinutesCompensated: 'Valor inválido' });
    expect((await askCompensation(person.token, compensationBody({ compensationDate: today }))).status).toBe(201);
  });

  it('takes only a PDF of the caller company uploads', async () => {
    const person = await employee();
    const png = await uploadFile(person.token, 'foto.pdf', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), 'application/pdf', 'pdf');
    const notPdf = await askDayOff(person.token, dayOffBody({ attachment: { key: png, name: 'foto.pdf', size: 11 } }));
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.message).toBe(SERVER_MSG.onlyPdf);
    const foreign = await uploadPdf(other.people.ADMINISTRATOR_COMPANY.token);
    const elsewhere = await askDayOff(person.token, dayOffBody({ attachment: foreign }));
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(SERVER_MSG.fileMissing);
    expect((await mine(person.token)).body.total).toBe(0);
  });
});

describe('POST /api/point-solicitation/adjust', () => {
  it('links a pending point alert and its corrected time, and counts nothing until approved', async () => {
    const person = await employee();
    const alertId = await alertOf(person, 'PENDING_POINT');
    const answer = await adjust(person.token, { pointAlert: alertId, reason: 'POINTS_ADJUST', justification: 'Esqueci de registrar', registerDate: '17:50' });
    expect(answer.status, answer.raw).toBe(201);
    expect(answer.body).toMatchObject({
      reason: 'POINTS_ADJUST',
      status: 'IN_ANALYSIS',
      day: MONDAY,
      registerDate: `${MONDAY}T17:50:00-03:00`,
      pointAlert: { _id: alertId, alertType: 'PENDING_POINT', pointType: 'EXIT', pointStartDate: `${MONDAY}T17:48:00-03:00` },
    });
    expect(await approvedRequests(person.companyId, person.id, MONDAY, MONDAY)).toEqual([]);
    const again = await adjust(person.token, { pointAlert: alertId, reason: 'POINTS_ADJUST', justification: 'De novo', registerDate: '17:50' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REQUEST_MSG.alertAlreadyRequested);
  });

  it('writes one request when two for the same alert arrive at once; after a reproval the person may ask again', async () => {
    const person = await employee();
    const alertId = await alertOf(person, 'PENDING_POINT');
    const body = (time: string) => ({ pointAlert: alertId, reason: 'POINTS_ADJUST', justification: 'Esqueci', registerDate: time });
    const answers = await Promise.all([adjust(person.token, body('17:50')), adjust(person.token, body('17:55'))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await mine(person.token)).body.total).toBe(1);
    const first = answers.find((answer) => answer.status === 201);
    await reprove(first?.body._id ?? '');
    expect((await adjust(person.token, body('17:52'))).status).toBe(201);
    expect((await mine(person.token)).body.total).toBe(2);
  });

  it("GET /api/point-alert says the alert is in analysis once its adjustment is sent, and no longer once it is reproved", async () => {
    const person = await employee();
    const alertId = await alertOf(person, 'PENDING_POINT');
    const alerts = async () => (await invoke<PointAlertView[]>('listPointAlerts', { token: person.token })).body;
    expect(await alerts()).toMatchObject([{ _id: alertId, inAnalysis: false }]);
    const sent = await adjust(person.token, { pointAlert: alertId, reason: 'POINTS_ADJUST', justification: 'Esqueci', registerDate: '17:50' });
    expect(sent.status).toBe(201);
    expect(await alerts()).toMatchObject([{ _id: alertId, inAnalysis: true }]);
    await reprove(sent.body._id);
    expect(await alerts()).toMatchObject([{ _id: alertId, inAnalysis: false }]);
  });

  it('offers the reasons of the alert type and asks the times each needs (400 with the messages)', async () => {
    const person = await employee();
    const pending = await alertOf(person, 'PENDING_POINT');
    const absence = await alertOf(person, 'ABSENCE', '2026-03-03', 'ENTRY');
    const base = { justification: 'Motivo' };
    const certificateOnPending = await adjust(person.token, { ...base, pointAlert: pending, reason: 'MEDICAL_CERTIFICATE' });
    expect(certificateOnPending.body.errors).toMatchObject({ reason: REQUEST_MSG.reasonNotForAlert });
    const noTime = await adjust(person.token, { ...base, pointAlert: pending, reason: 'POINTS_ADJUST' });
    expect(noTime.body.errors).toMatchObject({ registerDate: MSG.required });
    const badTime = await adjust(person.token, { ...base, pointAlert: pending, reason: 'POINTS_ADJUST', registerDate: '24:10' });
    expect(badTime.body.errors).toMatchObject({ registerDate: 'Horário Invalido' });
    const reversed = await adjust(person.token, {
      ...base,
      pointAlert: absence,
      reason: 'PARTIAL_MEDICAL_CERTIFICATE',
      partialMedicalCertificateStartHour: '14:00',
      partialMedicalCertificateEndHour: '09:00',
    });
    expect(reversed.body.errors).toMatchObject({ partialMedicalCertificateEndHour: REQUEST_MSG.endAfterStart });
    const partial = await adjust(person.token, {
      ...base,
      pointAlert: absence,
      reason: 'PARTIAL_MEDICAL_CERTIFICATE',
      partialMedicalCertificateStartHour: '08:00',
      partialMedicalCertificateEndHour: '12:00',
      // Not asked for an absence: dropped.
      registerDate: '08:00',
    });
    expect(partial.status, partial.raw).toBe(201);
    expect(partial.body).toMatchObject({ partialMedicalCertificateStartHour: '08:00', partialMedicalCertificateEndHour: '12:00', registerDate: null });
  });

  it("refuses a corrected time out of the day's order (the issue's 02:31 break return before a 10:00 entry), at the request and at the approval", async () => {
    const person = await employee('Pessoa Fora de Ordem');
    await punchAt(person, office, MONDAY, '10:00', 'ENTRY');
    const alertId = await alertOf(person, 'PENDING_POINT', MONDAY, 'MAIN_BREAK_RETURN');
    const body = { pointAlert: alertId, reason: 'POINTS_ADJUST', justification: 'Esqueci a volta', registerDate: '02:31' };
    const refused = await adjust(person.token, body);
    expect(refused.status, refused.raw).toBe(400);
    const outOfOrder = REQUEST_MSG.adjustmentOutOfOrder('Intervalo principal - Volta', '02:31', 'depois', 'Entrada', '10:00');
    expect(refused.body.errors).toMatchObject({ registerDate: outOfOrder });
    expect((await adjust(person.token, { ...body, registerDate: '13:30' })).status).toBe(201);

    // Asked before the entry was known: HR's approval reads the day again and refuses, the bank untouched.
    const early = await employee('Pessoa Antes da Entrada');
    const earlyAlert = await alertOf(early, 'PENDING_POINT', MONDAY, 'MAIN_BREAK_RETURN');
    const asked = await adjust(early.token, { ...body, pointAlert: earlyAlert });
    expect(asked.status, asked.raw).toBe(201);
    await punchAt(early, office, MONDAY, '10:00', 'ENTRY');
    const bankBefore = await bankTotal(early.companyId, early.id);
    const approval = await approve(asked.body._id);
    expect(approval.status).toBe(409);
    expect(approval.body).toMatchObject({ message: REQUEST_MSG.adjustmentNoLongerFits(outOfOrder), code: 'adjustmentOutOfOrder' });
    expect(await approvedRequests(early.companyId, early.id, MONDAY, MONDAY)).toEqual([]);
    expect(await bankTotal(early.companyId, early.id)).toBe(bankBefore);
    expect((await reprove(asked.body._id)).status).toBe(200);
  });

  it('refuses a corrected time that has not come yet (400)', async () => {
    const person = await employee('Pessoa do Futuro');
    const alertId = await alertOf(person, 'PENDING_POINT', MONDAY, 'EXIT');
    clockAt(MONDAY, '12:00:00');
    const refused = await adjust(person.token, { pointAlert: alertId, reason: 'POINTS_ADJUST', justification: 'Vou sair às 17:48', registerDate: '17:48' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ registerDate: REQUEST_MSG.adjustmentInFuture('17:48') });
  });

  it("never reaches someone else's alert, nor one already resolved (404)", async () => {
    const person = await employee();
    const colleague = await employee('Colega');
    const theirs = await alertOf(colleague, 'ABSENCE');
    const body = { pointAlert: theirs, reason: 'MEDICAL_CERTIFICATE', justification: 'Atestado' };
    const answer = await adjust(person.token, body);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(REQUEST_MSG.alertNotFound);
    await db.entities.pointAlert.patch({ companyId: colleague.companyId, userId: colleague.id, id: theirs }).set({ state: 'RESOLVED' }).go();
    expect((await adjust(colleague.token, body)).status).toBe(404);
  });
});

describe('HR: SOLICITAÇÕES', () => {
  it('lists the company requests in analysis, by name or newest first, searched and filtered by reason group', async () => {
    const [carla, bruno] = [await employee('Carla Zélia'), await employee('Bruno Álvares')];
    const certificate = await adjust(carla.token, { pointAlert: await alertOf(carla, 'ABSENCE'), reason: 'MEDICAL_CERTIFICATE', justification: 'Atestado' });
    const dayOff = await askDayOff(bruno.token);
    await askDayOff(other.people.EMPLOYEE.token);
    const byName = await inAnalysis({ orderBy: 'fullName', order: 'asc', limit: '25' });
    const names = byName.body.docs.map((doc) => doc.user.fullName);
    expect(names.indexOf('Bruno Álvares')).toBeLessThan(names.indexOf('Carla Zélia'));
    expect(byName.body.docs.every((doc) => doc.status === 'IN_ANALYSIS')).toBe(true);
    const newest = await inAnalysis({ limit: '25' });
    expect(newest.body.docs.map((doc) => doc._id).indexOf(dayOff.body._id)).toBeLessThan(newest.body.docs.map((doc) => doc._id).indexOf(certificate.body._id));
    expect((await inAnalysis({ text: 'zelia' })).body.docs.map((doc) => doc._id)).toEqual([certificate.body._id]);
    expect((await inAnalysis({ text: 'alvares', reason: 'MEDICAL_CERTIFICATE' })).body.total).toBe(0);
    expect((await inAnalysis({ text: 'alvares', reason: 'REQUEST_DAY_OFF' })).body.docs.map((doc) => doc._id)).toEqual([dayOff.body._id]);
    expect((await inAnalysis({}, hr(), other.company.id)).status).toBe(403);
  });

  it('approves or reproves a request in analysis only (409 after), never another company one (404)', async () => {
    const person = await employee();
    const first = await askDayOff(person.token);
    const second = await askDayOff(person.token);
    const approved = await approve(first.body._id);
    expect(approved.status, approved.raw).toBe(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', analysedByName: world.people.HUMAN_RESOURCES_MANAGMENT.fullName });
    for (const again of [await approve(first.body._id), await reprove(first.body._id)]) {
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(REQUEST_MSG.alreadyAnalysed);
    }
    const blank = await reprove(second.body._id, { disapprovalReason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ disapprovalReason: MSG.required });
    const reproved = await reprove(second.body._id, { disapprovalReason: 'Semana de inventário' });
    expect(reproved.body).toMatchObject({ status: 'DISAPPROVED', disapprovalReason: 'Semana de inventário' });
    const elsewhere = other.people.ADMINISTRATOR_COMPANY.token;
    const fresh = await askDayOff(person.token);
    for (const answer of [await approve(fresh.body._id, elsewhere), await reprove(fresh.body._id, undefined, elsewhere), await markViewed(fresh.body._id, elsewhere)]) {
      expect(answer.status).toBe(404);
    }
    expect((await mine(person.token, { status: 'APPROVED' })).body.docs.map((doc) => doc._id)).toEqual([first.body._id]);
    expect((await mine(person.token, { status: 'DISAPPROVED' })).body.docs.map((doc) => doc._id)).toEqual([second.body._id]);
  });

  it('counts requests in analysis not yet opened: opening lowers it by one, once, and it never goes below 0', async () => {
    const hrOfNewCompany = (await ownAndOtherCompany())[0];
    const journey = await createTestJourney(hrOfNewCompany.company.id);
    const person = await createPerson(hrOfNewCompany.company.id, {
      statusActive: 'HIRED',
      recordPoints: true,
      hiringData: { regime: 'CLT', workday: journey._id, workdayName: journey.name },
    });
    const token = hrOfNewCompany.people.ADMINISTRATOR_COMPANY.token;
    const count = async () => (await notifications(token, hrOfNewCompany.company.id)).body.total;
    expect(await count()).toBe(0);
    const [a, b, c] = [await askDayOff(person.token), await askDayOff(person.token), await askDayOff(person.token)];
    expect(await count()).toBe(3);
    expect((await markViewed(a.body._id, token)).body.viewed).toBe(true);
    expect(await count()).toBe(2);
    await markViewed(a.body._id, token);
    expect(await count()).toBe(2);
    await approve(b.body._id, token);
    expect(await count()).toBe(1);
    await markViewed(c.body._id, token);
    await markViewed(c.body._id, token);
    await markViewed(b.body._id, token);
    expect(await count()).toBe(0);
    expect((await notifications(token, world.company.id)).status).toBe(403);
  });
});

describe('GET /api/point-solicitation/attachment/{id}', () => {
  it('gives HR of the company and the owner a short-lived link; anyone else, or none attached, 404', async () => {
    const person = await employee();
    const colleague = await employee('Colega');
    const withFile = await askDayOff(person.token, dayOffBody({ attachment: await uploadPdf(person.token) }));
    for (const token of [person.token, hr()]) {
      const link = await attachmentLink(withFile.body._id, token);
      expect(link.status).toBe(200);
      expect(link.body).toMatchObject({ url: expect.stringContaining('files'), expiresIn: 60 });
    }
    expect((await attachmentLink(withFile.body._id, colleague.token)).status).toBe(404);
    expect((await attachmentLink(withFile.body._id, other.people.ADMINISTRATOR_COMPANY.token)).status).toBe(404);
    const without = await askDayOff(person.token);
    const none = await attachmentLink(without.body._id, hr());
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(REQUEST_MSG.noAttachment);
  });
});

describe('approval updates the day, its alerts and the hours bank at once', () => {
  it('an approved exit adjustment resolves the alert and brings the day balance to the corrected time', async () => {
    const person = await employee('Pessoa Sem Saída');
    for (const time of ['08:00', '10:00', '10:15', '12:30', '13:30']) {
      clockAt(MONDAY, `${time}:10`);
      const punched = await invoke('punch', { token: person.token, body: {} });
      expect(punched.status, punched.raw).toBe(201);
    }
    clockAt('2026-03-03', '09:00:00');
    await settleDays(person.companyId, person.id, [MONDAY]);
    const [alert] = (await storedAlerts(person.companyId, person.id, MONDAY, MONDAY)).filter((stored) => stored.state === 'OPEN');
    expect(alert).toMatchObject({ alertType: 'PENDING_POINT', pointType: 'EXIT' });
    const before = (await personMonthDays(person.companyId, person.id, '2026-03'))[MONDAY];
    const bankBefore = await bankTotal(person.companyId, person.id);
    expect(before?.balanceMinutes).toBeLessThan(0);

    const asked = await adjust(person.token, { pointAlert: alert.id, reason: 'POINTS_ADJUST', justification: 'Esqueci a saída', registerDate: '17:48' });
    expect(asked.status, asked.raw).toBe(201);
    const approved = await approve(asked.body._id);
    expect(approved.status, approved.raw).toBe(200);

    const after = (await personMonthDays(person.companyId, person.id, '2026-03'))[MONDAY];
    expect(after?.balanceMinutes).toBe(0);
    expect(after?.exitTime).toBe('17:48');
    expect((await storedAlerts(person.companyId, person.id, MONDAY, MONDAY)).find((stored) => stored.id === alert.id)?.state).toBe('RESOLVED');
    expect(await bankTotal(person.companyId, person.id)).toBe(bankBefore - (before?.balanceMinutes ?? 0));
    // The original punches stay as they were: five, none edited.
    const { data: punches } = await db.entities.punch.query.personPunches({ companyId: person.companyId, userId: person.id }).go();
    expect(punches).toHaveLength(5);
  });

  it('links the punch recorded outside every window that the corrected time replaces, and never changes it', async () => {
    const person = await employee('Pessoa Fora da Janela');
    const TUESDAY = '2026-03-03';
    for (const time of ['08:00', '10:00', '10:15', '12:30', '13:30', '21:30']) {
      clockAt(TUESDAY, `${time}:10`);
      expect((await invoke('punch', { token: person.token, body: {} })).status).toBe(201);
    }
    const { data: punches } = await db.entities.punch.query.personPunches({ companyId: person.companyId, userId: person.id }).go();
    const late = punches.find((punch) => punch.punchedAt.startsWith(`${TUESDAY}T21:30`));
    expect(late?.outOfSchedule).toBe(true);
    clockAt('2026-03-04', '09:00:00');
    await settleDays(person.companyId, person.id, [TUESDAY]);
    const [alert] = (await storedAlerts(person.companyId, person.id, TUESDAY, TUESDAY)).filter((stored) => stored.state === 'OPEN');
    const asked = await adjust(person.token, { pointAlert: alert.id, reason: 'POINTS_ADJUST', justification: 'Saí às 19:30', registerDate: '19:30' });
    expect(asked.status, asked.raw).toBe(201);
    expect((await approve(asked.body._id)).status).toBe(200);
    const [approved] = await approvedRequests(person.companyId, person.id, TUESDAY, TUESDAY);
    expect(approved).toMatchObject({ reason: 'POINTS_ADJUST', registerDate: `${TUESDAY}T19:30:00-03:00`, punchNsr: late?.nsr });
    const { data: after } = await db.entities.punch.query.personPunches({ companyId: person.companyId, userId: person.id }).go();
    expect(after).toEqual(punches);
  });

  it('an approved hours compensation debits the hours bank once', async () => {
    const person = await employee();
    await settleBalances(person.companyId, person.id, { [MONDAY]: 120 });
    const asked = await askCompensation(person.token, compensationBody({ totalMinutesCompensated: 90 }));
    const before = await bankTotal(person.companyId, person.id);
    expect((await approve(asked.body._id)).status).toBe(200);
    expect(await bankTotal(person.companyId, person.id)).toBe(before - 90);
    expect((await approve(asked.body._id)).status).toBe(409);
    expect(await bankTotal(person.companyId, person.id)).toBe(before - 90);
  });
});

describe('approving a compensation the bank does not have (issue 20 §4)', () => {
  /** Core's refusal: the balance, the hours asked, the bank after, and what HR must do. */
  const refusal = (balance: string, hours: string, after: string) => `${BANK_MSG.wouldGoNegative(balance, hours, after)} ${BANK_MSG.confirmNegative}`;
  const statusOf = async (person: { companyId: string }, id: string) => (await companyRequest(person.companyId, id))?.status;

  it('is refused with the balance (409) and stays in analysis until HR confirms with allowNegative', async () => {
    const person = await employee('Pessoa Sem Saldo');
    await settleBalances(person.companyId, person.id, { [MONDAY]: 60 });
    const asked = await askCompensation(person.token, compensationBody({ totalMinutesCompensated: 120 }));
    expect(asked.status, asked.raw).toBe(201);

    const refused = await approve(asked.body._id);
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body).toEqual({ message: refusal('01:00', '02:00', '-01:00'), code: 'bankWouldGoNegative' });
    expect(await statusOf(person, asked.body._id)).toBe('IN_ANALYSIS');
    expect(await bankTotal(person.companyId, person.id)).toBe(60);
    expect(await approvedRequests(person.companyId, person.id, asked.body.day, asked.body.day)).toEqual([]);
    // Not confirmed is not confirmed.
    expect((await approve(asked.body._id, hr(), { allowNegative: false })).status).toBe(409);

    const confirmed = await approve(asked.body._id, hr(), { allowNegative: true });
    expect(confirmed.status, confirmed.raw).toBe(200);
    expect(confirmed.body.status).toBe('APPROVED');
    expect(await bankTotal(person.companyId, person.id)).toBe(-60);
    // Approving again cannot debit again.
    expect((await approve(asked.body._id, hr(), { allowNegative: true })).status).toBe(409);
    expect(await bankTotal(person.companyId, person.id)).toBe(-60);
  });

  it('a compensation the bank covers is approved without a body; other reasons ignore allowNegative', async () => {
    const person = await employee('Pessoa Com Saldo');
    await settleBalances(person.companyId, person.id, { [MONDAY]: 120 });
    const asked = await askCompensation(person.token, compensationBody({ totalMinutesCompensated: 120 }));
    const approved = await approve(asked.body._id);
    expect(approved.status, approved.raw).toBe(200);
    expect(await bankTotal(person.companyId, person.id)).toBe(0);

    const dayOff = await askDayOff(person.token);
    expect((await approve(dayOff.body._id, hr(), { allowNegative: true })).status).toBe(200);
    expect(await bankTotal(person.companyId, person.id)).toBe(0);
  });

  it('a malformed body is 400 with a Portuguese message and changes nothing', async () => {
    const person = await employee('Pessoa do Corpo Inválido');
    const asked = await askCompensation(person.token);
    const refused = await approve(asked.body._id, hr(), { allowNegative: 'sim' });
    expect(refused.status, refused.raw).toBe(400);
    expect(refused.body.message).toBe(SERVER_MSG.invalidInput);
    expect(await statusOf(person, asked.body._id)).toBe('IN_ANALYSIS');
    expect(await bankTotal(person.companyId, person.id)).toBe(0);
  });

  it('two approvals at once that each fit the bank but not together: one approved, the other refused with the balance left', async () => {
    const person = await employee('Pessoa de Duas Compensações');
    await settleBalances(person.companyId, person.id, { [MONDAY]: 120 });
    const first = await askCompensation(person.token, compensationBody({ totalMinutesCompensated: 90 }));
    const second = await askCompensation(person.token, compensationBody({ totalMinutesCompensated: 90, compensationDate: addCalendarDays(today, 4) }));
    const answers = await Promise.all([approve(first.body._id), approve(second.body._id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    // The balance after the approval that was written: 02:00 - 01:30.
    expect(refused?.body).toEqual({ message: refusal('00:30', '01:30', '-01:00'), code: 'bankWouldGoNegative' });
    expect(await bankTotal(person.companyId, person.id)).toBe(30);
    const statuses = await Promise.all([first, second].map((asked) => statusOf(person, asked.body._id)));
    expect(statuses.sort()).toEqual(['APPROVED', 'IN_ANALYSIS']);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
import { NO_PERIOD_FIGURES, settledSummary } from '@colabora/core/timeclock/testing/day-summary';
import type { PointMirrorAnswer } from '@colabora/core/timeclock/mirror';
import type { HoursBankRow } from '@colabora/core/timeclock/hours-bank';
import type { PagedRows, PointRecord } from '@colabora/core/timeclock/records';
import type { Journey } from '@colabora/core/workday/schema';
import { db } from '../../db/service';
import { now } from '../../lib/clock';
import { createPerson, ownAndOtherCompany, type TestWorld, TEST_COMPANY_CLOCK } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';
import { createTestJourney } from '../../testing/journeys';
import { settleDays } from '../../modules/timeclock/settle-day';
import { storeSettledDays } from '../../testing/time-clock';
import type { NewUser } from '../../db/entities/user';

// REGISTROS GERAIS (GET /point-registers/records/{companyId}) and the point mirror (GET /point-registers/point-mirror
// and …/{userId}): spec 002 §2.3, §2.4, §4.3, §5.3, §5.6, §7.1, §7.2.

let world: TestWorld;
let other: TestWorld;
let journey: Journey;
let jobRoleId: string;
let departmentId: string;
beforeAll(async () => {
  [world, other] = await ownAndOtherCompany();
  journey = await createTestJourney(world.company.id);
  const hr = world.people.ADMINISTRATOR_COMPANY.token;
  const role = await invoke<{ _id: string }>('createJobRole', { token: hr, body: { name: `Caixa ${randomUUID().slice(0, 6)}`, baseSalary: 200000, company: world.company.id } });
  const department = await invoke<{ _id: string }>('createDepartment', { token: hr, body: { name: `Loja ${randomUUID().slice(0, 6)}`, company: world.company.id } });
  jobRoleId = role.body._id;
  departmentId = department.body._id;
});

const hr = () => world.people.HUMAN_RESOURCES_MANAGMENT.token;

/** An active employee of the company with the time clock and the office journey, admitted long ago. */
const clockEmployee = (fullName: string, overrides: Partial<NewUser> = {}, w: TestWorld = world) =>
  createPerson(w.company.id, {
    fullName,
    role: 'EMPLOYEE',
    statusActive: 'HIRED',
    recordPoints: true,
    admissionDate: '2025-01-02',
    // The journey is the own company's: another company's person has none.
    hiringData: w === world ? { regime: 'CLT', workday: journey._id, workdayName: journey.name } : { regime: 'CLT' },
    ...overrides,
  });

const summary = settledSummary;
const settle = storeSettledDays;

const records = (query: Record<string, string>, token = hr(), companyId = world.company.id) =>
  invoke<PagedRows<PointRecord>>('listPointRecords', { token, params: { companyId }, query });

describe('GET /api/point-registers/records/{companyId}', () => {
  const period = { periodStartDate: '2026-09-29', periodEndDate: '2026-10-02' };

  it('sums the settled days of the period per time-clock person, with the journey; others are not listed', async () => {
    const tag = randomUUID().slice(0, 6);
    const ana = await clockEmployee(`Ana ${tag}`);
    const bia = await clockEmployee(`Bia ${tag}`);
    await clockEmployee(`Caio ${tag}`, { recordPoints: false });
    await clockEmployee(`Duda ${tag}`, { archivedAt: '2026-01-01T00:00:00.000Z' });
    const foreign = await clockEmployee(`Eva ${tag}`, {}, other);
    await settle(world.company.id, ana.id, {
      '2026-09-28': summary({ workedMinutes: 999 }), // before the period
      '2026-09-29': summary(),
      '2026-09-30': summary({ workedMinutes: 500, balanceMinutes: -28, alerts: 1, nightMinutes: 60, nightReducedSeconds: 4114 }),
      '2026-10-01': summary({ workedMinutes: 0, breakMinutes: 0, balanceMinutes: -528, fault: true, alerts: 1, enterTime: null, exitTime: null }),
      '2026-10-03': summary({ workedMinutes: 999 }), // after it
    });
    await settle(other.company.id, foreign.id, { '2026-09-29': summary() });
    const answer = await records({ ...period, text: tag });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      docs: [
        {
          _id: ana.id,
          fullName: `Ana ${tag}`,
          workday: journey.name,
          workedDays: 2,
          faults: 1,
          plannedMinutesByPeriod: 3 * 528,
          minutesWorkedByPeriod: 1028,
          alerts: 2,
          // Issue 22: the settled days' night work, clock and reduced (CLT art. 73).
          ...NO_PERIOD_FIGURES,
          nightMinutes: 60,
          nightReducedSeconds: 4114,
        },
        { _id: bia.id, fullName: `Bia ${tag}`, workday: journey.name, workedDays: 0, faults: 0, plannedMinutesByPeriod: 0, minutesWorkedByPeriod: 0, alerts: 0, ...NO_PERIOD_FIGURES },
      ],
      page: 1,
      limit: 5,
      pages: 1,
      total: 2,
    });
  });

  it('keeps listing a person serving notice (they leave Ativos, not the time clock); a concluded one only with days in the period', async () => {
    const tag = randomUUID().slice(0, 6);
    const notice = await clockEmployee(`Nina ${tag}`, { statusDismissal: 'FULFILLING_NOTICE' });
    const gone = await clockEmployee(`Otto ${tag}`, { statusActive: 'DISMISSED' });
    const goneEarlier = await clockEmployee(`Paulo ${tag}`, { statusActive: 'DISMISSED' });
    for (const [person, statusDismissal] of [[notice, 'FULFILLING_NOTICE'], [gone, 'DISMISSED'], [goneEarlier, 'DISMISSED']] as const) {
      await db.entities.dismissalEntry.create({ companyId: world.company.id, userId: person.id, fullName: person.fullName, statusDismissal }).go();
    }
    await settle(world.company.id, gone.id, { '2026-09-29': summary() });
    const answer = await records({ ...period, text: tag });
    expect(answer.status).toBe(200);
    expect(answer.body.docs.map((row) => [row.fullName, row.minutesWorkedByPeriod])).toEqual([
      [`Nina ${tag}`, 0],
      [`Otto ${tag}`, 528],
    ]);
  });

  it('sorts by Horas trabalhadas (and every column), pages, and filters by job role, department and text', async () => {
    const tag = randomUUID().slice(0, 6);
    const people = await Promise.all(
      ['Gil', 'Hana', 'Ivo'].map((name, index) => clockEmployee(`${name} ${tag}`, index === 1 ? { jobRoleId, departmentId } : {})),
    );
    await Promise.all(people.map((person, index) => settle(world.company.id, person.id, { '2026-09-30': summary({ workedMinutes: [10, 30, 20][index] }) })));
    const names = async (query: Record<string, string>) => (await records({ ...period, text: tag, ...query })).body.docs.map((doc) => doc.fullName.split(' ')[0]);
    expect(await names({ orderBy: 'minutesWorkedByPeriod', order: 'desc' })).toEqual(['Hana', 'Ivo', 'Gil']);
    expect(await names({ orderBy: 'minutesWorkedByPeriod', order: 'asc' })).toEqual(['Gil', 'Ivo', 'Hana']);
    expect(await names({})).toEqual(['Gil', 'Hana', 'Ivo']);
    expect(await names({ jobRole: jobRoleId })).toEqual(['Hana']);
    expect(await names({ department: departmentId })).toEqual(['Hana']);
    const paged = await records({ ...period, text: tag, limit: '5', page: '2' });
    expect(paged.body).toMatchObject({ docs: [], page: 2, limit: 5, pages: 1, total: 3 });
  });

  it("defaults to the server's current month", async () => {
    const tag = randomUUID().slice(0, 6);
    const person = await clockEmployee(`Júlia ${tag}`);
    const thisMonth = TEST_COMPANY_CLOCK.today(now()).slice(0, 7);
    await settle(world.company.id, person.id, { [`${thisMonth}-01`]: summary({ workedMinutes: 77 }) });
    const answer = await records({ text: tag });
    expect(answer.body.docs[0]?.minutesWorkedByPeriod).toBe(77);
  });

  it('refuses a bad period with the messages of §5.3 (400)', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ periodStartDate: '2026-10-01' }, 'Insira uma data final'],
      [{ periodEndDate: '2026-10-01' }, 'Insira uma data início'],
      [{ periodStartDate: '2026-10-02', periodEndDate: '2026-10-01' }, 'Intervalo inválido'],
      [{ periodStartDate: '2026-02-30', periodEndDate: '2026-03-01' }, 'Data inválida'],
    ];
    for (const [query, message] of cases) {
      const answer = await records(query);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message });
    }
    expect((await records({ orderBy: 'salary' })).status).toBe(400);
  });

  it("refuses another company's list (403) and employees (403)", async () => {
    expect((await records({}, hr(), other.company.id)).status).toBe(403);
    const person = await clockEmployee('Kiko');
    expect((await records({}, person.token)).status).toBe(403);
  });
});

const mirror = (userId: string, query: Record<string, string>, token = hr()) =>
  invoke<PointMirrorAnswer>('getPointMirror', { token, params: { userId }, query });

/** A request of the person about a day, as T3 stores it. */
async function requestOn(companyId: string, userId: string, day: string, status: 'IN_ANALYSIS' | 'APPROVED' | 'DISAPPROVED', attachment = false) {
  await db.entities.pointSolicitation
    .create({
      companyId,
      userId,
      id: randomUUID(),
      day,
      reason: 'MEDICAL_CERTIFICATE',
      status,
      fullName: 'x',
      justification: 'Consulta médica',
      ...(attachment ? { attachment: { key: `files/${companyId}/atestado.pdf`, name: 'atestado.pdf', size: 10 } } : {}),
      createdAt: new Date().toISOString(),
      viewed: false,
    })
    .go();
}

describe('GET /api/point-registers/point-mirror/{userId}', () => {
  // Thursday 1 to Sunday 4 October 2026, long past.
  const period = { periodStartDate: '2026-10-01', periodEndDate: '2026-10-04' };

  it('answers the header and one row per day: past workdays without entry alert, the weekend is a day off', async () => {
    const person = await clockEmployee('Lia Mirror');
    const answer = await mirror(person.id, period);
    expect(answer.status).toBe(200);
    expect(answer.body.employee).toEqual({ _id: person.id, fullName: 'Lia Mirror', profilePicture: null, workday: journey.name });
    expect(answer.body.registers.map((row) => [row.date, row.icon, row.isDayOff])).toEqual([
      ['2026-10-01', 'ALERT', false],
      ['2026-10-02', 'ALERT', false],
      ['2026-10-03', null, true],
      ['2026-10-04', null, true],
    ]);
    expect(answer.body.totalMinutesWorkedByPeriod).toBe(0);
    // Lei 605/49 art. 6: the week's faults (Monday 28/09 to Friday 02/10, read across the period's start) take
    // away Sunday's paid rest; Saturday is not the weekly rest.
    expect(answer.body.registers.map((row) => row.weeklyRestLost)).toEqual([false, false, false, true]);
    expect(answer.body.totals.lostWeeklyRestDays).toBe(1);
  });

  // Issue 22 §5: the paid weekly rest lost to an unjustified absence (Lei 605/49 art. 6) is one figure on every
  // screen: REGISTROS GERAIS and the bank count, from the settled days, the Sunday the mirror marks.
  it('REGISTROS GERAIS and the hours bank count the lost weekly rest the mirror shows, its week read whole', async () => {
    const tag = randomUUID().slice(0, 6);
    const person = await clockEmployee(`Ciro ${tag}`);
    // The week from Monday 28/09 settled as it stands: no punch, so each workday is a fault.
    await settleDays(world.company.id, person.id, ['2026-09-28', '2026-09-29', '2026-09-30', '2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04']);
    const mirrored = await mirror(person.id, period);
    expect(mirrored.body.totals.lostWeeklyRestDays).toBe(1);
    const listed = await records({ ...period, text: tag });
    expect(listed.body.docs.map((row) => [row.faults, row.lostWeeklyRestDays])).toEqual([[2, 1]]);
    const bank = await invoke<PagedRows<HoursBankRow>>('listHoursBank', { token: hr(), params: { companyId: world.company.id }, query: { ...period, text: tag } });
    expect(bank.body.docs.map((row) => row.lostWeeklyRestDays)).toEqual([1]);
    // A period that ends before the Sunday holds no lost rest day.
    const early = await records({ periodStartDate: '2026-09-28', periodEndDate: '2026-10-03', text: tag });
    expect(early.body.docs[0]).toMatchObject({ faults: 5, lostWeeklyRestDays: 0 });
  });

  it("shows the day's request, its attachment, and the request icon (§4.3); alerts only on demand", async () => {
    const person = await clockEmployee('Mel Mirror');
    await requestOn(world.company.id, person.id, '2026-10-01', 'IN_ANALYSIS', true);
    await requestOn(world.company.id, person.id, '2026-10-02', 'DISAPPROVED');
    const answer = await mirror(person.id, period);
    const [first, second] = answer.body.registers;
    expect(first).toMatchObject({ icon: 'REQUEST', reason: 'MEDICAL_CERTIFICATE', statusRequest: 'IN_ANALYSIS', justification: 'Consulta médica' });
    expect(first.attachment).toEqual({ requestId: expect.any(String), name: 'atestado.pdf' });
    // A past rejected request shows the normal row.
    expect(second).toMatchObject({ icon: 'ALERT', statusRequest: 'DISAPPROVED' });
    const alerts = await mirror(person.id, { ...period, isOnlyAlerts: 'true' });
    expect(alerts.body.registers.map((row) => row.date)).toEqual(['2026-10-01', '2026-10-02']);
  });

  it('answers the month of actualMonthDate', async () => {
    const person = await clockEmployee('Nina Mirror');
    const answer = await mirror(person.id, { actualMonthDate: '2026-02-10' });
    expect(answer.body.registers).toHaveLength(28);
    expect(answer.body.registers[0].date).toBe('2026-02-01');
    expect(answer.body.period).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('refuses a bad period with the messages of §5.6 (400)', async () => {
    const person = await clockEmployee('Olga Mirror');
    const cases: [Record<string, string>, string][] = [
      [{ periodStartDate: '2026-10-01' }, 'Informe um período.'],
      [{ periodStartDate: '2026-10-02', periodEndDate: '2026-10-01' }, 'A data final é maior que a data inicial. Verifique as datas.'],
      [{ periodStartDate: '2026-10-32', periodEndDate: '2026-11-01' }, 'Data Invalida'],
    ];
    for (const [query, message] of cases) {
      const answer = await mirror(person.id, query);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message });
    }
  });

  it("answers 404 for another company's person, 403 to an employee", async () => {
    const [person, foreign] = await Promise.all([clockEmployee('Paulo Mirror'), clockEmployee('Quito Mirror', {}, other)]);
    const answer = await mirror(foreign.id, period);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: SERVER_MSG.notFound });
    expect((await mirror(person.id, period, person.token)).status).toBe(403);
  });
});

describe('GET /api/point-registers/point-mirror (own)', () => {
  it("answers the caller's own mirror: the route names nobody else", async () => {
    const person = await clockEmployee('Rita Mirror');
    const answer = await invoke<PointMirrorAnswer>('getMyPointMirror', { token: person.token, query: { periodStartDate: '2026-10-01', periodEndDate: '2026-10-02' } });
    expect(answer.status).toBe(200);
    expect(answer.body.employee._id).toBe(person.id);
    expect(answer.body.registers).toHaveLength(2);
  });

  it('refuses someone without the time clock, and HR (403)', async () => {
    const person = await clockEmployee('Saulo Mirror', { recordPoints: false });
    expect((await invoke('getMyPointMirror', { token: person.token })).status).toBe(403);
    expect((await invoke('getMyPointMirror', { token: hr() })).status).toBe(403);
  });
});

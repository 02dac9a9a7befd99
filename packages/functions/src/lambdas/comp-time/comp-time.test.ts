import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import { BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import type { DaySummary } from '@colabora/core/timeclock/day-evaluation';
import { NO_PERIOD_FIGURES, settledSummary } from '@colabora/core/timeclock/testing/day-summary';
import { ledgerTotal, type BankEntryView, type HoursBankRow } from '@colabora/core/timeclock/hours-bank';
import { PERIOD_FILTER_MSG } from '@colabora/core/timeclock/period-filter';
import { POINT_REGISTER_MSG } from '@colabora/core/timeclock/point-register-api';
import type { PagedRows } from '@colabora/core/timeclock/records';
import type { Journey } from '@colabora/core/workday/schema';
import { IDEMPOTENCY_HEADER } from '@colabora/core/api-routes';
import { db } from '../../db/service';
import { createCandidate, createPerson, ownAndOtherCompany, type TestWorld, TEST_COMPANY_CLOCK } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { createTestJourney } from '../../testing/journeys';
import { settleBalances, storeSettledDays } from '../../testing/time-clock';
import { personLedger } from '../../modules/timeclock/ledger';
import type { NewUser } from '../../db/entities/user';

// The hours bank's calls (spec 002 §2.3, §3, §4.4, §5.5, §7.1, §7.2, §8): the person's number, the minutes of a
// day, BANCO DE HORAS, compensating and paying hours. The ledger itself: ledger.test.ts.

let world: TestWorld;
let other: TestWorld;
let journey: Journey;
beforeAll(async () => {
  [world, other] = await ownAndOtherCompany();
  journey = await createTestJourney(world.company.id);
});

const hr = () => world.people.HUMAN_RESOURCES_MANAGMENT.token;
const today = TEST_COMPANY_CLOCK.today();
const inTwoDays = addCalendarDays(today, 2);

/** An active employee of `w` with the time clock and (in the own company) the 5x2 office journey, 08:00–17:48. */
const clockEmployee = (overrides: Partial<NewUser> = {}, w: TestWorld = world) =>
  createPerson(w.company.id, {
    fullName: `Pessoa ${randomUUID().slice(0, 6)}`,
    role: 'EMPLOYEE',
    statusActive: 'HIRED',
    recordPoints: true,
    admissionDate: '2025-01-02',
    hiringData: w === world ? { regime: 'CLT', workday: journey._id, workdayName: journey.name } : { regime: 'CLT' },
    ...overrides,
  });

const compensationBody = (over: Record<string, unknown> = {}) => ({
  justification: 'Folga combinada',
  compensationDate: inTwoDays,
  totalMinutesCompensated: 120,
  ...over,
});
const paymentBody = (over: Record<string, unknown> = {}) => ({
  justification: 'Pagas na folha',
  hoursPaid: '01:30',
  paymentDate: today,
  paidValue: 4567,
  ...over,
});

type LineOrError = BankEntryView & Partial<ErrorBody>;
const compensate = (id: string, body: unknown = compensationBody(), token = hr(), headers: Record<string, string> = {}) =>
  invoke<LineOrError>('compensateHours', { token, params: { id }, body, headers });
const pay = (id: string, body: unknown = paymentBody(), token = hr(), headers: Record<string, string> = {}) =>
  invoke<LineOrError>('payHours', { token, params: { id }, body, headers });
const bankOf = (userId: string, token = hr()) => invoke<number & Partial<ErrorBody>>('getHoursBank', { token, params: { userId } });
const workTime = (userId: string, query: Record<string, string>, token = hr()) =>
  invoke<number & Partial<ErrorBody>>('workTimeByDay', { token, params: { userId }, query });

describe('GET /api/comp-time/{userId}', () => {
  it('answers the bank in minutes, the sum of the ledger, to HR and to the person; negative when short', async () => {
    const person = await clockEmployee();
    expect((await bankOf(person.id)).body).toBe(0);
    await settleBalances(world.company.id, person.id, { '2026-11-02': 30, '2026-11-03': -528 });
    const answer = await bankOf(person.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(-498);
    expect((await bankOf(person.id, person.token)).body).toBe(-498);
    expect((await bankOf(person.id, world.people.ADMINISTRATOR_COMPANY.token)).body).toBe(-498);
  });

  it('another employee 403; a person whose time clock is off 403 (our text); another company 404', async () => {
    const person = await clockEmployee();
    const colleague = await clockEmployee();
    expect((await bankOf(person.id, colleague.token)).status).toBe(403);
    const noClock = await clockEmployee({ recordPoints: false });
    expect((await bankOf(noClock.id, noClock.token)).body).toEqual({ message: POINT_REGISTER_MSG.notAllowed });
    const foreign = await clockEmployee({}, other);
    expect((await bankOf(foreign.id)).status).toBe(404);
    expect((await bankOf(foreign.id)).body).toEqual({ message: SERVER_MSG.notFound });
  });
});

describe('GET /api/comp-time/workTimeByDay/{userId}?date=', () => {
  // The journey plans 08:00–17:48 with a 60-minute break on weekdays: 528 minutes.
  const MONDAY = '2026-11-23';
  const SATURDAY = '2026-11-28';

  it("answers the minutes the day plans: 528 on a weekday, 0 at the weekend and on the company's holiday", async () => {
    const person = await clockEmployee();
    expect((await workTime(person.id, { date: MONDAY })).body).toBe(528);
    expect((await workTime(person.id, { date: MONDAY }, person.token)).body).toBe(528);
    expect((await workTime(person.id, { date: SATURDAY })).body).toBe(0);
    const holiday = await invoke('createHoliday', {
      token: hr(),
      body: { name: 'Feriado municipal', type: 'MUNICIPAL', holidayModel: 'date', date: '2026-11-24', company: world.company.id },
    });
    expect(holiday.status).toBe(201);
    expect((await workTime(person.id, { date: '2026-11-24' })).body).toBe(0);
  });

  it('leaves out what was already compensated that day; a person without a journey plans nothing', async () => {
    const person = await clockEmployee();
    const day = '2026-12-07';
    await db.entities.bankEntry
      .create({
        companyId: world.company.id,
        userId: person.id,
        day,
        id: 'compensation-x',
        kind: 'COMPENSATION_PAYMENT',
        minutes: -128,
        createdAt: new Date().toISOString(),
        createdById: 'rh',
        createdByName: 'RH',
      })
      .go();
    expect((await workTime(person.id, { date: day })).body).toBe(400);
    const noJourney = await clockEmployee({ hiringData: { regime: 'CLT' } });
    expect((await workTime(noJourney.id, { date: MONDAY })).body).toBe(0);
  });

  it('the date is required and valid (400 with the message); another employee 403; another company 404', async () => {
    const person = await clockEmployee();
    expect((await workTime(person.id, {})).body).toEqual({ message: MSG.required, errors: { date: MSG.required } });
    expect((await workTime(person.id, { date: '2026-02-30' })).body).toEqual({ message: BANK_MSG.invalidDate, errors: { date: BANK_MSG.invalidDate } });
    const colleague = await clockEmployee();
    expect((await workTime(person.id, { date: MONDAY }, colleague.token)).status).toBe(403);
    expect((await workTime((await clockEmployee({}, other)).id, { date: MONDAY })).status).toBe(404);
  });
});

describe('POST /api/comp-time/compensate-hours/{id}', () => {
  it('appends a negative COMPENSATION_PAYMENT line with who and why; the bank is still the sum of the lines', async () => {
    const person = await clockEmployee();
    await settleBalances(world.company.id, person.id, { '2026-11-02': 300 });
    const answer = await compensate(person.id);
    expect(answer.status, answer.raw).toBe(201);
    expect(answer.body).toEqual({
      _id: expect.stringMatching(/^compensation-/),
      kind: 'COMPENSATION_PAYMENT',
      day: inTwoDays,
      minutes: -120,
      justification: 'Folga combinada',
      hoursPaid: null,
      paidValue: null,
      createdAt: expect.any(String),
      createdByName: world.people.HUMAN_RESOURCES_MANAGMENT.fullName,
    });
    const lines = await personLedger(world.company.id, person.id);
    expect(lines.map((line) => [line.kind, line.minutes])).toEqual([
      ['DAY_BALANCE', 300],
      ['COMPENSATION_PAYMENT', -120],
    ]);
    expect(lines[1]).toMatchObject({ createdById: world.people.HUMAN_RESOURCES_MANAGMENT.id });
    expect((await bankOf(person.id)).body).toBe(180);
    expect(ledgerTotal(lines)).toBe(180);
  });

  it('refuses bad input with the §5.5 messages, and writes nothing', async () => {
    const person = await clockEmployee();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ compensationDate: today }, 'compensationDate', BANK_MSG.notBeforeTomorrow],
      [{ compensationDate: '2026-01-01' }, 'compensationDate', BANK_MSG.notBeforeTomorrow],
      [{ compensationDate: '' }, 'compensationDate', MSG.required],
      [{ compensationDate: '2026-13-01' }, 'compensationDate', BANK_MSG.invalidDate],
      [{ totalMinutesCompensated: 0 }, 'totalMinutesCompensated', BANK_MSG.invalidHours],
      [{ totalMinutesCompensated: -60 }, 'totalMinutesCompensated', BANK_MSG.invalidHours],
      [{ justification: '  ' }, 'justification', MSG.required],
    ];
    for (const [over, field, message] of cases) {
      const answer = await compensate(person.id, compensationBody(over));
      expect(answer.status, JSON.stringify(over)).toBe(400);
      expect(answer.body).toEqual({ message, errors: { [field]: message } });
    }
    expect(await personLedger(world.company.id, person.id)).toEqual([]);
  });

  it('is for HR and the active time-clock employees of its company: 403, 404, 409 otherwise', async () => {
    const person = await clockEmployee();
    expect((await compensate(person.id, compensationBody(), person.token)).status).toBe(403);
    expect((await compensate(person.id, compensationBody(), world.people.ADMINISTRATOR.token)).status).toBe(403);
    const foreign = await clockEmployee({}, other);
    expect((await compensate(foreign.id)).status).toBe(404);
    expect((await compensate('ninguem')).status).toBe(404);
    const candidate = await createCandidate(world.company.id);
    expect((await compensate(candidate.id)).body).toEqual({ message: BANK_MSG.noBank });
    const noClock = await clockEmployee({ recordPoints: false });
    expect((await compensate(noClock.id)).status).toBe(409);
    const dismissed = await clockEmployee({ statusActive: 'DISMISSED' });
    const refused = await compensate(dismissed.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: BANK_MSG.notActive });
    expect(await personLedger(other.company.id, foreign.id)).toEqual([]);
  });

  it('a retry with the same Idempotency-Key appends once; the same key with other data is 409', async () => {
    const person = await clockEmployee();
    const headers = { [IDEMPOTENCY_HEADER]: randomUUID() };
    const body = compensationBody({ allowNegative: true });
    const first = await compensate(person.id, body, hr(), headers);
    const retry = await compensate(person.id, body, hr(), headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect((await compensate(person.id, compensationBody({ totalMinutesCompensated: 60, allowNegative: true }), hr(), headers)).status).toBe(409);
    expect(await personLedger(world.company.id, person.id)).toHaveLength(1);
    expect((await bankOf(person.id)).body).toBe(-120);
  });
});

describe('hours the bank does not have (issue 20 §4)', () => {
  it('are refused with the balance (409) until HR confirms, for a compensation and a payment alike', async () => {
    const person = await clockEmployee();
    await settleBalances(world.company.id, person.id, { '2026-11-02': 60 });
    const refusal = `${BANK_MSG.wouldGoNegative('01:00', '02:00', '-01:00')} ${BANK_MSG.confirmNegative}`;
    const compensation = await compensate(person.id);
    expect(compensation.status).toBe(409);
    expect(compensation.body).toEqual({ message: refusal, code: 'bankWouldGoNegative' });
    const payment = await pay(person.id, paymentBody({ hoursPaid: '02:00' }));
    expect(payment.body).toEqual({ message: refusal, code: 'bankWouldGoNegative' });
    expect((await bankOf(person.id)).body).toBe(60);

    expect((await pay(person.id, paymentBody({ hoursPaid: '01:00' }))).status).toBe(201);
    expect((await compensate(person.id, compensationBody({ allowNegative: true }))).status).toBe(201);
    expect((await bankOf(person.id)).body).toBe(-120);
  });

  it('a person without a bank yet has 00:00: refused until HR confirms', async () => {
    const person = await clockEmployee();
    const refused = await pay(person.id, paymentBody({ hoursPaid: '00:30' }));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: `${BANK_MSG.wouldGoNegative('00:00', '00:30', '-00:30')} ${BANK_MSG.confirmNegative}`, code: 'bankWouldGoNegative' });
    expect(await personLedger(world.company.id, person.id)).toEqual([]);
    expect((await pay(person.id, paymentBody({ hoursPaid: '00:30', allowNegative: true }))).status).toBe(201);
    expect((await bankOf(person.id)).body).toBe(-30);
  });

  it('two sent at once that each fit the bank but not together: one is written, the other refused with the balance left', async () => {
    const person = await clockEmployee();
    await settleBalances(world.company.id, person.id, { '2026-11-02': 120 });
    const answers = await Promise.all([pay(person.id, paymentBody({ hoursPaid: '01:30' })), pay(person.id, paymentBody({ hoursPaid: '01:30' }))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    // The balance after the payment that was written: 02:00 - 01:30.
    expect(refused?.body).toEqual({ message: `${BANK_MSG.wouldGoNegative('00:30', '01:30', '-01:00')} ${BANK_MSG.confirmNegative}`, code: 'bankWouldGoNegative' });
    expect((await bankOf(person.id)).body).toBe(30);
    const lines = await personLedger(world.company.id, person.id);
    expect(lines).toHaveLength(2);
    expect(ledgerTotal(lines)).toBe(30);
  });

  it('many at once never take the bank below zero; confirmed by HR, they all pass', async () => {
    const person = await clockEmployee();
    await settleBalances(world.company.id, person.id, { '2026-11-02': 100 });
    const thirty = () => pay(person.id, paymentBody({ hoursPaid: '00:30' }));
    const answers = await Promise.all([thirty(), thirty(), thirty(), thirty(), thirty()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409]);
    expect((await bankOf(person.id)).body).toBe(10);
    expect(ledgerTotal(await personLedger(world.company.id, person.id))).toBe(10);

    const confirmed = () => pay(person.id, paymentBody({ hoursPaid: '00:30', allowNegative: true }));
    const both = await Promise.all([confirmed(), confirmed()]);
    expect(both.map((answer) => answer.status)).toEqual([201, 201]);
    expect((await bankOf(person.id)).body).toBe(-50);
    expect(ledgerTotal(await personLedger(world.company.id, person.id))).toBe(-50);
  });
});

describe('POST /api/comp-time/money-payment/{id}', () => {
  it('appends a negative MONEY_PAYMENT line keeping the hours and the amount paid', async () => {
    const person = await clockEmployee();
    await settleBalances(world.company.id, person.id, { '2026-11-02': 100 });
    const answer = await pay(person.id);
    expect(answer.status, answer.raw).toBe(201);
    expect(answer.body).toMatchObject({
      _id: expect.stringMatching(/^payment-/),
      kind: 'MONEY_PAYMENT',
      day: today,
      minutes: -90,
      justification: 'Pagas na folha',
      hoursPaid: '01:30',
      paidValue: 4567,
    });
    expect((await bankOf(person.id)).body).toBe(10);
    expect(ledgerTotal(await personLedger(world.company.id, person.id))).toBe(10);
  });

  it('refuses bad input with the §5.5 messages', async () => {
    const person = await clockEmployee();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ paidValue: 0 }, 'paidValue', BANK_MSG.invalidValue],
      [{ paidValue: 12.5 }, 'paidValue', BANK_MSG.invalidValue],
      [{ paidValue: null }, 'paidValue', MSG.required],
      [{ hoursPaid: '00:00' }, 'hoursPaid', BANK_MSG.invalidHours],
      [{ hoursPaid: '' }, 'hoursPaid', MSG.required],
      [{ paymentDate: '' }, 'paymentDate', MSG.required],
      [{ paymentDate: '26/11/2026' }, 'paymentDate', BANK_MSG.invalidDate],
      [{ justification: '' }, 'justification', MSG.required],
    ];
    for (const [over, field, message] of cases) {
      const answer = await pay(person.id, paymentBody(over));
      expect(answer.status, JSON.stringify(over)).toBe(400);
      expect(answer.body).toEqual({ message, errors: { [field]: message } });
    }
    expect(await personLedger(world.company.id, person.id)).toEqual([]);
  });

  it("settles the bank of someone who left (CLT art. 59 §3); another company's person 404; an employee 403", async () => {
    const dismissed = await clockEmployee({ statusActive: 'DISMISSED' });
    await settleBalances(world.company.id, dismissed.id, { '2026-11-02': 90 });
    expect((await pay(dismissed.id)).status).toBe(201);
    expect((await pay((await clockEmployee({}, other)).id)).status).toBe(404);
    const person = await clockEmployee();
    expect((await pay(person.id, paymentBody(), person.token)).status).toBe(403);
  });

  it('a retry with the same Idempotency-Key pays once', async () => {
    const person = await clockEmployee();
    const headers = { [IDEMPOTENCY_HEADER]: randomUUID() };
    const body = paymentBody({ allowNegative: true });
    const [first, retry] = [await pay(person.id, body, hr(), headers), await pay(person.id, body, hr(), headers)];
    expect(retry.body).toEqual(first.body);
    expect(await personLedger(world.company.id, person.id)).toHaveLength(1);
  });
});

describe('GET /api/comp-time/users/{companyId}', () => {
  const period = { periodStartDate: '2026-10-01', periodEndDate: '2026-10-31' };

  /** A settled day as settle-day.ts writes it: the month item and the ledger's balance line. */
  async function settledDay(userId: string, day: string, over: Partial<DaySummary>): Promise<void> {
    const value = settledSummary(over);
    await storeSettledDays(world.company.id, userId, { [day]: value });
    await settleBalances(world.company.id, userId, { [day]: value.balanceMinutes });
  }

  const list = (query: Record<string, string>, token = hr(), companyId = world.company.id) =>
    invoke<PagedRows<HoursBankRow> & Partial<ErrorBody>>('listHoursBank', { token, params: { companyId }, query });

  it("lists the period's hours and the bank of the period and of all time, sorted by name by default", async () => {
    const tag = randomUUID().slice(0, 6);
    const ana = await clockEmployee({ fullName: `Ana ${tag}` });
    const bia = await clockEmployee({ fullName: `Bia ${tag}` });
    await settledDay(ana.id, '2026-09-30', { workedMinutes: 600, balanceMinutes: 72 }); // before the period
    await settledDay(ana.id, '2026-10-01', { workedMinutes: 588, balanceMinutes: 60, extraMinutes: 60 });
    await settledDay(ana.id, '2026-10-02', { workedMinutes: 0, balanceMinutes: -528, fault: true });
    await settledDay(bia.id, '2026-10-05', { workedMinutes: 558, balanceMinutes: 30, extraMinutes: 30, overtimePercent: 100 });
    expect((await pay(bia.id, paymentBody({ paymentDate: '2026-10-30', hoursPaid: '00:10' }))).status).toBe(201);
    expect((await compensate(ana.id, compensationBody({ allowNegative: true }))).status).toBe(201); // after the period: in the total only
    const answer = await list({ ...period, text: tag });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body).toEqual({
      docs: [
        {
          _id: ana.id,
          fullName: `Ana ${tag}`,
          minutesWorkedByPeriod: 588,
          plannedMinutesByPeriod: 1056,
          compTimeMinutesOnPeriod: -468,
          allTimeCompTime: 72 - 468 - 120,
          // Issue 22: the overtime at each rate apart (CLT art. 59, Súmula 146).
          ...NO_PERIOD_FIGURES,
          ordinaryOvertime: 60,
        },
        {
          _id: bia.id,
          fullName: `Bia ${tag}`,
          minutesWorkedByPeriod: 558,
          plannedMinutesByPeriod: 528,
          compTimeMinutesOnPeriod: 20,
          allTimeCompTime: 20,
          ...NO_PERIOD_FIGURES,
          restDayOvertime: 30,
        },
      ],
      page: 1,
      limit: 5,
      pages: 1,
      total: 2,
    });
    for (const row of answer.body.docs) {
      expect(row.allTimeCompTime).toBe(ledgerTotal(await personLedger(world.company.id, row._id)));
      expect(row.compTimeMinutesOnPeriod).toBe(ledgerTotal(await personLedger(world.company.id, row._id, period.periodStartDate, period.periodEndDate)));
    }

    const byTotal = await list({ ...period, text: tag, orderBy: 'allTimeCompTime', order: 'asc' });
    expect(byTotal.body.docs.map((row) => row.fullName)).toEqual([`Ana ${tag}`, `Bia ${tag}`]);
    const byPeriodDesc = await list({ ...period, text: tag, orderBy: 'compTimeMinutesOnPeriod', order: 'desc', limit: '10' });
    expect(byPeriodDesc.body.docs.map((row) => row.fullName)).toEqual([`Bia ${tag}`, `Ana ${tag}`]);
    expect(byPeriodDesc.body.limit).toBe(10);
    const secondPage = await list({ ...period, text: tag, limit: '5', page: '2' });
    expect(secondPage.body).toMatchObject({ docs: [], page: 2, total: 2 });
  });

  it('filters by job role and department; lists only the time-clock people of the company', async () => {
    const tag = randomUUID().slice(0, 6);
    const role = await invoke<{ _id: string }>('createJobRole', { token: hr(), body: { name: `Cargo ${tag}`, baseSalary: 200000, company: world.company.id } });
    const department = await invoke<{ _id: string }>('createDepartment', { token: hr(), body: { name: `Depto ${tag}`, company: world.company.id } });
    const inRole = await clockEmployee({ fullName: `Caio ${tag}`, jobRoleId: role.body._id, departmentId: department.body._id });
    await clockEmployee({ fullName: `Davi ${tag}` });
    await clockEmployee({ fullName: `Edu ${tag}`, recordPoints: false });
    await clockEmployee({ fullName: `Fabi ${tag}` }, other);
    expect((await list({ text: tag })).body.docs.map((row) => row.fullName)).toEqual([`Caio ${tag}`, `Davi ${tag}`]);
    expect((await list({ text: tag, jobRole: role.body._id })).body.docs.map((row) => row._id)).toEqual([inRole.id]);
    expect((await list({ text: tag, department: department.body._id })).body.docs.map((row) => row._id)).toEqual([inRole.id]);
  });

  it('refuses a half period (§5.3) and another company (403); employees may not list (403)', async () => {
    const half = await list({ periodStartDate: '2026-10-01' });
    expect(half.status).toBe(400);
    expect(half.body.message).toBe(PERIOD_FILTER_MSG.endRequired);
    expect((await list({}, hr(), other.company.id)).status).toBe(403);
    expect((await list({}, world.people.EMPLOYEE.token)).status).toBe(403);
  });
});

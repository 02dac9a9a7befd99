import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_REFUSAL, type ActivityAnswer, type ActivityRegistered } from '@colabora/core/activity/answer';
import { HINT_MSG } from '@colabora/core/activity/hints';
import { ACTIVITY_MSG } from '@colabora/core/activity/schema';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { experienceDates } from '@colabora/core/admission/experience-period';
import { SERVER_MSG } from '@colabora/core/messages';
import type { VacationListItem } from '@colabora/core/vacation/api';
import { VACATION_MSG } from '@colabora/core/vacation/messages';
import { db } from '../../db/service';
import { runStatusTransitions } from '../jobs/status-transitions';
import { getUser } from '../../modules/person/records';
import { openAbsences } from '../../testing/absence-alerts';
import { kept, uploadPdf } from '../../testing/admission-ready';
import { createCandidate, createCompany, createPerson, noonOf, type TestCompany, TEST_COMPANY_CLOCK } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { createTestJourney, NIGHT_SHIFT } from '../../testing/journeys';
import { uploadFile } from '../../testing/upload-file';

type Registered = ActivityRegistered & Partial<ErrorBody>;

let company: TestCompany;
let other: TestCompany;
let hr: { id: string; token: string };
let otherHr: { token: string };
const today = TEST_COMPANY_CLOCK.today();
const day = (offset: number) => addCalendarDays(today, offset);
/** The first day on or after `from` that falls on `weekday` (0 = Sunday). */
const weekdayFrom = (from: string, weekday: number) => addCalendarDays(from, (weekday - new Date(`${from}T12:00:00Z`).getUTCDay() + 7) % 7);

beforeAll(async () => {
  [company, other] = await Promise.all([createCompany(), createCompany()]);
  [hr, otherHr] = await Promise.all([
    createPerson(company.id, { role: 'HUMAN_RESOURCES_MANAGMENT', fullName: 'Rita do RH' }),
    createPerson(other.id, { role: 'ADMINISTRATOR_COMPANY' }),
  ]);
});

/** An employee in experience since 10 days ago (45/45). */
const employee = () =>
  createPerson(company.id, {
    role: 'EMPLOYEE',
    statusActive: 'WORK_EXPERIENCE',
    admissionDate: day(-10),
    hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 300000, vt: 0, va: 0, vr: 0, ...experienceDates(day(-10), '45/45') },
  });

const register = (body: Record<string, unknown>, token = hr.token) =>
  invoke<Registered>('createActivity', { token, body: { company: company.id, withoutForecastOfEnding: false, ...body } });
const current = (userId: string, token = hr.token) => invoke<ActivityAnswer | null>('getActivity', { token, params: { userId } });
const all = (userId: string, token = hr.token) => invoke<ActivityAnswer[]>('listActivities', { token, params: { userId } });
const endLeave = (activityId: string, token = hr.token) =>
  invoke<CollaboratorDetail & Partial<ErrorBody>>('endActivityWithNoForecast', { token, body: { activityId } });

const dayOff = (user: string, date = today) => ({ user, type: 'DAY_OFF', period: 'ONE_DAY', date, numberOfDays: 1 });
const vacation = (user: string, startDate: string, finalDate: string, numberOfDays: number, soldDays?: number) => ({
  user,
  type: 'VACATION',
  period: 'MORE_THAN_ONE_DAY',
  startDate,
  finalDate,
  numberOfDays,
  soldDays,
});
const unpaidLeave = (user: string, startDate = today) => ({
  user,
  type: 'UNPAID_LEAVE',
  period: 'MORE_THAN_ONE_DAY',
  startDate,
  withoutForecastOfEnding: true,
  reason: 'Cuidar de um familiar',
});

describe('POST /api/activity', () => {
  it('a day off today gives the status at once and answers the updated person, and the history says who did it', async () => {
    const person = await employee();
    const answer = await register(dayOff(person.id));
    expect(answer.status, answer.raw).toBe(201);
    expect(answer.body).toMatchObject({
      _id: person.id,
      statusActive: 'DAY_OFF',
      currentLeave: { type: 'DAY_OFF', startDate: today, finalDate: today, withoutForecastOfEnding: false },
      warnings: [],
    });

    const found = await current(person.id);
    expect(found.body).toMatchObject({
      _id: answer.body.currentLeave?.activityId,
      user: person.id,
      company: company.id,
      type: 'DAY_OFF',
      period: 'ONE_DAY',
      date: today,
      numberOfDays: 1,
      endedOn: null,
      returnsOn: day(1),
      createdBy: { _id: hr.id, name: 'Rita do RH' },
    });
    const { data: history } = await db.entities.personEvent.query.personHistory({ personId: person.id }).go();
    expect(history).toEqual([
      expect.objectContaining({
        kind: 'activityRegistered',
        byName: 'Rita do RH',
        changes: [
          { field: 'Folga', after: `${today.slice(8)}/${today.slice(5, 7)}/${today.slice(0, 4)}` },
          { field: 'Status', before: 'Em experiência', after: 'Folga' },
        ],
      }),
    ]);
  });

  // Issue 24 changed this rule: a part under 5 days was a warning; it is now refused, with the period's balance
  // and the rest of art. 134 §1 (core/vacation/registration.ts).
  it('refuses a vacation part under 5 days (400, CLT art. 134 §1)', async () => {
    const person = await employee();
    const answer = await register(vacation(person.id, today, day(2), 3));
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.message).toBe(VACATION_MSG.shortPart(3, 5));
    expect(answer.body.errors).toMatchObject({ startDate: VACATION_MSG.shortPart(3, 5) });
    expect((await all(person.id)).body).toEqual([]);
  });

  it('splits a period in parts within its balance, and the FÉRIAS view counts them (CLT arts. 130, 134 §1)', async () => {
    const person = await employee();
    expect((await register(vacation(person.id, day(30), day(49), 20))).status).toBe(201);
    const short = await register(vacation(person.id, day(60), day(63), 4));
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(VACATION_MSG.shortPart(4, 5));
    expect((await register(vacation(person.id, day(60), day(69), 10))).status).toBe(201);
    const over = await register(vacation(person.id, day(80), day(84), 5));
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(VACATION_MSG.overBalance(30));
    const view = await invoke<VacationListItem[]>('listVacations', { token: hr.token, params: { companyId: company.id }, query: { user: person.id } });
    expect(view.status, view.raw).toBe(200);
    expect(view.body[0].vacation.periods[0]).toMatchObject({ daysDue: 30, takenDays: 0, scheduledDays: 30, balanceDays: 0 });
    expect(view.body[0].vacation.upcoming.map((each) => [each.first, each.noticeBy, each.payBy])).toEqual([
      [day(30), day(0), day(28)],
      [day(60), day(30), day(58)],
    ]);
  });

  it('records the days sold (abono, CLT art. 143) apart, against the balance, at most a third of the days due', async () => {
    const person = await employee();
    const tooMany = await register(vacation(person.id, day(30), day(49), 20, 11));
    expect(tooMany.status, tooMany.raw).toBe(400);
    expect(tooMany.body.errors).toMatchObject({ soldDays: VACATION_MSG.abonoTooLarge(10) });
    const answer = await register(vacation(person.id, day(30), day(49), 20, 10));
    expect(answer.status, answer.raw).toBe(201);
    expect((await all(person.id)).body[0]).toMatchObject({ type: 'VACATION', numberOfDays: 20, soldDays: 10 });
    const { data: history } = await db.entities.personEvent.query.personHistory({ personId: person.id }).go();
    expect(history[0].changes).toContainEqual({ field: 'Abono pecuniário (CLT art. 143)', after: '10 dias vendidos' });
    const view = await invoke<VacationListItem[]>('listVacations', { token: person.token, params: { companyId: company.id }, query: { user: person.id } });
    expect(view.body[0].vacation.periods[0]).toMatchObject({ daysDue: 30, scheduledDays: 20, soldDays: 10, balanceDays: 0 });
    expect(view.body[0].vacation.upcoming).toEqual([expect.objectContaining({ first: day(30), days: 20, soldDays: 10 })]);
    // Nothing left in the period: a further part is over its balance.
    expect((await register(vacation(person.id, day(60), day(64), 5))).body.message).toBe(VACATION_MSG.overBalance(30));
  });

  it("sells at most a third of the period's days due: 8 of 24 with 6 unjustified absences (CLT arts. 130, 143)", async () => {
    const person = await employee();
    await openAbsences(company.id, person.id, [day(-8), day(-7), day(-6), day(-5), day(-4), day(-3)]);
    const nine = await register(vacation(person.id, day(30), day(45), 16, 9));
    expect(nine.status, nine.raw).toBe(400);
    expect(nine.body.message).toBe(`${VACATION_MSG.abonoTooLarge(8)} ${VACATION_MSG.overBalance(24)}`);
    expect((await register(vacation(person.id, day(30), day(45), 16, 8))).status).toBe(201);
  });

  it("warns of a vacation starting in the two days before the company's holiday or the journey's day off (CLT art. 134 §3)", async () => {
    const journey = await createTestJourney(company.id);
    const onJourney = async (workday = journey._id) => {
      const person = await employee();
      await db.entities.user.patch({ companyId: company.id, id: person.id }).set({ hiringData: { ...(await getUser(company.id, person.id))?.hiringData, workday } }).go();
      return person;
    };
    // A Thursday a month or more ahead: its Saturday is the 5x2 journey's day off (not a Sunday, the default).
    const thursday = weekdayFrom(day(30), 4);
    const saturday = addCalendarDays(thursday, 2);
    const first = await register(vacation((await onJourney()).id, thursday, addCalendarDays(thursday, 14), 15));
    expect(first.status, first.raw).toBe(201);
    expect(first.body.warnings).toEqual([HINT_MSG.startsBeforeRest(saturday)]);
    // The Monday after, with the company's holiday on Wednesday.
    const monday = addCalendarDays(thursday, 4);
    const wednesday = addCalendarDays(monday, 2);
    const holiday = await invoke('createHoliday', {
      token: hr.token,
      body: { name: 'Festa da cidade', type: 'MUNICIPAL', holidayModel: 'date', date: wednesday, company: company.id },
    });
    expect(holiday.status, holiday.raw).toBe(201);
    const second = await register(vacation((await onJourney()).id, monday, addCalendarDays(monday, 14), 15));
    expect(second.body.warnings).toEqual([HINT_MSG.startsBeforeRest(wednesday)]);
    // Someone without a journey: the holiday counts all the same (and Sundays are the weekly rest).
    const third = await register(vacation((await employee()).id, addCalendarDays(monday, 1), addCalendarDays(monday, 15), 15));
    expect(third.body.warnings).toEqual([HINT_MSG.startsBeforeRest(wednesday)]);
    // A 12/36 rests every other day, its weekly rest paid in the scale (art. 59-A): only the holiday is said.
    const onNights = await onJourney((await createTestJourney(company.id, undefined, NIGHT_SHIFT))._id);
    expect((await register(vacation(onNights.id, thursday, addCalendarDays(thursday, 14), 15))).body.warnings).toEqual([]);
  });

  it('refuses a registration sharing a day with another of the person (409, with the days in the way)', async () => {
    const person = await employee();
    expect((await register(vacation(person.id, day(5), day(19), 15))).status).toBe(201);
    const overlapping = await register(dayOff(person.id, day(19)));
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.message).toBe(ACTIVITY_MSG.overlap({ first: day(5), last: day(19) }));
    // The day after is free.
    expect((await register(dayOff(person.id, day(20)))).status).toBe(201);
  });

  it('lets only one of two overlapping registrations sent at once through', async () => {
    const person = await employee();
    const answers = await Promise.all([register(dayOff(person.id, day(3))), register(vacation(person.id, day(2), day(16), 15))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await all(person.id)).body).toHaveLength(1);
  });

  it('one starting later is only recorded: the daily job applies it on its first day', async () => {
    const person = await employee();
    const answer = await register(dayOff(person.id, day(1)));
    expect(answer.body).toMatchObject({ statusActive: 'WORK_EXPERIENCE', currentLeave: null });
    expect((await current(person.id)).body).toBeNull();
    await runStatusTransitions(noonOf(day(1)));
    expect(await getUser(company.id, person.id)).toMatchObject({ statusActive: 'DAY_OFF', currentLeave: { startDate: day(1) } });
  });

  it('one already over is recorded without touching the status', async () => {
    const person = await employee();
    const answer = await register(dayOff(person.id, day(-3)));
    expect(answer.status).toBe(201);
    expect(answer.body.statusActive).toBe('WORK_EXPERIENCE');
    expect((await all(person.id)).body.map((a) => a.date)).toEqual([day(-3)]);
  });

  it('requires the PDF where the type asks for one, checked in storage', async () => {
    const person = await employee();
    const certificate = { user: person.id, type: 'MEDICAL_CERTIFICATE', period: 'ONE_DAY', date: today, numberOfDays: 1 };
    const missing = await register(certificate);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ document: ACTIVITY_MSG.documentRequired });

    const disguised = await uploadFile(hr.token, 'atestado.pdf', new TextEncoder().encode('<html>not a pdf</html>'), 'application/pdf', 'pdf');
    const wrong = await register({ ...certificate, document: { key: disguised, name: 'atestado.pdf', size: 22 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(SERVER_MSG.onlyPdf);

    const otherCompanyFile = await uploadPdf(otherHr.token);
    expect((await register({ ...certificate, document: otherCompanyFile })).status).toBe(404);

    const file = await uploadPdf(hr.token, undefined, 'atestado.pdf');
    const saved = await register({ ...certificate, document: file });
    expect(saved.status, saved.raw).toBe(201);
    expect(saved.body.statusActive).toBe('MEDICAL_CERTIFICATE');
    expect((await current(person.id)).body?.document).toEqual(kept(file));
  });

  it('only for active staff of the caller company', async () => {
    const candidate = await createCandidate(company.id);
    const refused = await register(dayOff(candidate.id));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ACTIVITY_REFUSAL.notActive);
    const dismissed = await createPerson(company.id, { role: 'EMPLOYEE', statusActive: 'DISMISSED' });
    expect((await register(dayOff(dismissed.id))).status).toBe(409);

    const stranger = await createPerson(other.id, { role: 'EMPLOYEE', statusActive: 'HIRED' });
    expect((await register(dayOff(stranger.id))).status).toBe(404);
    const person = await employee();
    const otherCompany = await invoke('createActivity', { token: hr.token, body: { ...dayOff(person.id), company: other.id } });
    expect(otherCompany.status).toBe(403);
    expect((await getUser(company.id, person.id))?.statusActive).toBe('WORK_EXPERIENCE');
  });

  it('refuses bad input with the schema message (400)', async () => {
    const person = await employee();
    const answer = await register({ ...vacation(person.id, day(5), day(4), 1) });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ finalDate: ACTIVITY_MSG.endAfterStart });
  });
});

describe('GET /api/activity/vacation/{companyId}', () => {
  const list = (token: string, companyId = company.id, user?: string) =>
    invoke<VacationListItem[] & Partial<ErrorBody>>('listVacations', { token, params: { companyId }, query: user ? { user } : {} });

  it('HR reads every active person, most urgent first; the person reads only their own', async () => {
    const person = await employee();
    const everyone = await list(hr.token);
    expect(everyone.status, everyone.raw).toBe(200);
    expect(everyone.body.map((item) => item._id)).toContain(person.id);
    const urgencies = everyone.body.map((item) => item.urgency ?? Number.POSITIVE_INFINITY);
    expect(urgencies).toEqual(urgencies.toSorted((a, b) => a - b));
    const own = await list(person.token, company.id, person.id);
    expect(own.status, own.raw).toBe(200);
    expect(own.body.map((item) => item._id)).toEqual([person.id]);
    expect((await list(person.token)).status).toBe(403);
    expect((await list(person.token, company.id, hr.id)).status).toBe(403);
    expect((await list(otherHr.token)).status).toBe(403);
  });
});

describe('GET /api/activity/{userId} and /api/activity/all/{userId}', () => {
  it('the person reads their own, never someone else’s; HR of another company finds nobody', async () => {
    const person = await employee();
    const colleague = await employee();
    await register(dayOff(person.id, day(-2)));
    await register(vacation(person.id, day(30), day(44), 15));
    const mine = await all(person.id, person.token);
    expect(mine.status).toBe(200);
    // The latest first day first.
    expect(mine.body.map((a) => a.type)).toEqual(['VACATION', 'DAY_OFF']);
    expect((await current(person.id, person.token)).body).toBeNull();
    expect((await all(colleague.id, person.token)).status).toBe(403);
    expect((await current(person.id, otherHr.token)).status).toBe(404);
  });
});

describe('PUT /api/activity/end-activity-with-no-forecast', () => {
  it('ends a leave with no forecast today; the person is back tomorrow, through the daily job', async () => {
    const person = await employee();
    const registered = await register(unpaidLeave(person.id, day(-4)));
    expect(registered.body).toMatchObject({
      statusActive: 'UNPAID_LEAVE',
      currentLeave: { startDate: day(-4), finalDate: null, withoutForecastOfEnding: true },
    });
    const leave = (await current(person.id)).body;
    if (!leave) throw new Error('no current leave');

    const ended = await endLeave(leave._id);
    expect(ended.status, ended.raw).toBe(200);
    expect(ended.body).toMatchObject({
      statusActive: 'UNPAID_LEAVE',
      currentLeave: { activityId: leave._id, startDate: day(-4), finalDate: today, withoutForecastOfEnding: false },
    });
    // What was registered stays; the real end is added beside it.
    expect((await current(person.id)).body).toMatchObject({
      withoutForecastOfEnding: true,
      finalDate: null,
      endedOn: today,
      returnsOn: day(1),
    });
    const again = await endLeave(leave._id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ACTIVITY_REFUSAL.alreadyEnded);

    await runStatusTransitions(noonOf(today));
    expect((await getUser(company.id, person.id))?.statusActive).toBe('UNPAID_LEAVE');
    await runStatusTransitions(noonOf(day(1)));
    const back = await getUser(company.id, person.id);
    expect(back?.statusActive).toBe('WORK_EXPERIENCE');
    expect(back?.currentLeave).toBeUndefined();
    // The days after the return are free again.
    expect((await register(dayOff(person.id, day(2)))).status).toBe(201);
  });

  it('refuses a leave with a forecast of end, another company’s leave and an unknown id', async () => {
    const person = await employee();
    await register(vacation(person.id, today, day(14), 15));
    const leave = (await current(person.id)).body;
    if (!leave) throw new Error('no current leave');
    const refused = await endLeave(leave._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ACTIVITY_MSG.cannotReturn);
    expect((await endLeave(leave._id, otherHr.token)).status).toBe(404);
    expect((await endLeave('nao-existe')).status).toBe(404);
  });

  it('refuses a leave registered ahead, before it starts', async () => {
    const person = await employee();
    await register(unpaidLeave(person.id, day(3)));
    const [leave] = (await all(person.id)).body;
    const refused = await endLeave(leave._id);
    expect(refused.status).toBe(409);
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { experienceDates } from '@colabora/core/admission/experience-period';
import { NO_CONDITIONS } from '@colabora/core/dismissal/checkup';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { PointMirrorAnswer } from '@colabora/core/timeclock/mirror';
import type { PagedRows, PointRecord } from '@colabora/core/timeclock/records';
import { SP } from '@colabora/core/timeclock/testing/clock';
import { MAX_SELECTED } from '@colabora/core/paging';
import { COMMERCIAL_SCALE, equalWeek } from '@colabora/core/workday/testing/journeys';
import type { Journey } from '@colabora/core/workday/schema';
import { savedShutDown } from '@colabora/core/dismissal/testing/shut-down-data';
import { getUser } from '../../modules/person/records';
import { openAlerts } from '../../modules/timeclock/alert-store';
import { personDays } from '../../modules/timeclock/person-days';
import { personMonthDays } from '../../modules/timeclock/point-days';
import { settleDays } from '../../modules/timeclock/settle-day';
import { pendingResettle } from '../../modules/timeclock/resettle';
import { bankTotal } from '../../modules/timeclock/ledger';
import { db } from '../../db/service';
import { uploadPdf } from '../../testing/admission-ready';
import { stopDynamo } from '../../testing/dynamo-commands';
import { createCompany, createPerson, type TestCompany } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';
import { createTestJourney } from '../../testing/journeys';
import { timeClockEmployee } from '../../testing/time-clock';
import { runPointAlerts, runWindow } from './point-alerts';
import { clockAt, serverClockReset } from '../../testing/server-clock';

// Days that change after the fact (issue 22 §7, "Done when"): Monday 05/03/2035 is settled as an absence (a fault,
// the ABSENCE alert, 528 minutes off the bank) for four people; then each fact of the day changes after it was
// settled — HR registers a medical certificate, a vacation from that Monday, a journey that rests on Mondays, and
// a national holiday on the day — and the mirror (live), REGISTROS GERAIS and the bank (settled) and the alerts
// agree again. A colleague nothing happens to keeps the absence, as a control, until the holiday excuses everyone.
// Then the dismissal data of a worked notice, the mirror before the admission, and a day the job missed.

const DAY = '2035-03-05';
const LATER = '2035-03-07';
const PLANNED = 528;

afterEach(serverClockReset);

const offer = { regime: 'CLT', hasStandardSalary: false, salary: 300000, vt: 0, va: 0, vr: 0 } as const;
const period = experienceDates('2025-01-02', '30/60');
const NO_ADDITIONALS = { warning: false, unhealthy: false, risk: false, dangerousness: false };

let company: TestCompany;
let journey: Journey;
let hrToken: string;
beforeAll(async () => {
  company = await createCompany();
  journey = await createTestJourney(company.id);
  hrToken = (await createPerson(company.id, { role: 'HUMAN_RESOURCES_MANAGMENT' })).token;
});

interface DayView {
  /** The mirror's row: excused (greyed), its justification, its alert. */
  mirror: { isDayOff: boolean; justification: string | null; alert: boolean };
  /** REGISTROS GERAIS: faults and planned minutes of the day. */
  records: { faults: number; planned: number };
  bank: number;
  /** The person's open alerts of the day. */
  alerts: string[];
}

/**
 * What each screen says of the person's `day` (DAY by default), read after the day. The alerts are the open ones
 * GET /point-alert answers (read from the store: a dismissed person no longer calls it).
 */
async function dayView(person: { id: string; token: string }, day = DAY): Promise<DayView> {
  const mirror = await invoke<PointMirrorAnswer>('getPointMirror', { token: hrToken, params: { userId: person.id }, query: { periodStartDate: day, periodEndDate: day } });
  expect(mirror.status).toBe(200);
  const [row] = mirror.body.registers;
  const records = await invoke<PagedRows<PointRecord>>('listPointRecords', {
    token: hrToken,
    params: { companyId: company.id },
    // The file's people outgrow a page as its tests add them: the largest page holds them all.
    query: { periodStartDate: day, periodEndDate: day, limit: String(MAX_SELECTED) },
  });
  expect(records.status).toBe(200);
  expect(records.body.pages).toBe(1);
  const record = records.body.docs.find((doc) => doc._id === person.id);
  return {
    mirror: { isDayOff: row.isDayOff, justification: row.justification, alert: row.alert },
    records: { faults: record?.faults ?? -1, planned: record?.plannedMinutesByPeriod ?? -1 },
    bank: await bankTotal(company.id, person.id),
    alerts: (await openAlerts(company.id, person.id)).filter((alert) => alert.day === day).map((alert) => alert.alertType),
  };
}

const absent = (planned: number): DayView => ({
  mirror: { isDayOff: false, justification: null, alert: true },
  records: { faults: 1, planned },
  bank: -planned,
  alerts: ['ABSENCE'],
});
const ABSENT = absent(PLANNED);
const excused = (justification: string): DayView => ({
  mirror: { isDayOff: true, justification, alert: false },
  records: { faults: 0, planned: 0 },
  bank: 0,
  alerts: [],
});

describe('days that change after the fact', () => {
  it('a certificate, a vacation, the journey and a national holiday changed after the day was settled: every screen follows', async () => {
    const rested = await createTestJourney(company.id, undefined, {
      standardWeekScale: equalWeek(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], COMMERCIAL_SCALE.standardWeekScale.standardTime),
    });
    const hiring = { ...offer, ...period, workday: journey._id, workdayName: journey.name };
    const [certified, vacation, moved, holiday, control] = await Promise.all([
      timeClockEmployee(company.id, journey),
      timeClockEmployee(company.id, journey),
      timeClockEmployee(company.id, journey, { hiringData: hiring }),
      timeClockEmployee(company.id, journey),
      timeClockEmployee(company.id, journey),
    ]);

    // Monday ends with nobody punching: settled as an absence for everyone.
    await runWindow({ from: SP.instantAt(DAY, '00:00'), to: SP.instantAt(DAY, '23:59') }, [company.id]);
    clockAt(LATER, '12:00:00');
    // The job's first run of the company: from here on it knows which holidays the settled days had.
    await runPointAlerts(new Date(SP.instantAt(LATER, '12:00')), [company.id]);
    for (const person of [certified, vacation, moved, holiday, control]) expect(await dayView(person), person.id).toEqual(ABSENT);

    // HR registers on ATIVOS the medical certificate of the day.
    const document = await uploadPdf(hrToken, undefined, 'atestado.pdf');
    const certificate = { user: certified.id, company: company.id, type: 'MEDICAL_CERTIFICATE', period: 'ONE_DAY', date: DAY, numberOfDays: 1, document };
    expect((await invoke('createActivity', { token: hrToken, body: certificate })).status).toBe(201);
    expect(await dayView(certified)).toEqual(excused('Atestado'));

    // HR registers the vacation of the month, from that Monday.
    const days = { user: vacation.id, company: company.id, type: 'VACATION', period: 'MORE_THAN_ONE_DAY', startDate: DAY, finalDate: '2035-03-19' };
    expect((await invoke('createActivity', { token: hrToken, body: { ...days, numberOfDays: 15, withoutForecastOfEnding: false } })).status).toBe(201);
    expect(await dayView(vacation)).toEqual(excused('Férias'));

    // The journey of the hiring data changes to one that rests on Mondays: the day is a rest day.
    const changed = await invoke('updateUser', {
      token: hrToken,
      params: { id: moved.id },
      body: { hiringData: { ...offer, ...period, workday: rested._id, additional: NO_ADDITIONALS } },
    });
    expect(changed.status).toBe(200);
    expect(await dayView(moved)).toEqual(excused('Descanso semanal'));

    expect(await dayView(control)).toEqual(ABSENT);

    // A national holiday on the day, added after the fact: the alerts job's next run settles the day again.
    const added = await invoke('createHoliday', {
      token: hrToken,
      body: { name: 'Feriado nacional', type: 'NATIONAL', holidayModel: 'date', date: DAY, company: company.id },
    });
    expect(added.status).toBe(201);
    await runPointAlerts(new Date(SP.instantAt(LATER, '12:05')), [company.id]);
    expect(await dayView(holiday)).toEqual(excused('Feriado'));
    expect(await dayView(control)).toEqual(excused('Feriado'));
    // The others keep what excuses them first (core excuse-precedence.ts), and agree all the same.
    for (const person of [certified, vacation, moved]) {
      expect(await dayView(person)).toMatchObject({ mirror: { isDayOff: true, alert: false }, records: { faults: 0, planned: 0 }, bank: 0, alerts: [] });
    }
  });

  it('a worked notice saved after the fact: the settled day is the live one, and the bank holds its balance', async () => {
    // Tuesday 06/03: Monday is the holiday of the first test.
    const TUESDAY = '2035-03-06';
    const person = await timeClockEmployee(company.id, journey);
    await settleDays(company.id, person.id, [TUESDAY], { now: new Date(SP.instantAt(LATER, '12:00')) });
    expect(await bankTotal(company.id, person.id)).toBe(-PLANNED);
    clockAt(LATER, '12:00:00');
    const call = (route: 'startDismissal' | 'updateDismissalDetails', body?: unknown) =>
      invoke(route, { token: hrToken, params: { userId: person.id }, ...(body ? { body } : {}) });
    expect((await call('startDismissal')).status).toBe(200);
    // From 01/03/2035, two hours less a day (CLT art. 488): Tuesday asks 2 hours less.
    const notice = savedShutDown({ admissionDate: '2025-01-02', resignationDate: '2035-03-01', departureDate: '' });
    expect((await call('updateDismissalDetails', { shutDownData: notice })).status).toBe(200);
    const stored = await getUser(company.id, person.id);
    const [live] = await personDays(company.id, stored!, TUESDAY, TUESDAY);
    expect((await personMonthDays(company.id, person.id, '2035-03'))[TUESDAY]).toEqual(live.summary);
    expect(live.summary.balanceMinutes).toBe(-(PLANNED - 120));
    expect(await bankTotal(company.id, person.id)).toBe(live.summary.balanceMinutes);
  });

  it('a worked notice concluded keeps its days; undone by a reactivation, its days are planned and settled again', async () => {
    const TUESDAY = '2035-03-06';
    const person = await timeClockEmployee(company.id, journey);
    await settleDays(company.id, person.id, [TUESDAY], { now: new Date(SP.instantAt(LATER, '12:00')) });
    clockAt(LATER, '12:00:00');
    const call = (route: 'startDismissal' | 'updateDismissalDetails' | 'concludeDismissal' | 'reactivateUser', body?: unknown) =>
      invoke(route, { token: hrToken, params: { userId: person.id }, ...(body ? { body } : {}) });
    expect((await call('startDismissal')).status).toBe(200);
    // From 01/03/2035, two hours less a day (CLT art. 488): Tuesday, with no punch, is an absence of 6 h 48.
    const notice = savedShutDown({ admissionDate: '2025-01-02', resignationDate: '2035-03-01', departureDate: '' });
    expect((await call('updateDismissalDetails', { shutDownData: notice })).status).toBe(200);
    expect((await call('updateDismissalDetails', { approvedCheckup: true, checkup: NO_CONDITIONS })).status).toBe(200);
    const shorter = absent(PLANNED - 120);
    expect(await dayView(person, TUESDAY)).toEqual(shorter);

    // Concluded once the notice is over: its days stay notice days, in the mirror and in what was settled.
    const departure = (await getUser(company.id, person.id))?.shutDownData?.departureDate ?? '';
    clockAt(addCalendarDays(departure, 1), '12:00:00');
    expect((await call('concludeDismissal')).status).toBe(200);
    expect(await dayView(person, TUESDAY)).toEqual(shorter);

    // A reactivation undoes the process: Tuesday asks the whole day again, on every screen.
    expect((await call('reactivateUser')).status).toBe(200);
    expect(await dayView(person, TUESDAY)).toEqual(ABSENT);
  });

  it('a writer that stops between its transaction and settling the days: the alerts job settles the days it marked', async () => {
    const TUESDAY = '2035-03-06';
    const person = await timeClockEmployee(company.id, journey);
    await settleDays(company.id, person.id, [TUESDAY], { now: new Date(SP.instantAt(LATER, '12:00')) });
    clockAt(LATER, '12:10:00');
    expect(await dayView(person, TUESDAY)).toEqual(ABSENT);
    // HR registers the day's certificate; DynamoDB stops answering right after the registration's transaction.
    const document = await uploadPdf(hrToken, undefined, 'atestado.pdf');
    const certificate = { user: person.id, company: company.id, type: 'MEDICAL_CERTIFICATE', period: 'ONE_DAY', date: TUESDAY, numberOfDays: 1, document };
    const dynamo = stopDynamo({ afterCommit: true });
    const answer = await invoke('createActivity', { token: hrToken, body: certificate });
    dynamo.stop();
    expect(answer.status).toBe(500);
    // The certificate is recorded and the mirror (live) shows it; what was settled still says absence.
    const stale = await dayView(person, TUESDAY);
    expect(stale.mirror).toEqual(excused('Atestado').mirror);
    expect(stale.records).toEqual(ABSENT.records);
    // The alerts job's next run finds the mark the transaction left and settles the day again.
    await runPointAlerts(new Date(SP.instantAt(LATER, '12:10')), [company.id]);
    expect(await dayView(person, TUESDAY)).toEqual(excused('Atestado'));
    const { data: marks } = await db.entities.resettleMark.query.companyMarks({ companyId: company.id }).go({ consistent: true });
    expect(marks).toEqual([]);
  });

  it('a marked day that still fails to settle stays marked for the next run and holds up no other mark', async () => {
    const own = await createCompany();
    const people = [await timeClockEmployee(own.id, await createTestJourney(own.id)), await timeClockEmployee(own.id, await createTestJourney(own.id))];
    const marks = people.map((person) => pendingResettle(person, LATER, LATER).mark);
    for (const mark of marks) await db.entities.resettleMark.put(mark).go();
    const left = async () => (await db.entities.resettleMark.query.companyMarks({ companyId: own.id }).go({ consistent: true })).data.map((mark) => mark.id);
    // The first mark's removal fails (DynamoDB refuses it this once): the run goes on to the other.
    const refused = vi.spyOn(db.entities.resettleMark, 'delete').mockImplementationOnce(() => {
      throw new Error('DynamoDB refused the write');
    });
    await expect(runPointAlerts(new Date(SP.instantAt(LATER, '12:10')), [own.id])).resolves.toBeDefined();
    refused.mockRestore();
    // The run settled both; the one whose removal failed stays marked (the query's order decides which).
    const kept = await left();
    expect(kept).toHaveLength(1);
    expect(marks.map((mark) => mark.id)).toContain(kept[0]);
    // The next run settles it.
    await runPointAlerts(new Date(SP.instantAt(LATER, '12:15')), [own.id]);
    expect(await left()).toEqual([]);
  });

  it('the mirror has no rows before the admission, rather than rest days', async () => {
    const newcomer = await timeClockEmployee(company.id, journey, { admissionDate: '2035-03-06' });
    clockAt(LATER, '12:00:00');
    const mirror = await invoke<PointMirrorAnswer>('getPointMirror', {
      token: hrToken,
      params: { userId: newcomer.id },
      query: { periodStartDate: '2035-03-03', periodEndDate: LATER },
    });
    expect(mirror.status).toBe(200);
    expect(mirror.body.registers.map((row) => row.date)).toEqual(['2035-03-06', LATER]);
  });

  it('a day that ended while the job was not running is settled by its next runs', async () => {
    // A company of its own: its job marker starts here.
    const other = await createCompany();
    const person = await timeClockEmployee(other.id, await createTestJourney(other.id));
    // The job last ran on Friday 02/03 at 12:00; it runs again only on Wednesday 07/03 at 12:00, more than
    // MAX_WINDOW_MINUTES later: the runs go on from where the last one stopped until they reach now.
    const friday = '2035-03-02';
    await runPointAlerts(new Date(SP.instantAt(friday, '12:00')), [other.id]);
    for (let run = 0; run < 3; run += 1) await runPointAlerts(new Date(SP.instantAt(LATER, '12:00')), [other.id]);
    const absences = (await openAlerts(other.id, person.id)).filter((alert) => alert.alertType === 'ABSENCE').map((alert) => alert.day);
    expect(absences).toEqual([friday, DAY, '2035-03-06']);
    expect(await bankTotal(other.id, person.id)).toBe(-3 * PLANNED);
  });
});

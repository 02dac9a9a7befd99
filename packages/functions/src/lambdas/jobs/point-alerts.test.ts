import { beforeAll, describe, expect, it } from 'vitest';
import { SP } from '@colabora/core/timeclock/testing/clock';
import { db } from '../../db/service';
import { updateCompanySettings } from '../../modules/company/company-settings';
import { companyTimeZone } from '../../modules/company/time-zone';
import type { Journey } from '@colabora/core/workday/schema';
import { bankTotal } from '../../modules/timeclock/ledger';
import { createPerson, createCompany, type TestCompany } from '../../testing/fixtures';
import { watchDynamoCommands } from '../../testing/dynamo-commands';
import { invoke } from '../../testing/invoke';
import { createTestJourney } from '../../testing/journeys';
import { punchAt, timeClockEmployee, workDay } from '../../testing/time-clock';
import { openAlerts } from '../../modules/timeclock/alert-store';
import { personMonthDays } from '../../modules/timeclock/point-days';
import { FIRST_WINDOW_MINUTES, MAX_WINDOW_MINUTES, runPointAlerts, runWindow, windowFor } from './point-alerts';

// The point alerts job (issue 12). Days in 2032, far from other files; each run is limited to this file's
// companies. The journey is the core's valid one: Monday to Friday 08:00–17:48 (exit window until 19:48), coffee
// 10:00–10:15, main break 12:30–13:30, holidays observed.

const MINUTE = 60_000;
const window = (day: string, from: string, to: string) => ({ from: SP.instantAt(day, from), to: SP.instantAt(day, to) });
const TUESDAY = '2032-01-06';
const DAY_END = window(TUESDAY, '19:45', '19:50');

let company: TestCompany;
let journey: Journey;
beforeAll(async () => {
  company = await createCompany();
  journey = await createTestJourney(company.id);
});

const alertsOf = async (person: { id: string }) =>
  (await openAlerts(company.id, person.id)).map((alert) => [alert.day, alert.alertType, alert.pointType]);

describe('point alerts job', () => {
  it('raises an absence after a planned day with no punch, a pending point after a missed exit, and settles the day; a second run changes nothing', async () => {
    const absent = await timeClockEmployee(company.id, journey);
    const noExit = await timeClockEmployee(company.id, journey);
    const worked = await timeClockEmployee(company.id, journey);
    await workDay(noExit, journey, TUESDAY, null);
    await workDay(worked, journey, TUESDAY);

    const first = await runWindow(DAY_END, [company.id]);
    expect(first).toMatchObject({ journeys: 1, people: 3, settled: 3, raised: 2 });
    expect(await alertsOf(absent)).toEqual([[TUESDAY, 'ABSENCE', 'ENTRY']]);
    expect(await alertsOf(noExit)).toEqual([[TUESDAY, 'PENDING_POINT', 'EXIT']]);
    expect(await alertsOf(worked)).toEqual([]);
    expect((await personMonthDays(company.id, absent.id, '2032-01'))[TUESDAY]).toMatchObject({ fault: true, balanceMinutes: -528, alerts: 1 });
    expect(await bankTotal(company.id, absent.id)).toBe(-528);

    const again = await runWindow(DAY_END, [company.id]);
    expect(again).toMatchObject({ people: 3, raised: 0, resolved: 0, bankLines: 0 });
    expect(await alertsOf(absent)).toEqual([[TUESDAY, 'ABSENCE', 'ENTRY']]);
    expect(await bankTotal(company.id, absent.id)).toBe(-528);
  });

  it('raises the pending entry during the day; the absence replaces it when the day ends', async () => {
    const day = '2032-01-13';
    const person = await timeClockEmployee(company.id, journey);
    await runWindow(window(day, '08:04', '08:07'), [company.id]);
    expect(await alertsOf(person)).toEqual([[day, 'PENDING_POINT', 'ENTRY']]);
    await runWindow(window(day, '19:45', '19:50'), [company.id]);
    expect(await alertsOf(person)).toEqual([[day, 'ABSENCE', 'ENTRY']]);
  });

  it('raises nothing on a holiday, a rest day or a vacation', async () => {
    // A company of its own: nobody else is at work on these days.
    const quiet = await createCompany();
    const quietJourney = await createTestJourney(quiet.id);
    const token = (await createPerson(quiet.id, { role: 'HUMAN_RESOURCES_MANAGMENT' })).token;
    const person = await timeClockEmployee(quiet.id, quietJourney);
    const holiday = await invoke('createHoliday', { token, body: { name: 'Feriado do teste', type: 'MUNICIPAL', holidayModel: 'date', date: '2032-01-26', company: quiet.id } });
    expect(holiday.status).toBe(201);
    const vacation = { user: person.id, company: quiet.id, type: 'VACATION', period: 'MORE_THAN_ONE_DAY', startDate: '2032-01-19', finalDate: '2032-01-23', numberOfDays: 5, withoutForecastOfEnding: false };
    expect((await invoke('createActivity', { token, body: vacation })).status).toBe(201);
    // Wednesday to Friday the vacation (a part of 5 days, CLT art. 134 §1), Saturday and Sunday the rest days,
    // Monday the holiday: whole days.
    const result = await runWindow({ from: SP.instantAt('2032-01-21', '00:00'), to: SP.instantAt('2032-01-27', '00:30') }, [quiet.id]);
    expect(result).toMatchObject({ people: 1, settled: 6, raised: 0 });
    expect(await openAlerts(quiet.id, person.id)).toEqual([]);
    const days = await personMonthDays(quiet.id, person.id, '2032-01');
    expect(['2032-01-26', '2032-01-22', '2032-01-24'].map((day) => [days[day]?.excuse, days[day]?.fault])).toEqual([
      ['HOLIDAY', false],
      ['VACATION', false],
      ['REST', false],
    ]);
    expect(await bankTotal(quiet.id, person.id)).toBe(0);
  });

  it('costs in proportion to the people whose point fell in the window, not to the company', async () => {
    const busy = await createCompany();
    const due = await createTestJourney(busy.id);
    // Another journey whose points are 4 hours later: none falls in the window.
    const later = await createTestJourney(busy.id, undefined, { standardWeekScale: { ...journey.standardWeekScale, standardTime: { enterTime: '12:00', exitTime: '21:48', mainBreak: 60 } }, numberOfBreaks: '0Breaks', breaks: [] });
    const person = await timeClockEmployee(busy.id, due);
    for (let index = 0; index < 30; index += 1) await timeClockEmployee(busy.id, later);
    await punchAt(person, due, '2032-01-27', '08:00', 'ENTRY');
    // A run over every company reads the zones with the companies (one Query); the run for given ids reads the zone
    // of each once a minute (modules/company/time-zone.ts): read before, as a real run has it.
    await companyTimeZone(busy.id);
    const watch = watchDynamoCommands();
    // 10:05–10:06: only the coffee break start of the first journey closes.
    const result = await runWindow(window('2032-01-27', '10:05', '10:07'), [busy.id]);
    watch.stop();
    expect(result).toMatchObject({ journeys: 1, people: 1, raised: 1 });
    // Journeys, holidays, the journey's people, then the person's day (activities, punches, requests, ledger,
    // alerts) and one transaction: the 30 people of the other journey are never read.
    expect(watch.commands.length).toBeLessThanOrEqual(10);
    expect(watch.commands.filter((command) => command.name.startsWith('Query')).length).toBeLessThanOrEqual(8);
  });

  it('covers from where the last run stopped, at most MAX_WINDOW_MINUTES at once, and a run repeated at the same instant does nothing', async () => {
    const at = SP.instantAt('2032-02-02', '12:00');
    expect(windowFor(at, null)).toEqual({ from: at - FIRST_WINDOW_MINUTES * MINUTE, to: at });
    expect(windowFor(at, at - 5 * MINUTE)).toEqual({ from: at - 5 * MINUTE, to: at });
    // After a long stop the next runs go on from where it stopped, MAX_WINDOW_MINUTES at a time (issue 22 §7).
    const stop = at - 10 * 24 * 60 * MINUTE;
    expect(windowFor(at, stop)).toEqual({ from: stop, to: stop + MAX_WINDOW_MINUTES * MINUTE });
    // The local runtime's clock set back: the last end is ahead, so the run covers the first window.
    expect(windowFor(at, at + 60 * MINUTE)).toEqual({ from: at - FIRST_WINDOW_MINUTES * MINUTE, to: at });
    await runPointAlerts(new Date(at), [company.id]);
    expect(await runPointAlerts(new Date(at), [company.id])).toEqual({ journeys: 0, people: 0, settled: 0, raised: 0, resolved: 0, bankLines: 0 });
  });

  it("runs each company on its own clock (issue 22 §6): Manaus days end an hour after Sao Paulo's, and its today is its own", async () => {
    const [saoPaulo, manaus] = [await createCompany(), await createCompany()];
    await updateCompanySettings(manaus.id, { bankRegime: 'INDIVIDUAL_AGREEMENT', timeZone: 'America/Manaus' });
    const absentIn = async (zoned: TestCompany) => timeClockEmployee(zoned.id, await createTestJourney(zoned.id));
    const [paulista, manauara] = [await absentIn(saoPaulo), await absentIn(manaus)];
    const openOf = async (companyId: string, person: { id: string }) => (await openAlerts(companyId, person.id)).map((alert) => [alert.day, alert.alertType]);
    // 23:45–23:55 UTC on Tuesday is 19:45–19:55 in Manaus, where the exit's window closes at 19:48; 20:45 in Sao Paulo.
    const day = '2032-02-10';
    await runWindow({ from: Date.parse(`${day}T23:45:00Z`), to: Date.parse(`${day}T23:55:00Z`) }, [saoPaulo.id, manaus.id]);
    expect(await openOf(manaus.id, manauara)).toEqual([[day, 'ABSENCE']]);
    expect(await openOf(saoPaulo.id, paulista)).toEqual([]);
    // At 03:30 UTC on Wednesday it is already Wednesday in Sao Paulo, still Tuesday in Manaus.
    await runPointAlerts(new Date('2032-02-11T03:30:00Z'), [saoPaulo.id, manaus.id]);
    const lastDay = async (companyId: string) => (await db.entities.jobState.get({ job: `point-alerts#${companyId}` }).go()).data?.lastDay;
    expect([await lastDay(saoPaulo.id), await lastDay(manaus.id)]).toEqual(['2032-02-11', day]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { PointAlertView } from '@colabora/core/timeclock/alerts';
import { POINT_REGISTER_MSG } from '@colabora/core/timeclock/point-register-api';
import { SP } from '@colabora/core/timeclock/testing/clock';
import type { Journey } from '@colabora/core/workday/schema';
import { createCompany, createPerson, type TestCompany } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';
import { createTestJourney } from '../../testing/journeys';
import { timeClockEmployee, workDay } from '../../testing/time-clock';
import { settleDays } from '../../modules/timeclock/settle-day';

// GET /api/point-alert (002 §7.1): the caller's open alerts, and only theirs.

let company: TestCompany;
let journey: Journey;
beforeAll(async () => {
  company = await createCompany();
  journey = await createTestJourney(company.id);
});

const LATER = new Date(SP.instantAt('2033-01-20', '12:00'));

describe('listPointAlerts', () => {
  it("answers the caller's open alerts, oldest first, never someone else's", async () => {
    const person = await timeClockEmployee(company.id, journey);
    const colleague = await timeClockEmployee(company.id, journey);
    await workDay(person, journey, '2033-01-04', null);
    await settleDays(company.id, person.id, ['2033-01-03', '2033-01-04'], { now: LATER });
    await settleDays(company.id, colleague.id, ['2033-01-05'], { now: LATER });

    const answer = await invoke<PointAlertView[]>('listPointAlerts', { token: person.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        _id: '2033-01-03_ABSENCE_ENTRY',
        alertType: 'ABSENCE',
        pointType: 'ENTRY',
        breakName: null,
        pointStartDate: '2033-01-03T08:00:00-03:00',
        date: '2033-01-03',
        inAnalysis: false,
      },
      {
        _id: '2033-01-04_PENDING_POINT_EXIT',
        alertType: 'PENDING_POINT',
        pointType: 'EXIT',
        breakName: null,
        pointStartDate: '2033-01-04T17:48:00-03:00',
        date: '2033-01-04',
        inAnalysis: false,
      },
    ]);
    const theirs = await invoke<PointAlertView[]>('listPointAlerts', { token: colleague.token });
    expect(theirs.body.map((alert) => alert._id)).toEqual(['2033-01-05_ABSENCE_ENTRY']);
  });

  it('no alert: an empty list', async () => {
    const person = await timeClockEmployee(company.id, journey);
    expect((await invoke('listPointAlerts', { token: person.token })).body).toEqual([]);
  });

  it('refuses an employee without the time clock, or not active (403)', async () => {
    const withoutModule = await timeClockEmployee(company.id, journey, { recordPoints: false });
    const dismissed = await timeClockEmployee(company.id, journey, { statusActive: 'DISMISSED' });
    const refused = await invoke('listPointAlerts', { token: withoutModule.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: POINT_REGISTER_MSG.notAllowed });
    expect((await invoke('listPointAlerts', { token: dismissed.token })).status).toBe(403);
    const hr = await createPerson(company.id, { role: 'HUMAN_RESOURCES_MANAGMENT' });
    expect((await invoke('listPointAlerts', { token: hr.token })).status).toBe(403);
  });
});

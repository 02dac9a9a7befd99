import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ShutDownData } from '@colabora/core/dismissal/shut-down-data';
import type { PointMirrorAnswer } from '@colabora/core/timeclock/mirror';
import { todayTimeline, type TodayPoints } from '@colabora/core/timeclock/point-register-api';
import { SP } from '@colabora/core/timeclock/testing/clock';
import type { ScaleEvent } from '@colabora/core/workday/schedule';
import type { Journey } from '@colabora/core/workday/schema';
import { openAlerts } from '../../modules/timeclock/alert-store';
import { createCompany, createPerson, type TestCompany } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';
import { createTestJourney } from '../../testing/journeys';
import { timeClockEmployee } from '../../testing/time-clock';
import { runWindow } from './point-alerts';
import { clockAt, serverClockReset } from '../../testing/server-clock';

// One plan per day everywhere (issue 22 "Done when"): the timeline (GET /point-registers), the alerts job, the
// mirror and the month scale are given the same facts — a free day of a worked notice (CLT art. 488) and a day of
// a leave registered ahead (not the person's current leave) — and agree: nothing to register, no alert, the
// mirror's day free, the month scale's day 'Folga'. A colleague with neither works the day, as a control.
// Tuesday 18/03/2031, in the last 7 free days of a notice after a dismissal on 02/02/2031 (48 days, to 22/03).

const DAY = '2031-03-18';

afterEach(serverClockReset);

const notice: ShutDownData = {
  justCause: false,
  dismissalOrigin: 'company',
  notice: 'complyNotice',
  warningDefinitions: 'sevenDaysBeforeEndDate',
  increasedCompanyTime: true,
  admissionDate: '2025-01-02',
  resignationDate: '2031-02-02',
  departureDate: '2031-03-15',
  reason: 'Motivo 1',
  observations: 'Aviso trabalhado',
  stabilityJustification: null,
};

let company: TestCompany;
let journey: Journey;
let hrToken: string;
beforeAll(async () => {
  company = await createCompany();
  journey = await createTestJourney(company.id);
  hrToken = (await createPerson(company.id, { role: 'HUMAN_RESOURCES_MANAGMENT' })).token;
});

async function onLeave() {
  const person = await timeClockEmployee(company.id, journey);
  const leave = {
    user: person.id,
    company: company.id,
    type: 'UNPAID_LEAVE',
    period: 'MORE_THAN_ONE_DAY',
    startDate: '2031-03-17',
    finalDate: '2031-03-19',
    numberOfDays: 3,
    withoutForecastOfEnding: false,
    reason: 'Cuidar de um familiar',
  };
  expect((await invoke('createActivity', { token: hrToken, body: leave })).status).toBe(201);
  return person;
}

describe('one plan per day everywhere', () => {
  it('a free notice day and a leave day: no REGISTRAR, no alert, the mirror day free, the month scale free', async () => {
    const [free, away, control] = await Promise.all([
      timeClockEmployee(company.id, journey, { statusDismissal: 'FULFILLING_NOTICE', shutDownData: notice }),
      onLeave(),
      timeClockEmployee(company.id, journey),
    ]);

    // The timeline at 08:00:30: the control may register its entry; the others have nothing planned.
    clockAt(DAY, '08:00:30');
    for (const [person, registers] of [[free, false], [away, false], [control, true]] as const) {
      const answer = await invoke<TodayPoints>('todayPoints', { token: person.token });
      expect(answer.status).toBe(200);
      expect(answer.body.day).toBe(DAY);
      expect(answer.body.plan !== null, person.id).toBe(registers);
      expect(todayTimeline(answer.body, new Date(answer.body.serverNow)).some((point) => point.canRegister)).toBe(registers);
    }

    // The alerts job over the whole day: only the control's absence.
    const run = await runWindow({ from: SP.instantAt(DAY, '00:00'), to: SP.instantAt(DAY, '23:59') }, [company.id]);
    expect(run).toMatchObject({ raised: 1 });
    expect(await openAlerts(company.id, free.id)).toEqual([]);
    expect(await openAlerts(company.id, away.id)).toEqual([]);
    expect((await openAlerts(company.id, control.id)).map((alert) => alert.alertType)).toEqual(['ABSENCE']);

    // The mirror, read after the day.
    clockAt('2031-03-25', '12:00:00');
    const rows = async (userId: string) => {
      const answer = await invoke<PointMirrorAnswer>('getPointMirror', { token: hrToken, params: { userId }, query: { periodStartDate: DAY, periodEndDate: DAY } });
      expect(answer.status).toBe(200);
      return answer.body.registers.map((row) => ({ date: row.date, isDayOff: row.isDayOff, justification: row.justification, alert: row.alert }));
    };
    expect(await rows(free.id)).toEqual([{ date: DAY, isDayOff: true, justification: 'Aviso prévio', alert: false }]);
    expect(await rows(away.id)).toEqual([{ date: DAY, isDayOff: true, justification: 'Afastamento', alert: false }]);
    expect(await rows(control.id)).toEqual([{ date: DAY, isDayOff: false, justification: null, alert: true }]);

    // The month scale.
    const titleOn = async (userId: string) => {
      const answer = await invoke<ScaleEvent[]>('getMonthScale', { token: hrToken, query: { month: '3', year: '2031', userId } });
      expect(answer.status).toBe(200);
      return answer.body.find((event) => event.start.startsWith(DAY))?.title;
    };
    expect(await titleOn(free.id)).toBe('Folga');
    expect(await titleOn(away.id)).toBe('Folga');
    expect(await titleOn(control.id)).toBe('Dia de trabalho');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { RouteName } from '@colabora/core/api-routes';
import { dayRangeMessage } from '@colabora/core/date-range';
import { BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import { createPerson, companyWithEveryRole, type TestWorld, TEST_COMPANY_CLOCK } from '../testing/fixtures';
import { invoke, type InvokeOptions } from '../testing/invoke';
import { createTestJourney } from '../testing/journeys';

// Issue 20 §3: a day near 9999-12-31 in a body or query is refused (400, the range in Portuguese) on every
// route that takes one, and the screens that compute with days (mirror, records, a day's work time, the bank)
// never answer 500 on one.

let world: TestWorld;
let employee: { id: string; token: string };
beforeAll(async () => {
  world = await companyWithEveryRole();
  const journey = await createTestJourney(world.company.id);
  employee = await createPerson(world.company.id, {
    role: 'EMPLOYEE',
    statusActive: 'HIRED',
    recordPoints: true,
    admissionDate: '2025-01-02',
    hiringData: { regime: 'CLT', workday: journey._id, workdayName: journey.name },
  });
});

const FAR = '9999-12-31';
const hr = () => world.people.HUMAN_RESOURCES_MANAGMENT.token;
const today = TEST_COMPANY_CLOCK.today();
const clockRange = dayRangeMessage('timeClock');
const holidayRange = dayRangeMessage('holiday');

/** Route, who calls, the call with the far day, and the message expected. */
const CASES: [string, RouteName, () => InvokeOptions, string][] = [
  ['a dated holiday', 'createHoliday', () => ({ token: hr(), body: { name: 'Longe', type: 'MUNICIPAL', holidayModel: 'date', date: FAR, company: world.company.id } }), holidayRange],
  [
    'a holiday period',
    'createHoliday',
    () => ({ token: hr(), body: { name: 'Longe', type: 'MUNICIPAL', holidayModel: 'period', period: { start: '2030-01-01', end: FAR }, company: world.company.id } }),
    holidayRange,
  ],
  ['a day off', 'requestDayOff', () => ({ token: employee.token, body: { reason: 'REQUEST_DAY_OFF', solicitationDate: FAR, justification: 'Longe' } }), clockRange],
  [
    "the employee's compensation",
    'requestCompensation',
    () => ({ token: employee.token, body: { reason: 'HOURS_COMPENSATION', compensationDate: FAR, totalMinutesCompensated: 60, justification: 'Longe' } }),
    clockRange,
  ],
  [
    "HR's compensation",
    'compensateHours',
    () => ({ token: hr(), params: { id: employee.id }, body: { justification: 'Longe', compensationDate: FAR, totalMinutesCompensated: 60 } }),
    clockRange,
  ],
  [
    'a money payment',
    'payHours',
    () => ({ token: hr(), params: { id: employee.id }, body: { justification: 'Longe', hoursPaid: '01:00', paymentDate: FAR, paidValue: 100 } }),
    clockRange,
  ],
  ['a day of work time', 'workTimeByDay', () => ({ token: hr(), params: { userId: employee.id }, query: { date: FAR } }), clockRange],
  [
    'the records period',
    'listPointRecords',
    () => ({ token: hr(), params: { companyId: world.company.id }, query: { periodStartDate: '9999-12-01', periodEndDate: FAR } }),
    clockRange,
  ],
  [
    'the bank period',
    'listHoursBank',
    () => ({ token: hr(), params: { companyId: world.company.id }, query: { periodStartDate: '9999-12-01', periodEndDate: FAR } }),
    clockRange,
  ],
  ["a person's mirror period", 'getPointMirror', () => ({ token: hr(), params: { userId: employee.id }, query: { periodStartDate: '9999-12-01', periodEndDate: FAR } }), clockRange],
  ["a person's mirror month", 'getPointMirror', () => ({ token: hr(), params: { userId: employee.id }, query: { actualMonthDate: FAR } }), clockRange],
  ['the own mirror month', 'getMyPointMirror', () => ({ token: employee.token, query: { actualMonthDate: FAR } }), clockRange],
  ["the day's punches", 'todayPoints', () => ({ token: employee.token, query: { date: FAR } }), clockRange],
];

describe('days out of their sane range', () => {
  it.each(CASES)('%s on 9999-12-31 is 400 with the range', async (_, route, call, message) => {
    const answer = await invoke(route, call());
    expect(answer.status, answer.raw).toBe(400);
    expect(Object.values(answer.body.errors ?? {})).toContain(message);
  });

  it("HR's compensation of 999:59 is 400: one compensation is one day off", async () => {
    const answer = await invoke('compensateHours', {
      token: hr(),
      params: { id: employee.id },
      body: { justification: 'Longe', compensationDate: addCalendarDays(today, 2), totalMinutesCompensated: 999 * 60 + 59 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(BANK_MSG.compensationTooLong);
  });

  it('the month scale refuses the year 9999 (400)', async () => {
    const answer = await invoke('getMonthScale', { token: employee.token, query: { month: '12', year: '9999' } });
    expect(answer.status).toBe(400);
  });

  it('the mirror, the records and a day of work time never answer 500 on a day at the edge of the range', async () => {
    const edges = ['1999-12-31', '2000-01-01', '2099-12-31', '2100-01-01', addCalendarDays(today, 3650), '0001-01-01'];
    for (const day of edges) {
      const calls: [RouteName, InvokeOptions][] = [
        ['workTimeByDay', { token: hr(), params: { userId: employee.id }, query: { date: day } }],
        ['getPointMirror', { token: hr(), params: { userId: employee.id }, query: { actualMonthDate: day } }],
        ['getPointMirror', { token: hr(), params: { userId: employee.id }, query: { periodStartDate: day, periodEndDate: day } }],
        ['listPointRecords', { token: hr(), params: { companyId: world.company.id }, query: { periodStartDate: day, periodEndDate: day } }],
        ['listHoursBank', { token: hr(), params: { companyId: world.company.id }, query: { periodStartDate: day, periodEndDate: day } }],
      ];
      for (const [route, call] of calls) {
        const answer = await invoke(route, call);
        expect(answer.status, `${route} ${day}: ${answer.raw}`).toBeLessThan(500);
      }
    }
  });
});

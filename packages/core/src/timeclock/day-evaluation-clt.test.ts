import { describe, expect, it } from 'vitest';
import { dayPlan, type JourneySchedule } from '../workday/schedule';
import { day, equalWeek, MONDAY_TO_FRIDAY, VALID_JOURNEY } from '../workday/testing/journeys';
import { breakIndemnity } from './breaks';
import { evaluateDay, type DayInput } from './day-evaluation';
import type { PointType } from './point-types';
import { restFacts } from './rest';
import { epochMinute } from './company-clock';
import { SP } from './testing/clock';
import type { TimedPunch } from './worked-minutes';

// Issue 22's worked examples on the day engine (labour-law.md §2): night work, rest, breaks and overtime as a
// day's summary shows them.

const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const AFTER = SP.instantAt('2026-11-26', '12:00');

const punch = (on: string, time: string, pointType: PointType | null = null, breakId: string | null = null): TimedPunch => ({
  minute: epochMinute(SP.instantAt(on, time)),
  pointType,
  breakId,
});
const minSec = (seconds: number) => `${Math.floor(seconds / 60)} min ${seconds % 60} s`;

const evaluate = (journey: JourneySchedule, input: Partial<DayInput>) =>
  evaluateDay({ clock: SP, day: TUESDAY, plan: dayPlan(journey, TUESDAY), punches: [], included: [], excuse: null, now: AFTER, ...input });

describe('night work on the day (CLT art. 73, Súmula 60 II)', () => {
  // A 5x2 22:00–05:00 with a 1 h break.
  const nightJourney = { ...VALID_JOURNEY, standardWeekScale: equalWeek(MONDAY_TO_FRIDAY, day('22:00', '05:00')), breaks: [] };
  const shift = (exit: string) => [
    punch(TUESDAY, '22:00', 'ENTRY'),
    punch(WEDNESDAY, '02:00', 'MAIN_BREAK_START'),
    punch(WEDNESDAY, '03:00', 'MAIN_BREAK_RETURN'),
    punch(WEDNESDAY, exit, 'EXIT'),
  ];

  it('counts 360 clock minutes as 411 min 26 s of night hours', () => {
    const summary = evaluate(nightJourney, { punches: shift('05:00') });
    expect(summary).toMatchObject({ workedMinutes: 360, balanceMinutes: 0, nightMinutes: 360 });
    expect(minSec(summary.nightReducedSeconds)).toBe('411 min 26 s');
  });

  it('staying until 06:00 adds 60 clock minutes of night overtime, 68 min 34 s reduced', () => {
    const planned = evaluate(nightJourney, { punches: shift('05:00') });
    const longer = evaluate(nightJourney, { punches: shift('06:00') });
    expect(longer).toMatchObject({ extraMinutes: 60, nightMinutes: 420, overtimePercent: 50 });
    expect(minSec(longer.nightReducedSeconds - planned.nightReducedSeconds)).toBe('68 min 34 s');
  });

  it('counts a rural night by the journey, without a reduced hour (Lei 5.889/1973 art. 7)', () => {
    const evening = { ...VALID_JOURNEY, nightWork: 'RURAL_FARMING' as const, standardWeekScale: equalWeek(MONDAY_TO_FRIDAY, day('14:00', '23:00')), breaks: [] };
    const punches = [punch(TUESDAY, '14:00', 'ENTRY'), punch(TUESDAY, '18:00', 'MAIN_BREAK_START'), punch(TUESDAY, '19:00', 'MAIN_BREAK_RETURN'), punch(TUESDAY, '23:00', 'EXIT')];
    expect(evaluate(evening, { punches })).toMatchObject({ nightMinutes: 120, nightReducedSeconds: 7200 });
    expect(evaluate({ ...evening, nightWork: 'URBAN' }, { punches })).toMatchObject({ nightMinutes: 60, nightReducedSeconds: 4114 });
  });
});

// Comercial 44h: 08:00–17:48, main break 60 min, coffee 10:00–10:15 (paid).
function officeDay(enter: string, exit: string, mainOut = '12:30', mainBack = '13:30', on = TUESDAY): TimedPunch[] {
  return [
    punch(on, enter, 'ENTRY'),
    punch(on, '10:00', 'BREAK_START', 'Café'),
    punch(on, '10:15', 'BREAK_RETURN', 'Café'),
    punch(on, mainOut, 'MAIN_BREAK_START'),
    punch(on, mainBack, 'MAIN_BREAK_RETURN'),
    punch(on, exit, 'EXIT'),
  ];
}

describe('rest between days and the weekly rest (CLT arts. 66, 67; OJ 355 SDI-1)', () => {
  it('out Monday 23:30, in Tuesday 08:00: 8 h 30 of rest, 150 minutes owed and an alert', () => {
    const days = [{ day: MONDAY, firstPunch: epochMinute(SP.instantAt(MONDAY, '14:00')), lastExit: epochMinute(SP.instantAt(MONDAY, '23:30')) }];
    const facts = restFacts(days, TUESDAY);
    const summary = evaluate(VALID_JOURNEY, { punches: officeDay('08:00', '17:48'), ...facts });
    expect(summary).toMatchObject({ restShortfallMinutes: 150, ruleAlerts: ['SHORT_REST'], alerts: 1 });
    const rested = restFacts([{ ...days[0], lastExit: epochMinute(SP.instantAt(MONDAY, '21:00')) }], TUESDAY);
    expect(evaluate(VALID_JOURNEY, { punches: officeDay('08:00', '17:48'), ...rested })).toMatchObject({ restShortfallMinutes: 0, ruleAlerts: [] });
  });

  it('flags the 7th day worked in a row', () => {
    const worked = (on: string) => ({ day: on, firstPunch: epochMinute(SP.instantAt(on, '08:00')), lastExit: epochMinute(SP.instantAt(on, '12:00')) });
    const six = ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', MONDAY].map(worked);
    expect(restFacts(six, TUESDAY).sixDaysWorkedBefore).toBe(true);
    expect(evaluate(VALID_JOURNEY, { punches: officeDay('08:00', '17:48'), ...restFacts(six, TUESDAY) }).ruleAlerts).toEqual(['SEVENTH_DAY']);
    expect(restFacts(six.slice(1), TUESDAY).sixDaysWorkedBefore).toBe(false);
    // Without a punch the day is not worked: a fault, not a 7th day.
    expect(evaluate(VALID_JOURNEY, { ...restFacts(six, TUESDAY) }).ruleAlerts).toEqual([]);
  });
});

describe('the main break (CLT art. 71, §4; art. 611-A III; art. 74 §2)', () => {
  it('pays 20 missing minutes of 60 as 30, as an indemnity, not as 20 banked', () => {
    const summary = evaluate(VALID_JOURNEY, { punches: officeDay('08:00', '17:48', '12:30', '13:10') });
    expect(summary).toMatchObject({ workedMinutes: 548, mainBreakMinutes: 40, breakIndemnityMinutes: 20, balanceMinutes: 0, ruleAlerts: ['SHORT_MAIN_BREAK'] });
    expect(breakIndemnity(60, summary.mainBreakMinutes).paidMinutes).toBe(30);
  });

  it('counts only the main break: the paid coffee break does not hide a 30-minute lunch', () => {
    const summary = evaluate(VALID_JOURNEY, { punches: officeDay('08:00', '17:48', '12:30', '13:00') });
    expect(summary).toMatchObject({ breakMinutes: 45, mainBreakMinutes: 30, breakIndemnityMinutes: 30, ruleAlerts: ['SHORT_MAIN_BREAK'] });
  });

  it('asks 30 minutes where a collective agreement sets the main break', () => {
    const agreed = { ...VALID_JOURNEY, agreedMainBreak: true, standardWeekScale: equalWeek(MONDAY_TO_FRIDAY, day('08:00', '17:18', 30)) };
    expect(evaluate(agreed, { punches: officeDay('08:00', '17:18', '12:30', '13:00') })).toMatchObject({ breakIndemnityMinutes: 0, ruleAlerts: [], balanceMinutes: 0 });
  });

  it('a pre-assigned main break: a day punched at entry and exit only misses no point, and the break is presumed', () => {
    const preAssigned = { ...VALID_JOURNEY, preAssignedBreak: true, breaks: [] };
    const summary = evaluate(preAssigned, { punches: [punch(TUESDAY, '08:00', 'ENTRY'), punch(TUESDAY, '17:48', 'EXIT')] });
    expect(summary).toMatchObject({ workedMinutes: 528, balanceMinutes: 0, alerts: 0, breakPreAssigned: true, mainBreakMinutes: 60, breakIndemnityMinutes: 0 });
    expect(evaluate({ ...preAssigned, preAssignedBreak: false }, { punches: [punch(TUESDAY, '08:00', 'ENTRY'), punch(TUESDAY, '17:48', 'EXIT')] }).alerts).toBe(3);
    // Four hours need no main break (art. 71): none is presumed.
    expect(evaluate(preAssigned, { punches: [punch(TUESDAY, '08:00', 'ENTRY'), punch(TUESDAY, '12:00', 'EXIT')] })).toMatchObject({ workedMinutes: 240, breakPreAssigned: false });
  });
});

describe('overtime limits and rates (CLT art. 59, Súmula 146)', () => {
  it('08:00–21:00 on an 08:00–17:48 plan: 192 minutes over, 12 h worked, two alerts for HR', () => {
    const summary = evaluate(VALID_JOURNEY, { punches: officeDay('08:00', '21:00') });
    expect(summary).toMatchObject({ workedMinutes: 720, extraMinutes: 192, ruleAlerts: ['OVERTIME_OVER_2H', 'WORK_OVER_10H'], alerts: 2, overtimePercent: 50 });
  });

  it('pays work on a rest day or on a holiday the journey observes at 100 %, other days at the company rate (50 by default)', () => {
    const saturday = '2026-11-28';
    const rest = evaluateDay({ clock: SP, day: saturday, plan: null, punches: [punch(saturday, '08:00'), punch(saturday, '10:00')], included: [], excuse: null, now: AFTER + 3 * 86_400_000 });
    expect(rest).toMatchObject({ extraMinutes: 120, overtimePercent: 100 });
    const holiday = evaluate(VALID_JOURNEY, { plan: null, excuse: { kind: 'HOLIDAY', name: 'Natal' }, punches: [punch(TUESDAY, '08:00'), punch(TUESDAY, '12:00')] });
    expect(holiday).toMatchObject({ extraMinutes: 240, overtimePercent: 100 });
    expect(evaluate(VALID_JOURNEY, { punches: officeDay('08:00', '18:48'), ordinaryOvertimePercent: 70 })).toMatchObject({ extraMinutes: 60, overtimePercent: 70 });
  });
});

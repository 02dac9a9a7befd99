import { describe, expect, it } from 'vitest';
import { day as shift, equalWeek, MONDAY_TO_FRIDAY, MONDAY_TO_SATURDAY, VALID_JOURNEY } from '../workday/testing/journeys';
import { personDay, personDays, type DayPunch } from './person-day';
import { zonedClock, type ZonedClock } from './company-clock';
import { SP } from './testing/clock';
import { assignPunch } from './timeline';
import { activity, personFacts, workedNotice } from './testing/person-facts';

// One person's day (issue 22 §1): the plan, its excuse, the timeline, the summary and the alerts from one call.

/** 08:00–17:00 with a 60-minute main break (expected 12:00–13:00) and no other break. */
const NINE_TO_FIVE = personFacts({ journey: { ...VALID_JOURNEY, standardWeekScale: equalWeek(MONDAY_TO_FRIDAY, shift('08:00', '17:00')), breaks: [] } });
const MONDAY = '2026-03-02';
const at = (time: string, day = MONDAY, clock: ZonedClock = SP) => new Date(clock.instantAt(day, time));

/** Punches recorded one after the other as POST /point-registers assigns them, at their own instants on the company's clock. */
function punchThrough(facts: typeof NINE_TO_FIVE, day: string, times: readonly string[]): DayPunch[] {
  const clock = zonedClock(facts.timeZone);
  const recorded: DayPunch[] = [];
  for (const time of times) {
    const now = at(time, day, clock);
    const point = assignPunch(personDay(facts, day, recorded, now).timeline, now);
    recorded.push({ nsr: recorded.length + 1, punchedAt: clock.iso(now.getTime()), day, pointType: point?.type ?? null, breakId: point?.breakId ?? null, shiftDay: point?.day ?? null });
  }
  return recorded;
}

describe('the company clock (issue 22 §6)', () => {
  const MANAUS = { ...NINE_TO_FIVE, timeZone: 'America/Manaus' as const };
  const manaus = zonedClock('America/Manaus');

  it('a Manaus worker punching 08:00, 12:00, 13:00, 17:00 local on an 08:00–17:00 plan: no alert, no overtime, -04:00 times', () => {
    const punches = punchThrough(MANAUS, MONDAY, ['08:00', '12:00', '13:00', '17:00']);
    expect(punches.map((punch) => punch.pointType)).toEqual(['ENTRY', 'MAIN_BREAK_START', 'MAIN_BREAK_RETURN', 'EXIT']);
    expect(punches.map((punch) => punch.punchedAt)).toEqual([
      '2026-03-02T08:00:00-04:00',
      '2026-03-02T12:00:00-04:00',
      '2026-03-02T13:00:00-04:00',
      '2026-03-02T17:00:00-04:00',
    ]);
    const day = personDay(MANAUS, MONDAY, punches, at('23:00', MONDAY, manaus));
    expect(day.alerts).toEqual([]);
    expect(day.summary).toMatchObject({ workedMinutes: 480, extraMinutes: 0, missingMinutes: 0, balanceMinutes: 0, alerts: 0, enterTime: '08:00', exitTime: '17:00' });
    expect(day.timeline.map((point) => point.expectedAt)).toEqual([
      '2026-03-02T08:00:00-04:00',
      '2026-03-02T12:00:00-04:00',
      '2026-03-02T13:00:00-04:00',
      '2026-03-02T17:00:00-04:00',
    ]);
  });

  it('the same instants read on the Sao Paulo clock are an hour late: the entry at 09:00 is out of its window', () => {
    const punches = punchThrough(MANAUS, MONDAY, ['08:00']);
    const sameInstants = personDay(NINE_TO_FIVE, MONDAY, punches.map((punch) => ({ ...punch, pointType: null })), at('23:00', MONDAY, manaus));
    expect(sameInstants.summary.enterTime).toBe('09:00');
    expect(sameInstants.alerts.map((alert) => alert.pointStartDate)).toContain('2026-03-02T08:00:00-03:00');
  });
});

describe('a late entry', () => {
  it('counts as the entry for the later points: 08:20, 12:00, 13:00, 17:00 on an 08:00 plan raise exactly one alert', () => {
    const punches = punchThrough(NINE_TO_FIVE, MONDAY, ['08:20', '12:00', '13:00', '17:00']);
    expect(punches.map((punch) => punch.pointType)).toEqual([null, 'MAIN_BREAK_START', 'MAIN_BREAK_RETURN', 'EXIT']);
    const day = personDay(NINE_TO_FIVE, MONDAY, punches, at('20:00'));
    expect(day.alerts).toEqual([expect.objectContaining({ alertType: 'PENDING_POINT', pointType: 'ENTRY', pointStartDate: '2026-03-02T08:00:00-03:00' })]);
    expect(day.summary).toMatchObject({ workedMinutes: 460, alerts: 1, enterTime: '08:20', exitTime: '17:00', fault: false });
  });

  it('the later points keep their own windows: a lunch at 12:30 is out of schedule', () => {
    const punches = punchThrough(NINE_TO_FIVE, MONDAY, ['08:20', '12:30']);
    expect(punches.map((punch) => punch.pointType)).toEqual([null, null]);
    const situation = personDay(NINE_TO_FIVE, MONDAY, punches, at('12:31')).timeline.map((point) => [point.type, point.situation]);
    expect(situation).toEqual([
      ['ENTRY', 'PENDING'],
      ['MAIN_BREAK_START', 'PENDING'],
      ['MAIN_BREAK_RETURN', 'BREAK_START_NOT_REGISTERED'],
      ['EXIT', 'AWAITING'],
    ]);
  });

  it('an early punch is no entry: the points after it wait for one', () => {
    const [early] = punchThrough(NINE_TO_FIVE, MONDAY, ['07:30']);
    expect(early.pointType).toBeNull();
    const lunch = personDay(NINE_TO_FIVE, MONDAY, [early], at('12:00')).timeline.find((point) => point.type === 'MAIN_BREAK_START');
    expect(lunch?.canRegister).toBe(false);
  });
});

describe('days the person is not asked to work', () => {
  const FREE_NOTICE_DAY = '2031-03-18';

  it('a free day of a worked notice (CLT art. 488): no REGISTRAR, no alert, the day free', () => {
    const facts = personFacts({ notice: workedNotice('sevenDaysBeforeEndDate') });
    expect(personDay(facts, FREE_NOTICE_DAY, [], at('08:00', FREE_NOTICE_DAY)).timeline).toEqual([]);
    const after = personDay(facts, FREE_NOTICE_DAY, [], at('23:00', FREE_NOTICE_DAY));
    expect(after).toMatchObject({ excuse: { kind: 'NOTICE' }, asked: null, alerts: [] });
    expect(after.plan).toMatchObject({ enterTime: '08:00' });
    expect(after.summary).toMatchObject({ plannedMinutes: 0, dayOff: true, fault: false, alerts: 0, excuse: 'NOTICE' });
    // The week before the last 7 days is worked in full.
    expect(personDay(facts, '2031-03-14', [], at('23:00', '2031-03-14')).summary).toMatchObject({ plannedMinutes: 528, fault: true });
  });

  it('a worked notice 2 hours shorter: the timeline stays, leaving 2 hours early is no shortfall', () => {
    const facts = personFacts({ notice: workedNotice('twoHoursEarlier') });
    const day = personDay(facts, '2031-02-04', [], at('08:00', '2031-02-04'));
    expect(day).toMatchObject({ compensatedMinutes: 120, notice: { kind: 'shorter', minutesLess: 120 } });
    expect(day.timeline.find((point) => point.type === 'ENTRY')?.canRegister).toBe(true);
  });

  it('a leave day: no REGISTRAR, no alert, the day free', () => {
    const facts = personFacts({ activities: [activity('INSS_REMOVAL', '2026-03-01', '2026-03-20')] });
    expect(personDay(facts, MONDAY, [], at('08:00')).timeline).toEqual([]);
    expect(personDay(facts, MONDAY, [], at('23:00'))).toMatchObject({ excuse: { kind: 'LEAVE' }, alerts: [], summary: { dayOff: true, fault: false } });
  });

  it('before the admission and without a journey nothing is planned', () => {
    expect(personDay(personFacts({ admissionDay: '2026-03-03' }), MONDAY, [], at('23:00'))).toMatchObject({ plan: null, asked: null, alerts: [] });
    expect(personDay(personFacts({ journey: null }), MONDAY, [], at('23:00'))).toMatchObject({ plan: null, timeline: [], alerts: [] });
  });

  it('a day wholly taken off from the bank asks nothing; part of it keeps the timeline', () => {
    expect(personDay(personFacts({ compensated: { [MONDAY]: 528 } }), MONDAY, [], at('08:00')).asked).toBeNull();
    expect(personDay(personFacts({ compensated: { [MONDAY]: 60 } }), MONDAY, [], at('08:00')).timeline).not.toEqual([]);
  });
});

describe('the rest before a day, read from the days before it (CLT arts. 66 and 67)', () => {
  const EVERY_DAY = personFacts({ journey: { ...VALID_JOURNEY, standardWeekScale: equalWeek([...MONDAY_TO_SATURDAY, 'sunday'], shift('08:00', '17:00')), breaks: [] } });
  const punch = (day: string, time: string, nsr: number, dayOffset = 0): DayPunch => ({
    nsr,
    punchedAt: SP.iso(SP.instantAt(day, time, dayOffset)),
    day,
    shiftDay: day,
  });

  it('out on Monday at 23:30, in on Tuesday at 08:00: 8 h 30 of rest, 150 minutes owed and one interjornada alert', () => {
    const punches = [punch(MONDAY, '08:00', 1), punch(MONDAY, '23:30', 2), punch('2026-03-03', '08:00', 3), punch('2026-03-03', '17:00', 4)];
    const [monday, tuesday] = personDays(EVERY_DAY, MONDAY, '2026-03-03', punches, at('23:00', '2026-03-03'));
    expect(monday.summary.restShortfallMinutes).toBe(0);
    expect(tuesday.summary.restShortfallMinutes).toBe(150);
    expect(tuesday.summary.ruleAlerts.map((alert) => alert)).toContain('SHORT_REST');
  });

  it('reads the week before the first day asked: the 7th day in a row is flagged on its own', () => {
    const week = ['2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', MONDAY];
    const punches = week.flatMap((day, index) => [punch(day, '08:00', 2 * index + 1), punch(day, '12:00', 2 * index + 2)]);
    const [seventh] = personDays(EVERY_DAY, MONDAY, MONDAY, punches, at('23:00'));
    expect(seventh.summary.ruleAlerts.map((alert) => alert)).toContain('SEVENTH_DAY');
    const [sixth] = personDays(EVERY_DAY, '2026-03-01', '2026-03-01', punches, at('23:00', '2026-03-01'));
    expect(sixth.summary.ruleAlerts.map((alert) => alert)).not.toContain('SEVENTH_DAY');
  });
});

import { describe, expect, it } from 'vitest';
import { dayPlan, type DayPlan } from '../workday/schedule';
import { COMMERCIAL_SCALE, NIGHT_SHIFT_SCALE, VALID_JOURNEY } from '../workday/testing/journeys';
import { evaluateDay, type DayInput } from './day-evaluation';
import type { PointType } from './point-types';
import { epochMinute } from './company-clock';
import { SP } from './testing/clock';
import type { TimedPunch } from './worked-minutes';

// Comercial 44h: Monday to Friday 08:00–17:48, main break 60 min (expected 12:30–13:30), coffee 10:00–10:15:
// 528 minutes planned.
const TUESDAY = '2026-11-24';
const SATURDAY = '2026-11-28';
const plan = dayPlan(VALID_JOURNEY, TUESDAY) as DayPlan;
const AFTER = SP.instantAt('2026-11-25', '12:00');

const punch = (time: string, pointType: PointType | null = null, day = TUESDAY, breakId: string | null = null): TimedPunch => ({
  minute: epochMinute(SP.instantAt(day, time)),
  pointType,
  breakId,
});

/** A full day: entry, coffee, main break and exit at the given times. */
function fullDay(enter: string, exit: string, mainOut = '12:30', mainBack = '13:30'): TimedPunch[] {
  return [
    punch(enter, 'ENTRY'),
    punch('10:00', 'BREAK_START', TUESDAY, 'Café'),
    punch('10:15', 'BREAK_RETURN', TUESDAY, 'Café'),
    punch(mainOut, 'MAIN_BREAK_START'),
    punch(mainBack, 'MAIN_BREAK_RETURN'),
    punch(exit, 'EXIT'),
  ];
}

const evaluate = (input: Partial<DayInput>) =>
  evaluateDay({ clock: SP, day: TUESDAY, plan, punches: [], included: [], excuse: null, now: AFTER, ...input });

describe('evaluateDay', () => {
  it('a day worked as planned: 528 worked, the coffee break paid, balance 0, no alert', () => {
    const day = evaluate({ punches: fullDay('08:00', '17:48') });
    expect(day).toMatchObject({
      plannedMinutes: 528,
      workedMinutes: 528,
      breakMinutes: 75,
      balanceMinutes: 0,
      fault: false,
      alerts: 0,
      dayOff: false,
      enterTime: '08:00',
      exitTime: '17:48',
      excuse: null,
      incomplete: false,
      ended: true,
    });
  });

  it('applies the tolerance: 5 late in and 6 early out deduct 11; 4 late in and 4 early out count nothing', () => {
    expect(evaluate({ punches: fullDay('08:05', '17:42') })).toMatchObject({ workedMinutes: 517, balanceMinutes: -11, missingMinutes: 11 });
    expect(evaluate({ punches: fullDay('08:04', '17:44') })).toMatchObject({ workedMinutes: 520, balanceMinutes: 0 });
    expect(evaluate({ punches: fullDay('07:57', '17:54') })).toMatchObject({ balanceMinutes: 9, extraMinutes: 9 });
  });

  it('a main break 20 minutes longer is deducted whole', () => {
    expect(evaluate({ punches: fullDay('08:00', '17:48', '12:30', '13:50') }).balanceMinutes).toBe(-20);
  });

  it('a planned day that ended with no punch is a fault: the whole day is missing, one absence alert', () => {
    expect(evaluate({})).toMatchObject({ fault: true, balanceMinutes: -528, workedMinutes: 0, alerts: 1, enterTime: null });
  });

  it('nothing counts before the day ended', () => {
    const during = evaluate({ punches: [punch('08:00', 'ENTRY')], now: SP.instantAt(TUESDAY, '11:00') });
    expect(during).toMatchObject({ ended: false, fault: false, balanceMinutes: 0, incomplete: true, enterTime: '08:00' });
    // The coffee break's start and return windows passed unregistered.
    expect(during.alerts).toBe(2);
  });

  it('a holiday, a rest day, a vacation, a leave, a day off or a certificate is never a fault', () => {
    const saturday = evaluateDay({ clock: SP, day: SATURDAY, plan: dayPlan(VALID_JOURNEY, SATURDAY), punches: [], included: [], excuse: null, now: AFTER + 5 * 86_400_000 });
    expect(saturday).toMatchObject({ fault: false, dayOff: true, excuse: 'REST', plannedMinutes: 0, balanceMinutes: 0, alerts: 0 });
    const excuses = [
      { kind: 'HOLIDAY', name: 'Natal' },
      { kind: 'VACATION' },
      { kind: 'LEAVE' },
      { kind: 'DAY_OFF' },
      { kind: 'MEDICAL_CERTIFICATE' },
      { kind: 'JUSTIFIED' },
    ] as const;
    for (const excuse of excuses) {
      expect(evaluate({ excuse }), excuse.kind).toMatchObject({ fault: false, dayOff: true, excuse: excuse.kind, plannedMinutes: 0, balanceMinutes: 0, alerts: 0 });
    }
  });

  it('work on a day without a plan is all extra', () => {
    const saturday = evaluateDay({
      clock: SP,
      day: SATURDAY,
      plan: null,
      punches: [punch('09:00', null, SATURDAY), punch('11:03', null, SATURDAY)],
      included: [],
      excuse: null,
      now: AFTER + 5 * 86_400_000,
    });
    expect(saturday).toMatchObject({ workedMinutes: 123, balanceMinutes: 123, extraMinutes: 123, dayOff: true });
  });

  it('a partial certificate excuses its hours: in at 12:00 after a certificate for 08:00–12:00 is a day worked as planned', () => {
    const punches = [punch('12:00', 'ENTRY'), punch('12:30', 'MAIN_BREAK_START'), punch('13:30', 'MAIN_BREAK_RETURN'), punch('17:48', 'EXIT')];
    const day = evaluate({ punches, excuse: { kind: 'PARTIAL_MEDICAL_CERTIFICATE', startHour: '08:00', endHour: '12:00' } });
    expect(day).toMatchObject({ plannedMinutes: 288, workedMinutes: 288, balanceMinutes: 0, fault: false, excuse: 'PARTIAL_MEDICAL_CERTIFICATE' });
    // The morning's points are excused; none is pending.
    expect(day.alerts).toBe(0);
  });

  it('a partial certificate that began before the shift counts only its hours inside it', () => {
    const punches = [punch('09:00', 'ENTRY'), punch('12:30', 'MAIN_BREAK_START'), punch('13:30', 'MAIN_BREAK_RETURN'), punch('17:48', 'EXIT')];
    const day = evaluate({ punches, excuse: { kind: 'PARTIAL_MEDICAL_CERTIFICATE', startHour: '06:00', endHour: '09:00' } });
    expect(day).toMatchObject({ plannedMinutes: 468, workedMinutes: 468, balanceMinutes: 0 });
  });

  it('hours taken off from the bank are asked of nobody', () => {
    const punches = [punch('08:00', 'ENTRY'), punch('10:00', 'BREAK_START', TUESDAY, 'Café'), punch('10:15', 'BREAK_RETURN', TUESDAY, 'Café'), punch('12:00', 'EXIT')];
    expect(evaluate({ punches, compensatedMinutes: 288 })).toMatchObject({ plannedMinutes: 240, workedMinutes: 240, balanceMinutes: 0 });
  });

  it('times included by approved adjustments count like punches: a missed exit adjusted closes the day', () => {
    const punches = fullDay('08:00', '17:48').slice(0, 5);
    expect(evaluate({ punches })).toMatchObject({ incomplete: true, alerts: 1, workedMinutes: 270, balanceMinutes: 270 - 528 });
    expect(evaluate({ punches, included: [punch('17:48', 'EXIT')] })).toMatchObject({ incomplete: false, alerts: 0, balanceMinutes: 0, exitTime: '17:48' });
  });

  it('a night shift crosses midnight', () => {
    const night = { ...VALID_JOURNEY, ...NIGHT_SHIFT_SCALE, cycleStart: '2026-11-24' };
    const nightPlan = dayPlan(night, TUESDAY) as DayPlan;
    const punches = [punch('19:00', 'ENTRY'), punch('23:00', 'MAIN_BREAK_START'), punch('00:00', 'MAIN_BREAK_RETURN', '2026-11-25'), punch('07:00', 'EXIT', '2026-11-25')];
    const day = evaluateDay({ clock: SP, day: TUESDAY, plan: nightPlan, punches, included: [], excuse: null, now: SP.instantAt('2026-11-25', '09:01') });
    expect(day).toMatchObject({ plannedMinutes: 660, workedMinutes: 660, balanceMinutes: 0, ended: true, exitTime: '07:00' });
    expect(evaluateDay({ clock: SP, day: TUESDAY, plan: nightPlan, punches, included: [], excuse: null, now: SP.instantAt('2026-11-25', '06:00') }).ended).toBe(false);
    expect(COMMERCIAL_SCALE.scaleType).toBe('5x2');
  });
});

import { describe, expect, it } from 'vitest';
import { dayPlan, type DayPlan } from '../workday/schedule';
import { VALID_JOURNEY } from '../workday/testing/journeys';
import { alertId, dayAlerts, dayEnd } from './alerts';
import type { PointType } from './point-types';
import { epochMinute } from './company-clock';
import { SP } from './testing/clock';

const DAY = '2026-11-24';
const plan = dayPlan(VALID_JOURNEY, DAY) as DayPlan;
const punch = (time: string, pointType: PointType, breakId: string | null = null) => ({ minute: epochMinute(SP.instantAt(DAY, time)), pointType, breakId });
const MORNING = [punch('08:00', 'ENTRY'), punch('10:00', 'BREAK_START', 'Café'), punch('10:15', 'BREAK_RETURN', 'Café')];
const LUNCH = [punch('12:30', 'MAIN_BREAK_START'), punch('13:30', 'MAIN_BREAK_RETURN')];

describe('the alerts a day raises', () => {
  it('a pending point once its window passed unregistered: 5 minutes, the exit 120', () => {
    expect(dayAlerts({ clock: SP, day: DAY, plan, punches: MORNING, excuse: null, now: SP.instantAt(DAY, '12:35') })).toEqual([]);
    const late = dayAlerts({ clock: SP, day: DAY, plan, punches: MORNING, excuse: null, now: SP.instantAt(DAY, '12:36') });
    expect(late).toEqual([
      {
        day: DAY,
        alertType: 'PENDING_POINT',
        pointType: 'MAIN_BREAK_START',
        breakId: null,
        breakName: null,
        pointStartDate: '2026-11-24T12:30:00-03:00',
      },
    ]);
  });

  it('a missed exit is pending once 120 minutes passed', () => {
    const punches = [...MORNING, ...LUNCH];
    expect(dayAlerts({ clock: SP, day: DAY, plan, punches, excuse: null, now: SP.instantAt(DAY, '19:48') })).toEqual([]);
    const missed = dayAlerts({ clock: SP, day: DAY, plan, punches, excuse: null, now: SP.instantAt(DAY, '19:49') });
    expect(missed.map((alert) => [alert.alertType, alert.pointType, alert.pointStartDate])).toEqual([
      ['PENDING_POINT', 'EXIT', '2026-11-24T17:48:00-03:00'],
    ]);
  });

  it('a break point names its break', () => {
    const [alert] = dayAlerts({ clock: SP, day: DAY, plan, punches: [punch('08:00', 'ENTRY')], excuse: null, now: SP.instantAt(DAY, '10:06') });
    expect(alert).toMatchObject({ pointType: 'BREAK_START', breakId: 'Café', breakName: 'Café' });
  });

  it('an absence, instead of the pending points, when the day ended with no punch', () => {
    const now = dayEnd(SP, DAY, plan) + 60_000;
    expect(dayAlerts({ clock: SP, day: DAY, plan, punches: [], excuse: null, now })).toEqual([
      expect.objectContaining({ alertType: 'ABSENCE', pointType: 'ENTRY', pointStartDate: '2026-11-24T08:00:00-03:00' }),
    ]);
    // During the day, the entry is pending.
    expect(dayAlerts({ clock: SP, day: DAY, plan, punches: [], excuse: null, now: SP.instantAt(DAY, '08:06') })).toEqual([
      expect.objectContaining({ alertType: 'PENDING_POINT', pointType: 'ENTRY' }),
    ]);
  });

  it('none on a day without a plan (rest, observed holiday) nor on an excused one', () => {
    const now = SP.instantAt('2026-12-30', '12:00');
    expect(dayAlerts({ clock: SP, day: '2026-11-28', plan: dayPlan(VALID_JOURNEY, '2026-11-28'), punches: [], excuse: null, now })).toEqual([]);
    for (const excuse of [{ kind: 'VACATION' }, { kind: 'LEAVE' }, { kind: 'DAY_OFF' }, { kind: 'MEDICAL_CERTIFICATE' }] as const) {
      expect(dayAlerts({ clock: SP, day: DAY, plan, punches: [], excuse, now }), excuse.kind).toEqual([]);
    }
  });

  it('none on a day wholly taken off from the hours bank', () => {
    const now = SP.instantAt('2026-12-30', '12:00');
    expect(dayAlerts({ clock: SP, day: DAY, plan, punches: [], excuse: null, compensatedMinutes: 528, now })).toEqual([]);
    expect(dayAlerts({ clock: SP, day: DAY, plan, punches: [], excuse: null, compensatedMinutes: 60, now })).toHaveLength(1);
  });

  it('ids are one per person, day, type and point', () => {
    expect(alertId({ day: DAY, alertType: 'PENDING_POINT', pointType: 'EXIT', breakId: null })).toBe('2026-11-24_PENDING_POINT_EXIT');
    expect(alertId({ day: DAY, alertType: 'PENDING_POINT', pointType: 'BREAK_START', breakId: 'b1' })).toBe('2026-11-24_PENDING_POINT_BREAK_START_b1');
  });
});

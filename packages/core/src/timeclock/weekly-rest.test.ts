import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../ground/calendar-day';
import type { DayExcuseKind } from './day-excuse';
import { lostWeeklyRest, wholeWeeks, type WeeklyRestDay } from './weekly-rest';

// November 2026 starts on a Sunday; 02/11 is a Monday and 30/11 a Monday.
const days = (from: string, to: string, restWeekdays: readonly number[], over: Record<string, Partial<WeeklyRestDay>> = {}): WeeklyRestDay[] => {
  const out: WeeklyRestDay[] = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) {
    const rest = restWeekdays.includes(new Date(`${day}T12:00:00Z`).getUTCDay());
    out.push({ day, fault: false, excuse: rest ? 'REST' : null, ...over[day] });
  }
  return out;
};
const MON_FRI = [6, 0];
const fault = { fault: true };
const excused = (kind: DayExcuseKind) => ({ excuse: kind });

describe('paid weekly rest and absences (Lei 605/49 art. 6)', () => {
  it("a Monday–Friday person with a fault on Wednesday loses that week's Sunday, not the Saturday", () => {
    const month = days('2026-11-01', '2026-11-30', MON_FRI, { '2026-11-11': fault });
    expect([...lostWeeklyRest(month)]).toEqual(['2026-11-15']);
  });

  it('a certificate, a leave, an approved day off or a holiday that Wednesday keeps it', () => {
    for (const kind of ['MEDICAL_CERTIFICATE', 'LEAVE', 'DAY_OFF', 'HOLIDAY', 'JUSTIFIED'] as const) {
      expect(lostWeeklyRest(days('2026-11-01', '2026-11-30', MON_FRI, { '2026-11-11': excused(kind) })).size).toBe(0);
    }
  });

  it('a late arrival is no fault: the rest is kept (only a whole day missed breaks the week)', () => {
    expect(lostWeeklyRest(days('2026-11-09', '2026-11-15', MON_FRI)).size).toBe(0);
  });

  it('two faults in one week lose one rest; faults in two weeks lose both', () => {
    expect([...lostWeeklyRest(days('2026-11-09', '2026-11-22', MON_FRI, { '2026-11-10': fault, '2026-11-12': fault }))]).toEqual(['2026-11-15']);
    expect([...lostWeeklyRest(days('2026-11-09', '2026-11-22', MON_FRI, { '2026-11-10': fault, '2026-11-20': fault }))]).toEqual(['2026-11-15', '2026-11-22']);
  });

  it('a 6x1 resting on Wednesday loses that Wednesday for a fault in its week', () => {
    expect([...lostWeeklyRest(days('2026-11-09', '2026-11-15', [3], { '2026-11-13': fault }))]).toEqual(['2026-11-11']);
  });

  it("weeks cut by the month's edge are read whole: a fault on Monday 30/11 loses Sunday 06/12, not a November rest", () => {
    const november = wholeWeeks({ from: '2026-11-01', to: '2026-11-30' });
    expect(november).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    const read = days(november.from, november.to, MON_FRI, { '2026-11-30': fault });
    expect([...lostWeeklyRest(read)]).toEqual(['2026-12-06']);
    // Only November's days: the fault's week has no rest day in it, and no November rest is lost.
    expect(lostWeeklyRest(days('2026-11-01', '2026-11-30', MON_FRI, { '2026-11-30': fault })).size).toBe(0);
  });
});

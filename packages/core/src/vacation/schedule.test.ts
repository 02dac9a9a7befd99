import { describe, expect, it } from 'vitest';
import { personVacation, urgency } from './schedule';

const admissionDate = '2025-07-01';

describe('the FÉRIAS view of a person', () => {
  it('splits taken from scheduled and gives the notice (art. 135) and payment (art. 145) dates', () => {
    const vacations = [{ first: '2026-08-03', days: 14 }, { first: '2026-12-01', days: 10 }];
    const view = personVacation({ admissionDate, vacations }, '2026-09-15');
    expect(view.periods[0]).toMatchObject({
      start: '2025-07-01',
      concessionEnd: '2027-06-30',
      daysDue: 30,
      takenDays: 14,
      scheduledDays: 10,
      balanceDays: 6,
      latestStart: '2027-06-25',
      noticeBy: '2027-05-26',
      alert: null,
    });
    expect(view.upcoming).toEqual([{ first: '2026-12-01', days: 10, soldDays: 0, noticeBy: '2026-11-01', payBy: '2026-11-29' }]);
  });

  it('shows the days sold apart from the days taken (art. 143), on the period and with the vacation they go with', () => {
    const vacations = [{ first: '2026-08-03', days: 20, soldDays: 10 }];
    const before = personVacation({ admissionDate, vacations }, '2026-07-15');
    expect(before.periods[0]).toMatchObject({ daysDue: 30, takenDays: 0, scheduledDays: 20, soldDays: 10, balanceDays: 0, alert: null });
    expect(before.upcoming).toEqual([{ first: '2026-08-03', days: 20, soldDays: 10, noticeBy: '2026-07-04', payBy: '2026-08-01' }]);
    expect(personVacation({ admissionDate, vacations }, '2026-09-01').periods[0]).toMatchObject({ takenDays: 20, scheduledDays: 0, soldDays: 10, balanceDays: 0 });
  });

  it('alerts 60 days before the concession deadline, and after it (art. 137: paid double)', () => {
    expect(personVacation({ admissionDate }, '2027-04-30').periods[0].alert).toBeNull();
    expect(personVacation({ admissionDate }, '2027-05-01').periods[0].alert).toBe('dueSoon');
    expect(personVacation({ admissionDate }, '2027-07-01').periods[0].alert).toBe('overdue');
  });

  it('is as urgent as its nearest latest start', () => {
    expect(urgency(personVacation({ admissionDate }, '2027-05-01'), '2027-05-01')).toBe(31);
    expect(urgency(personVacation({ admissionDate: '2026-09-01' }, '2026-10-01'), '2026-10-01')).toBeGreaterThan(300);
  });
});

import { describe, expect, it } from 'vitest';
import { acquisitionPeriods } from './acquisition-periods';
import { recordedVacationFacts } from './recorded-facts';

const brief = (periods: ReturnType<typeof acquisitionPeriods>) =>
  periods.map(({ start, end, acquired, concessionEnd, lostBy, daysDue, balanceDays }) => ({ start, end, acquired, concessionEnd, lostBy, daysDue, balanceDays }));

describe('acquisition periods (CLT arts. 130, 134)', () => {
  it('runs 12 months from the admission, each granted in the 12 months after', () => {
    expect(brief(acquisitionPeriods({ admissionDate: '2025-07-01' }, '2026-08-10'))).toEqual([
      { start: '2025-07-01', end: '2026-06-30', acquired: true, concessionEnd: '2027-06-30', lostBy: null, daysDue: 30, balanceDays: 30 },
      { start: '2026-07-01', end: '2026-08-10', acquired: false, concessionEnd: '2028-06-30', lostBy: null, daysDue: 30, balanceDays: 30 },
    ]);
  });

  it('a period is acquired on its last day', () => {
    const [period] = acquisitionPeriods({ admissionDate: '2025-07-01' }, '2026-06-30');
    expect(period).toMatchObject({ end: '2026-06-30', acquired: true });
  });

  it("counts each period's unjustified absences (art. 130)", () => {
    const absences = [...Array.from({ length: 6 }, (_, day) => `2025-08-${String(day + 1).padStart(2, '0')}`), '2026-07-15'];
    const periods = acquisitionPeriods({ admissionDate: '2025-07-01', unjustifiedAbsences: absences }, '2026-08-10');
    expect(periods.map((period) => [period.absences, period.daysDue])).toEqual([
      [6, 24],
      [1, 30],
    ]);
  });

  it('loses the period after more than 6 months of INSS leave, and starts a new one on the return (art. 133 IV, §2)', () => {
    const leaves = [
      { kind: 'inss' as const, first: '2025-09-01', last: '2025-11-30' }, // 91 days
      { kind: 'inss' as const, first: '2026-01-01', last: '2026-04-30' }, // 120 more: the limit passes in this one
    ];
    expect(brief(acquisitionPeriods({ admissionDate: '2025-07-01', leaves }, '2026-06-30'))).toEqual([
      { start: '2025-07-01', end: '2026-04-30', acquired: false, concessionEnd: null, lostBy: 'inss', daysDue: 0, balanceDays: 0 },
      { start: '2026-05-01', end: '2026-06-30', acquired: false, concessionEnd: '2028-04-30', lostBy: null, daysDue: 30, balanceDays: 30 },
    ]);
  });

  it('keeps the period with 6 months of INSS leave or less, and loses it with more than 30 days of paid leave (art. 133 II)', () => {
    const inss = [{ kind: 'inss' as const, first: '2025-09-01', last: '2026-02-27' }]; // 180 days
    expect(acquisitionPeriods({ admissionDate: '2025-07-01', leaves: inss }, '2026-06-30')[0]?.lostBy).toBeNull();
    const paid = [{ kind: 'paidLeave' as const, first: '2025-09-01', last: '2025-10-01' }]; // 31 days
    expect(acquisitionPeriods({ admissionDate: '2025-07-01', leaves: paid }, '2026-06-30')[0]?.lostBy).toBe('paidLeave');
  });

  it('a leave still going on ends the list with the lost period', () => {
    const leaves = [{ kind: 'inss' as const, first: '2025-08-01', last: null }];
    expect(brief(acquisitionPeriods({ admissionDate: '2025-07-01', leaves }, '2027-01-10'))).toEqual([
      { start: '2025-07-01', end: '2027-01-10', acquired: false, concessionEnd: null, lostBy: 'inss', daysDue: 0, balanceDays: 0 },
    ]);
  });

  it('vacations taken and sold draw from the oldest period with a balance', () => {
    const vacations = [
      { first: '2026-08-03', days: 14 },
      { first: '2026-12-01', days: 6, soldDays: 10 },
      { first: '2027-07-05', days: 20 },
    ];
    const periods = acquisitionPeriods({ admissionDate: '2025-07-01', vacations }, '2027-08-01');
    expect(periods.map(({ takenDays, soldDays, balanceDays }) => ({ takenDays, soldDays, balanceDays }))).toEqual([
      { takenDays: 20, soldDays: 10, balanceDays: 0 },
      { takenDays: 20, soldDays: 0, balanceDays: 10 },
      { takenDays: 0, soldDays: 0, balanceDays: 30 },
    ]);
  });
});

describe('the facts the activities record', () => {
  it('reads vacations, with the days sold, and INSS leaves', () => {
    const facts = recordedVacationFacts([
      { user: 'u', type: 'VACATION', period: 'MORE_THAN_ONE_DAY', startDate: '2026-08-03', finalDate: '2026-08-16', date: null, withoutForecastOfEnding: false },
      { user: 'u', type: 'VACATION', period: 'MORE_THAN_ONE_DAY', startDate: '2027-01-04', finalDate: '2027-01-23', date: null, withoutForecastOfEnding: false, soldDays: 10 },
      { user: 'u', type: 'INSS_REMOVAL', period: 'MORE_THAN_ONE_DAY', startDate: '2026-09-01', finalDate: null, date: null, withoutForecastOfEnding: true },
      { user: 'u', type: 'DAY_OFF', period: 'ONE_DAY', date: '2026-10-01', startDate: null, finalDate: null, withoutForecastOfEnding: false },
    ]);
    expect(facts).toEqual({
      vacations: [{ first: '2026-08-03', days: 14 }, { first: '2027-01-04', days: 20, soldDays: 10 }],
      leaves: [{ kind: 'inss', first: '2026-09-01', last: null }],
    });
  });
});

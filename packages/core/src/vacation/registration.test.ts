import { describe, expect, it } from 'vitest';
import { VACATION_MSG } from './messages';
import { acquisitionPeriods } from './acquisition-periods';
import { drawnPeriod, vacationRegistrationIssues } from './registration';

// Admitted 01/07/2025: the first period runs to 30/06/2026 and gives 30 days, granted up to 30/06/2027.
const admissionDate = '2025-07-01';

describe('registering a vacation (CLT arts. 130, 134 §1, 143)', () => {
  it('accepts a split of 20 + 10 in the same period', () => {
    const facts = { admissionDate, vacations: [{ first: '2026-08-03', days: 20 }] };
    expect(vacationRegistrationIssues(facts, { first: '2026-12-01', days: 10 })).toEqual([]);
  });

  it('refuses a part under 5 days and a split with no part of 14', () => {
    const facts = { admissionDate, vacations: [{ first: '2026-08-03', days: 10 }] };
    expect(vacationRegistrationIssues(facts, { first: '2026-12-01', days: 4 })).toEqual([
      VACATION_MSG.shortPart(4, 5),
      VACATION_MSG.noLongPart(14),
    ]);
  });

  it('refuses a fourth part', () => {
    const vacations = [{ first: '2026-08-03', days: 14 }, { first: '2026-09-01', days: 5 }, { first: '2026-10-01', days: 5 }];
    expect(vacationRegistrationIssues({ admissionDate, vacations }, { first: '2026-12-01', days: 5 })).toEqual([VACATION_MSG.tooManyParts(3)]);
  });

  it('refuses more days than the period has left (art. 130: 6 absences give 24)', () => {
    const unjustifiedAbsences = ['2025-09-01', '2025-09-02', '2025-09-03', '2025-09-04', '2025-09-05', '2025-09-08'];
    const facts = { admissionDate, unjustifiedAbsences, vacations: [{ first: '2026-08-03', days: 14 }] };
    expect(vacationRegistrationIssues(facts, { first: '2026-12-01', days: 10 })).toEqual([]);
    expect(vacationRegistrationIssues(facts, { first: '2026-12-01', days: 11 })).toEqual([VACATION_MSG.overBalance(24)]);
  });

  it('sells up to a third of the days due of the period drawn from (art. 143), and counts them against its balance', () => {
    expect(vacationRegistrationIssues({ admissionDate }, { first: '2026-08-03', days: 20, soldDays: 10 })).toEqual([]);
    expect(vacationRegistrationIssues({ admissionDate }, { first: '2026-08-03', days: 19, soldDays: 11 })).toEqual([VACATION_MSG.abonoTooLarge(10)]);
    // 6 absences: 24 days due, of which 8 may be sold.
    const unjustifiedAbsences = ['2025-09-01', '2025-09-02', '2025-09-03', '2025-09-04', '2025-09-05', '2025-09-08'];
    expect(vacationRegistrationIssues({ admissionDate, unjustifiedAbsences }, { first: '2026-08-03', days: 16, soldDays: 9 })).toEqual([
      VACATION_MSG.abonoTooLarge(8),
      VACATION_MSG.overBalance(24),
    ]);
    // 20 days taken and 10 sold use the first period up: a part of 5 days next draws from the second one.
    const sold = { admissionDate, vacations: [{ first: '2026-08-03', days: 20, soldDays: 10 }] };
    expect(drawnPeriod(acquisitionPeriods(sold, '2026-12-01'), '2026-12-01')).toMatchObject({ start: '2026-07-01', partDays: [] });
    expect(vacationRegistrationIssues(sold, { first: '2026-12-01', days: 5 })).toEqual([]);
  });

  it('draws from the next period once the first is used up', () => {
    const facts = { admissionDate, vacations: [{ first: '2026-08-03', days: 30 }] };
    expect(vacationRegistrationIssues(facts, { first: '2027-08-02', days: 30 })).toEqual([]);
  });
});

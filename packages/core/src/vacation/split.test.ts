import { describe, expect, it } from 'vitest';
import { VACATION_MSG } from './messages';
import { splitIssues, vacationPlanIssues } from './split';

describe('a vacation in parts (CLT art. 134 §1)', () => {
  it('accepts one part, or up to three with one of 14 days and none under 5', () => {
    expect(splitIssues([30])).toEqual([]);
    expect(splitIssues([14, 11, 5])).toEqual([]);
    expect(splitIssues([20, 10])).toEqual([]);
  });

  it('refuses a part under 5 days, a split without a part of 14, and a fourth part', () => {
    expect(splitIssues([26, 4])).toEqual([VACATION_MSG.shortPart(4, 5)]);
    expect(splitIssues([10, 10, 10])).toEqual([VACATION_MSG.noLongPart(14)]);
    expect(splitIssues([14, 6, 5, 5])).toEqual([VACATION_MSG.tooManyParts(3)]);
    expect(VACATION_MSG.shortPart(4, 5)).toBe('Cada período de férias deve ter no mínimo 5 dias corridos; este tem 4 (CLT art. 134, §1º).');
  });
});

describe("a period's vacation and abono against its balance", () => {
  it('sells up to a third (art. 143) and takes the rest', () => {
    expect(vacationPlanIssues({ partDays: [20], soldDays: 10, daysDue: 30 })).toEqual([]);
    expect(vacationPlanIssues({ partDays: [19], soldDays: 11, daysDue: 30 })).toEqual([VACATION_MSG.abonoTooLarge(10)]);
  });

  it('never passes the days due (here 24, for 6 to 14 absences)', () => {
    expect(vacationPlanIssues({ partDays: [14, 10], soldDays: 0, daysDue: 24 })).toEqual([]);
    expect(vacationPlanIssues({ partDays: [14, 10], soldDays: 1, daysDue: 24 })).toEqual([VACATION_MSG.overBalance(24)]);
  });
});

import { describe, expect, it } from 'vitest';
import { monthLabel, monthWeeks, shiftMonth } from './month-grid';

describe('month grid (spec 002 §9: the week starts on Monday)', () => {
  it('lays March 2026 (1st on a Sunday) from Monday, blanks before and after', () => {
    const weeks = monthWeeks({ year: 2026, month: 3 });
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks[1][0]).toBe('2026-03-02');
    expect(weeks[5]).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
  });

  it('fits February 2027 (1st on a Monday) in four full weeks', () => {
    const weeks = monthWeeks({ year: 2027, month: 2 });
    expect(weeks.map((week) => [week[0], week[6]])).toEqual([
      ['2027-02-01', '2027-02-07'],
      ['2027-02-08', '2027-02-14'],
      ['2027-02-15', '2027-02-21'],
      ['2027-02-22', '2027-02-28'],
    ]);
  });

  it('moves across years and names the month in Portuguese', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthLabel({ year: 2026, month: 3 })).toBe('março de 2026');
  });
});

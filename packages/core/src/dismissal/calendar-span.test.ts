import { describe, expect, it } from 'vitest';
import { calendarSpan, completedYears } from './calendar-span';

describe('calendar spans', () => {
  it('counts a year on its anniversary, not a day before', () => {
    expect(completedYears('2020-01-10', '2021-01-09')).toBe(0);
    expect(completedYears('2020-01-10', '2021-01-10')).toBe(1);
  });

  it('gives years, months and days', () => {
    expect(calendarSpan('2020-01-10', '2021-01-09')).toEqual({ years: 0, months: 11, days: 30 });
    expect(calendarSpan('2020-01-10', '2023-04-25')).toEqual({ years: 3, months: 3, days: 15 });
    expect(calendarSpan('2026-03-02', '2026-03-02')).toEqual({ years: 0, months: 0, days: 0 });
  });

  it("takes a month's last day as the anniversary of a day the month lacks", () => {
    expect(calendarSpan('2026-01-31', '2026-02-28')).toEqual({ years: 0, months: 1, days: 0 });
    expect(calendarSpan('2026-01-31', '2026-02-27')).toEqual({ years: 0, months: 0, days: 27 });
    expect(calendarSpan('2024-02-29', '2025-02-28')).toEqual({ years: 1, months: 0, days: 0 });
  });

  it('is null backwards or with a day that does not exist', () => {
    expect(calendarSpan('2026-01-02', '2026-01-01')).toBeNull();
    expect(calendarSpan('2026-02-30', '2026-03-01')).toBeNull();
  });
});

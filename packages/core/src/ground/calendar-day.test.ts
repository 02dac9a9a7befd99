import { describe, expect, it } from 'vitest';
import { addCalendarDays, isCalendarDay } from './calendar-day';

describe('calendar days', () => {
  it('tells real days from impossible ones', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('01/02/2025')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('adds days across months, years and leap days', () => {
    expect(addCalendarDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addCalendarDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('never moves a day around daylight-saving changes (Brazil 2018, US 2026)', () => {
    expect(addCalendarDays('2018-11-03', 1)).toBe('2018-11-04');
    expect(addCalendarDays('2018-11-04', 1)).toBe('2018-11-05');
    expect(addCalendarDays('2026-03-08', 1)).toBe('2026-03-09');
  });

  it('refuses to compute from something that is not a day', () => {
    expect(() => addCalendarDays('2025-02-30', 1)).toThrow(RangeError);
  });
});

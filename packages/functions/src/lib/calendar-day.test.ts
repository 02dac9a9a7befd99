import { describe, expect, it } from 'vitest';
import { addCalendarDays, saoPauloDay } from './calendar-day';

describe('calendar days', () => {
  it('are taken on the Sao Paulo calendar, not UTC', () => {
    expect(saoPauloDay(new Date('2026-03-10T02:59:59Z'))).toBe('2026-03-09');
    expect(saoPauloDay(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
    expect(saoPauloDay(new Date('2026-01-01T02:59:59Z'))).toBe('2025-12-31');
  });

  it('add across months and years', () => {
    expect(addCalendarDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addCalendarDays('2025-12-15', 89)).toBe('2026-03-14');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(() => addCalendarDays('ontem', 1)).toThrow(RangeError);
  });
});

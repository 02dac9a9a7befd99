import { describe, expect, it } from 'vitest';
import { firstDay, holidayCovers, holidayOverlaps, lastDay } from './rules';

const natal = { holidayModel: 'date', date: '2026-12-25' } as const;
const carnaval = { holidayModel: 'period', period: { start: '2026-02-16', end: '2026-02-17' } } as const;

describe('the days a holiday covers', () => {
  it('a dated holiday covers its day only', () => {
    expect(holidayCovers(natal, '2026-12-25')).toBe(true);
    expect(holidayCovers(natal, '2026-12-24')).toBe(false);
    expect(holidayCovers(natal, '2027-12-25')).toBe(false);
  });

  it('a period covers its first and last day and every day between', () => {
    expect(holidayCovers(carnaval, '2026-02-15')).toBe(false);
    expect(holidayCovers(carnaval, '2026-02-16')).toBe(true);
    expect(holidayCovers(carnaval, '2026-02-17')).toBe(true);
    expect(holidayCovers(carnaval, '2026-02-18')).toBe(false);
  });

  it('first and last day of each model', () => {
    expect([firstDay(natal), lastDay(natal)]).toEqual(['2026-12-25', '2026-12-25']);
    expect([firstDay(carnaval), lastDay(carnaval)]).toEqual(['2026-02-16', '2026-02-17']);
  });

  it('overlaps a range when any of its days is in it', () => {
    expect(holidayOverlaps(carnaval, '2026-02-01', '2026-02-16')).toBe(true);
    expect(holidayOverlaps(carnaval, '2026-02-17', '2026-02-28')).toBe(true);
    expect(holidayOverlaps(carnaval, '2026-02-18', '2026-02-28')).toBe(false);
    expect(holidayOverlaps(natal, '2026-12-01', '2026-12-31')).toBe(true);
    expect(holidayOverlaps(natal, '2027-01-01', '2027-01-31')).toBe(false);
  });
});

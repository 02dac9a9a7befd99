import { describe, expect, it } from 'vitest';
import { timeAtCompany, timeAtCompanyText } from './time-at-company';

describe('time at the company (002 §2.7)', () => {
  it('runs from the admission to the shutdown start, in years, months and days', () => {
    expect(timeAtCompany('2020-01-10', '2026-11-26')).toEqual({ years: 6, months: 10, days: 16 });
    expect(timeAtCompany('2026-11-27', '2026-11-26')).toBeNull();
  });

  it('reads as Portuguese, leaving out what is zero', () => {
    expect(timeAtCompanyText({ years: 6, months: 10, days: 16 })).toBe('6 anos, 10 meses e 16 dias');
    expect(timeAtCompanyText({ years: 1, months: 1, days: 1 })).toBe('1 ano, 1 mês e 1 dia');
    expect(timeAtCompanyText({ years: 2, months: 0, days: 3 })).toBe('2 anos e 3 dias');
    expect(timeAtCompanyText({ years: 0, months: 4, days: 0 })).toBe('4 meses');
    expect(timeAtCompanyText({ years: 0, months: 0, days: 0 })).toBe('0 dias');
  });
});

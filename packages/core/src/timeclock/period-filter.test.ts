import { describe, expect, it } from 'vitest';
import { currentMonthPeriod, monthsOf, PERIOD_FILTER_MSG, periodFilterSchema, periodListQuery, periodLength, resolvePeriod } from './period-filter';

function errors(value: unknown) {
  const result = periodFilterSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('period filter (spec 002 §5.3)', () => {
  it('accepts both dates or neither', () => {
    expect(errors({ periodStartDate: '2026-11-01', periodEndDate: '2026-11-30' })).toEqual({});
    expect(errors({ periodStartDate: '', periodEndDate: '' })).toEqual({});
    expect(errors({})).toEqual({});
    expect(errors({ periodStartDate: '2026-11-05', periodEndDate: '2026-11-05' })).toEqual({});
  });

  it("only one date: 'Insira uma data final' / 'Insira uma data início'", () => {
    expect(errors({ periodStartDate: '2026-11-01', periodEndDate: '' })).toEqual({ periodEndDate: 'Insira uma data final' });
    expect(errors({ periodStartDate: '', periodEndDate: '2026-11-30' })).toEqual({ periodStartDate: 'Insira uma data início' });
  });

  it("start after end: 'Intervalo inválido'", () => {
    expect(errors({ periodStartDate: '2026-11-30', periodEndDate: '2026-11-01' })).toEqual({ periodEndDate: 'Intervalo inválido' });
  });

  it("a date that is not a day: 'Data inválida'", () => {
    expect(errors({ periodStartDate: '2026-02-30', periodEndDate: '2026-03-01' })).toEqual({ periodStartDate: 'Data inválida' });
    expect(errors({ periodStartDate: '2026-02-01', periodEndDate: 'data-incompleta' })).toEqual({ periodEndDate: 'Data inválida' });
    expect(errors({ periodStartDate: 20260201, periodEndDate: '' })).toEqual({ periodStartDate: 'Data inválida' });
  });

  it('refuses a period longer than 366 days (ours)', () => {
    expect(errors({ periodStartDate: '2025-01-01', periodEndDate: '2026-01-01' })).toEqual({});
    expect(errors({ periodStartDate: '2025-01-01', periodEndDate: '2026-01-02' })).toEqual({ periodEndDate: PERIOD_FILTER_MSG.tooLong });
  });

  it('defaults to the current month, first to last day', () => {
    expect(currentMonthPeriod('2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(currentMonthPeriod('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(currentMonthPeriod('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(resolvePeriod({ periodStartDate: '', periodEndDate: '' }, '2026-01-15')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(resolvePeriod({ periodStartDate: '2026-01-03', periodEndDate: '2026-01-04' }, '2026-05-15')).toEqual({ from: '2026-01-03', to: '2026-01-04' });
    expect(periodLength({ from: '2026-01-01', to: '2026-01-31' })).toBe(31);
    expect(monthsOf({ from: '2026-11-15', to: '2027-02-01' })).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsOf({ from: '2026-11-15', to: '2026-11-16' })).toEqual(['2026-11']);
  });

  it("shows 'Período informado: start à end'", () => {
    expect(PERIOD_FILTER_MSG.informed('2026-11-01', '2026-11-30')).toBe('Período informado: 01/11/2026 à 30/11/2026');
  });

  it('the list query carries the filters, paging and the same checks', () => {
    const schema = periodListQuery(['fullName', 'workedMinutes'], 'fullName');
    expect(schema.parse({})).toEqual({
      page: 1, limit: 5, order: 'asc', orderBy: 'fullName', text: '', department: '', jobRole: '', periodStartDate: '', periodEndDate: '',
    });
    const bad = schema.safeParse({ periodStartDate: '2026-11-01' });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.message)).toEqual(['Insira uma data final']);
  });
});

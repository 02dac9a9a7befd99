import { describe, expect, it } from 'vitest';
import { halfPeriod, MIRROR_FILTER_MSG, mirrorFilterSchema, mirrorPeriod, mirrorQueryOf, mirrorQuerySchema } from './mirror-filter';

function errors(schema: typeof mirrorFilterSchema | typeof mirrorQuerySchema, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const form = (periodStartDate: string, periodEndDate: string) => ({ filterBy: 'PERIOD', periodStartDate, periodEndDate, isOnlyAlerts: false });

describe('point-mirror filter (spec 002 §5.6)', () => {
  it("a custom period needs both dates: 'Informe um período.'", () => {
    expect(errors(mirrorFilterSchema, form('', ''))).toEqual({ periodStartDate: 'Informe um período.', periodEndDate: 'Informe um período.' });
    expect(errors(mirrorFilterSchema, form('2026-11-01', ''))).toEqual({ periodEndDate: 'Informe um período.' });
    expect(halfPeriod('2026-11-01', '')).toBe(true);
    expect(halfPeriod('', '2026-11-01')).toBe(true);
    expect(halfPeriod('', '')).toBe(false);
    expect(halfPeriod('2026-11-01', '2026-11-02')).toBe(false);
  });

  it("end before start: 'A data final é maior que a data inicial. Verifique as datas.'", () => {
    expect(errors(mirrorFilterSchema, form('2026-11-10', '2026-11-09'))).toEqual({
      periodEndDate: 'A data final é maior que a data inicial. Verifique as datas.',
    });
    expect(errors(mirrorFilterSchema, form('2026-11-10', '2026-11-10'))).toEqual({});
  });

  it("invalid date: 'Data Invalida'", () => {
    expect(errors(mirrorFilterSchema, form('2026-02-30', '2026-03-02'))).toEqual({ periodStartDate: 'Data Invalida' });
    expect(errors(mirrorQuerySchema, { actualMonthDate: '2026-13' })).toEqual({ actualMonthDate: 'Data Invalida' });
  });

  it('the current month needs no dates', () => {
    expect(errors(mirrorFilterSchema, { filterBy: 'CURRENT_MONTH', periodStartDate: '', periodEndDate: '', isOnlyAlerts: true })).toEqual({});
  });

  it('the query: a period, the month of actualMonthDate, or the current month', () => {
    const parse = (value: object) => mirrorQuerySchema.parse(value);
    expect(mirrorPeriod(parse({ periodStartDate: '2026-10-05', periodEndDate: '2026-11-04' }), '2026-11-26')).toEqual({ from: '2026-10-05', to: '2026-11-04' });
    expect(mirrorPeriod(parse({ actualMonthDate: '2026-02-14' }), '2026-11-26')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(mirrorPeriod(parse({ actualMonthDate: '2026-02' }), '2026-11-26')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(mirrorPeriod(parse({}), '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(parse({}).isOnlyAlerts).toBe('false');
    expect(errors(mirrorQuerySchema, { periodStartDate: '2026-11-01' })).toEqual({ periodEndDate: MIRROR_FILTER_MSG.periodRequired });
    expect(errors(mirrorQuerySchema, { isOnlyAlerts: 'sim' })).not.toEqual({});
  });

  it('the form sends the period only for Período', () => {
    expect(mirrorQueryOf({ filterBy: 'CURRENT_MONTH', periodStartDate: '2026-01-01', periodEndDate: '', isOnlyAlerts: true })).toEqual({ isOnlyAlerts: 'true' });
    expect(mirrorQueryOf({ filterBy: 'PERIOD', periodStartDate: '2026-01-01', periodEndDate: '2026-01-31', isOnlyAlerts: false })).toEqual({
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-01-31',
      isOnlyAlerts: 'false',
    });
  });
});

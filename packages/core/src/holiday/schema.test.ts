import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { holidayInYear, holidayYears, sameHolidayKey } from './rules';
import { HOLIDAY_MSG, holidayBodySchema, holidayDaysLabel, holidayInputSchema, holidayPaginateQuerySchema } from './schema';

const EMPTY = { name: '', type: '', holidayModel: '', date: '', period: { start: '', end: '' }, optional: false };

function errors(values: unknown): Record<string, string> {
  const result = holidayInputSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('holiday form (spec 002 §5.9)', () => {
  it("name, type and model are required: 'Campo obrigatório'", () => {
    expect(errors(EMPTY)).toEqual({ name: MSG.required, type: MSG.required, holidayModel: MSG.required });
    expect(errors({ ...EMPTY, name: '   ', type: 'NATIONAL', holidayModel: 'date', date: '2026-12-25' })).toEqual({ name: MSG.required });
  });

  it("a dated holiday needs a real date: 'Data Invalida', shown with the other messages", () => {
    expect(errors({ ...EMPTY, holidayModel: 'date' })).toEqual({ name: MSG.required, type: MSG.required, date: 'Data Invalida' });
    expect(errors({ ...EMPTY, name: 'Natal', type: 'NATIONAL', holidayModel: 'date', date: '2026-02-30' })).toEqual({ date: 'Data Invalida' });
    expect(errors({ ...EMPTY, name: 'Natal', type: 'NATIONAL', holidayModel: 'date', date: 'data-incompleta' })).toEqual({ date: 'Data Invalida' });
  });

  it('a period needs both days, each a real date', () => {
    const period = { ...EMPTY, name: 'Carnaval', type: 'STATE', holidayModel: 'period' };
    expect(errors(period)).toEqual({ 'period.start': MSG.required, 'period.end': MSG.required });
    expect(errors({ ...period, period: { start: '2026-02-16', end: '2026-13-01' } })).toEqual({ 'period.end': 'Data Invalida' });
  });

  it("the end comes after the start: 'Informe uma data posterior a de entrada'", () => {
    const period = { ...EMPTY, name: 'Carnaval', type: 'STATE', holidayModel: 'period' };
    expect(errors({ ...period, period: { start: '2026-02-17', end: '2026-02-16' } })).toEqual({ 'period.end': HOLIDAY_MSG.endBeforeStart });
    expect(errors({ ...period, period: { start: '2026-02-17', end: '2026-02-17' } })).toEqual({ 'period.end': HOLIDAY_MSG.endBeforeStart });
    expect(errors({ ...period, period: { start: '2026-02-16', end: '2026-02-17' } })).toEqual({});
  });

  it('only the field of the model is kept (§4.7)', () => {
    const both = { name: ' Natal ', type: 'NATIONAL', date: '2026-12-25', period: { start: '2026-02-16', end: '2026-02-17' } };
    expect(holidayInputSchema.parse({ ...both, holidayModel: 'date' })).toEqual({
      name: 'Natal',
      type: 'NATIONAL',
      holidayModel: 'date',
      date: '2026-12-25',
      optional: false,
    });
    expect(holidayInputSchema.parse({ ...both, holidayModel: 'period', optional: true })).toEqual({
      name: 'Natal',
      type: 'NATIONAL',
      holidayModel: 'period',
      period: { start: '2026-02-16', end: '2026-02-17' },
      optional: true,
    });
  });

  it('the API body carries the company; types and models are the spec codes', () => {
    const body = { name: 'Aniversário da cidade', type: 'MUNICIPAL', holidayModel: 'date', date: '2026-01-25', company: 'c-1' };
    expect(holidayBodySchema.parse(body)).toEqual({ ...body, optional: false });
    expect(holidayBodySchema.safeParse({ ...body, company: '' }).success).toBe(false);
    expect(holidayBodySchema.safeParse({ ...body, type: 'NACIONAL' }).success).toBe(false);
    expect(holidayBodySchema.safeParse({ ...body, holidayModel: 'DATE' }).success).toBe(false);
  });
});

describe('holiday list', () => {
  it("shows the days with their year, 'dd/MM/yyyy' or 'dd/MM/yyyy - dd/MM/yyyy', so each year's Natal is told apart", () => {
    expect(holidayDaysLabel({ holidayModel: 'date', date: '2026-12-25' })).toBe('25/12/2026');
    expect(holidayDaysLabel({ holidayModel: 'period', period: { start: '2026-02-16', end: '2026-02-17' } })).toBe('16/02/2026 - 17/02/2026');
  });

  it('filters by year (a period that crosses New Year is in both), and refuses a year out of range', () => {
    expect(holidayPaginateQuerySchema.parse({ yearFilter: '2027' })).toMatchObject({ yearFilter: '2027' });
    expect(holidayPaginateQuerySchema.safeParse({ yearFilter: '27.5' }).success).toBe(false);
    const crossing = { holidayModel: 'period', period: { start: '2026-12-31', end: '2027-01-01' } } as const;
    expect([2025, 2026, 2027].map((year) => holidayInYear(crossing, year))).toEqual([false, true, true]);
    expect(holidayYears('2026-11-27')).toEqual([2025, 2026, 2027]);
  });

  it('tells the same holiday by its name, without accents or case, and its first day', () => {
    const natal = (name: string, date: string) => sameHolidayKey({ name, holidayModel: 'date', date });
    expect(natal('Natal', '2026-12-25')).toBe(natal(' NATAL ', '2026-12-25'));
    expect(natal('Natal', '2026-12-25')).not.toBe(natal('Natal', '2027-12-25'));
  });

  it('pages by name by default and filters by type and model', () => {
    expect(holidayPaginateQuerySchema.parse({})).toEqual({ page: 1, limit: 5, order: 'asc', orderBy: 'name', text: '' });
    expect(holidayPaginateQuerySchema.parse({ typeFilter: 'STATE', modelFilter: 'period', orderBy: 'date' })).toMatchObject({
      typeFilter: 'STATE',
      modelFilter: 'period',
      orderBy: 'date',
    });
    expect(holidayPaginateQuerySchema.safeParse({ typeFilter: 'ESTADUAL' }).success).toBe(false);
  });
});

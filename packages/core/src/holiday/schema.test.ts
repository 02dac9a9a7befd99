import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
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
  it("shows 'dd/MM' or 'dd/MM - dd/MM' (§2.8)", () => {
    expect(holidayDaysLabel({ holidayModel: 'date', date: '2026-12-25' })).toBe('25/12');
    expect(holidayDaysLabel({ holidayModel: 'period', period: { start: '2026-02-16', end: '2026-02-17' } })).toBe('16/02 - 17/02');
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

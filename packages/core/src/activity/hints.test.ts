import { describe, expect, it } from 'vitest';
import { hasTooManyVacationParts, isShortVacationPart, lacksLongVacationPart } from '../vacation/split';
import { activityHints, isShortMaternityLeave, restDayRightAfter } from './hints';

const vacation = (startDate: string, finalDate: string) => ({
  type: 'VACATION' as const,
  period: 'MORE_THAN_ONE_DAY' as const,
  startDate,
  finalDate,
});

// 2026-03-02 is a Monday; 2026-03-06 a Friday, 2026-03-07 a Saturday, 2026-03-08 a Sunday.
describe('vacation parts (CLT art. 134 §1)', () => {
  it('a part under 5 days', () => {
    expect(isShortVacationPart(4)).toBe(true);
    expect(isShortVacationPart(5)).toBe(false);
    expect(activityHints(vacation('2026-03-02', '2026-03-05'))).toEqual([
      'Cada período de férias deve ter no mínimo 5 dias corridos; este tem 4 (CLT art. 134, §1º).',
    ]);
    expect(activityHints({ type: 'VACATION', period: 'ONE_DAY', date: '2026-03-03' })).toEqual([
      'Cada período de férias deve ter no mínimo 5 dias corridos; este tem 1 (CLT art. 134, §1º).',
    ]);
  });

  it('a split where no part reaches 14 days', () => {
    expect(lacksLongVacationPart([10])).toBe(false);
    expect(lacksLongVacationPart([10, 10])).toBe(true);
    expect(lacksLongVacationPart([14, 5])).toBe(false);
  });

  it('more than three parts', () => {
    expect(hasTooManyVacationParts(3)).toBe(false);
    expect(hasTooManyVacationParts(4)).toBe(true);
  });
});

describe('vacation start before a holiday or the weekly rest (CLT art. 134 §3)', () => {
  it('Sunday is the weekly rest by default: no start on Friday or Saturday', () => {
    expect(restDayRightAfter('2026-03-05')).toBeNull();
    expect(restDayRightAfter('2026-03-06')).toBe('2026-03-08');
    expect(restDayRightAfter('2026-03-07')).toBe('2026-03-08');
    expect(activityHints(vacation('2026-03-06', '2026-03-25'))).toEqual([
      'As férias não podem começar nos dois dias que antecedem feriado ou dia de repouso semanal remunerado; 08/03/2026 é um deles (CLT art. 134, §3º).',
    ]);
    expect(activityHints(vacation('2026-03-02', '2026-03-31'))).toEqual([]);
  });

  it('takes the holidays and the weekly rest days it is given', () => {
    // 21/04/2026 (Tiradentes) is a Tuesday.
    expect(restDayRightAfter('2026-04-19', { holidays: ['2026-04-21'] })).toBe('2026-04-21');
    expect(restDayRightAfter('2026-04-20', { holidays: ['2026-04-21'], weeklyRestDays: [] })).toBe('2026-04-21');
    expect(restDayRightAfter('2026-03-06', { weeklyRestDays: [1] })).toBeNull();
    expect(restDayRightAfter('2026-03-07', { weeklyRestDays: [1] })).toBe('2026-03-09');
    // The journey's own days off replace the weekdays: a 12/36 resting on Wednesday 04/03, working Sunday 08/03.
    expect(restDayRightAfter('2026-03-02', { restDays: ['2026-03-04'] })).toBe('2026-03-04');
    expect(restDayRightAfter('2026-03-06', { restDays: ['2026-03-09'] })).toBeNull();
  });
});

describe('maternity leave (CLT art. 392)', () => {
  const maternity = (finalDate: string) => ({
    type: 'MATERNITY_LEAVE' as const,
    period: 'MORE_THAN_ONE_DAY' as const,
    startDate: '2026-03-02',
    finalDate,
  });

  it('warns under 120 days', () => {
    expect(isShortMaternityLeave(119)).toBe(true);
    expect(isShortMaternityLeave(120)).toBe(false);
    expect(activityHints(maternity('2026-06-28'))).toEqual(['A licença-maternidade é de 120 dias; este registro tem 119 (CLT art. 392).']);
    expect(activityHints(maternity('2026-06-29'))).toEqual([]);
  });
});

describe('activityHints', () => {
  it('says nothing about other types, nor while the days cannot be counted', () => {
    expect(activityHints({ type: 'DAY_OFF', period: 'ONE_DAY', date: '2026-03-06' })).toEqual([]);
    expect(activityHints({ type: 'VACATION', period: 'ONE_DAY', date: '' })).toEqual([]);
    expect(activityHints({ type: 'VACATION', period: 'MORE_THAN_ONE_DAY', startDate: '2026-03-06' })).toEqual([]);
  });
});

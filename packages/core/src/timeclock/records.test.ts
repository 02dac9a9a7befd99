import { describe, expect, it } from 'vitest';
import {
  CLT_FIGURE_LABEL,
  cltFigureText,
  nameMatches,
  pageOf,
  PERIOD_CLT_FIGURE_LABEL,
  periodCltFigureText,
  periodFigures,
  pointRecordsPage,
  pointRecordsQuerySchema,
  sortRows,
  type PeriodRow,
} from './records';

const row = (userId: string, fullName: string, over: Partial<PeriodRow> = {}): PeriodRow => ({
  userId,
  fullName,
  workdayName: 'Comercial',
  workedDays: 20,
  faults: 0,
  plannedMinutes: 9600,
  workedMinutes: 9600,
  balanceMinutes: 0,
  alerts: 0,
  nightMinutes: 0,
  nightReducedSeconds: 0,
  ordinaryOvertime: 0,
  restDayOvertime: 0,
  lostWeeklyRestDays: 0,
  ...over,
});

const ROWS = [
  row('u1', 'Érica Souza', { workedMinutes: 100, alerts: 2, workdayName: 'Noturna' }),
  row('u2', 'ana Lima', { workedMinutes: 300 }),
  row('u3', 'Bruno Dias', { workedMinutes: 100, faults: 3 }),
  row('u4', 'Carla Reis', { workedMinutes: 200, workdayName: '' }),
];

const names = (query: object) => pointRecordsPage(ROWS, pointRecordsQuerySchema.parse(query)).docs.map((doc) => doc.fullName);

describe('REGISTROS GERAIS rows (spec 002 §2.3, §3, §9)', () => {
  it('default: name ascending, as people read names (accents and case aside), 5 a page', () => {
    expect(names({})).toEqual(['ana Lima', 'Bruno Dias', 'Carla Reis', 'Érica Souza']);
  });

  it('every column sorts both ways; ties by name', () => {
    expect(names({ orderBy: 'minutesWorkedByPeriod', order: 'desc' })).toEqual(['ana Lima', 'Carla Reis', 'Bruno Dias', 'Érica Souza']);
    expect(names({ orderBy: 'minutesWorkedByPeriod', order: 'asc' })).toEqual(['Bruno Dias', 'Érica Souza', 'Carla Reis', 'ana Lima']);
    expect(names({ orderBy: 'alerts', order: 'desc' })[0]).toBe('Érica Souza');
    expect(names({ orderBy: 'faults', order: 'desc' })[0]).toBe('Bruno Dias');
    expect(names({ orderBy: 'workday', order: 'asc' })).toEqual(['Carla Reis', 'ana Lima', 'Bruno Dias', 'Érica Souza']);
    expect(names({ orderBy: 'fullName', order: 'desc' })).toEqual(['Érica Souza', 'Carla Reis', 'Bruno Dias', 'ana Lima']);
    for (const orderBy of ['workedDays', 'plannedMinutesByPeriod']) expect(names({ orderBy })).toHaveLength(4);
  });

  it('answers the API row of §3', () => {
    expect(pointRecordsPage([ROWS[0]], pointRecordsQuerySchema.parse({})).docs[0]).toEqual({
      _id: 'u1',
      fullName: 'Érica Souza',
      workday: 'Noturna',
      workedDays: 20,
      faults: 0,
      plannedMinutesByPeriod: 9600,
      minutesWorkedByPeriod: 100,
      alerts: 2,
      nightMinutes: 0,
      nightReducedSeconds: 0,
      ordinaryOvertime: 0,
      restDayOvertime: 0,
      lostWeeklyRestDays: 0,
    });
  });

  it('pages: docs, page, limit, pages, total', () => {
    const rows = Array.from({ length: 12 }, (_, index) => ({ _id: `u${index}`, fullName: `P${String(index).padStart(2, '0')}` }));
    expect(pageOf(sortRows(rows, 'fullName', 'asc'), 3, 5)).toEqual({ docs: rows.slice(10), page: 3, limit: 5, pages: 3, total: 12 });
    expect(pageOf([], 1, 5)).toEqual({ docs: [], page: 1, limit: 5, pages: 1, total: 0 });
    expect(pageOf(rows, 4, 5).docs).toEqual([]);
  });

  it('refuses a page size other than 5, 10, 25 and an unknown column', () => {
    expect(pointRecordsQuerySchema.safeParse({ limit: '7' }).success).toBe(false);
    expect(pointRecordsQuerySchema.safeParse({ orderBy: 'balance' }).success).toBe(false);
  });

  it('the text search ignores accents and case', () => {
    expect(nameMatches('Érica Souza', 'erica')).toBe(true);
    expect(nameMatches('Érica Souza', 'SOUZA')).toBe(true);
    expect(nameMatches('Érica Souza', 'ana')).toBe(false);
    expect(nameMatches('Érica Souza', '')).toBe(true);
  });
});

describe('period figures', () => {
  const none = { nightMinutes: 0, nightReducedSeconds: 0, ordinaryOvertime: 0, restDayOvertime: 0, lostWeeklyRestDays: 0 };
  const clt = { nightMinutes: 0, nightReducedSeconds: 0, extraMinutes: 0, overtimePercent: 50, excuse: null };
  const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

  it('adds the days: worked days have worked minutes, faults are counted, minutes and alerts summed', () => {
    const day = (date: string, workedMinutes: number, fault = false, alerts = 0) => ({ day: date, plannedMinutes: 480, workedMinutes, balanceMinutes: workedMinutes - 480, fault, alerts, ...clt });
    const days = [day('2026-11-02', 480), day('2026-11-03', 500, false, 1), day('2026-11-04', 0, true, 2), day('2026-11-05', 0)];
    // A day outside the period is not summed.
    expect(periodFigures([...days, day('2026-12-01', 600, true, 1)], NOVEMBER)).toEqual({
      workedDays: 2,
      faults: 1,
      plannedMinutes: 1920,
      workedMinutes: 980,
      balanceMinutes: -940,
      alerts: 3,
      ...none,
    });
    expect(periodFigures([], NOVEMBER)).toEqual({ workedDays: 0, faults: 0, plannedMinutes: 0, workedMinutes: 0, balanceMinutes: 0, alerts: 0, ...none });
  });

  it('adds the night minutes and hours and the overtime at each rate apart (issue 22 §2, §4)', () => {
    const base = { day: '2026-11-08', plannedMinutes: 360, workedMinutes: 420, balanceMinutes: 60, fault: false, alerts: 0, excuse: null };
    const night = { ...base, nightMinutes: 420, nightReducedSeconds: 28_800, extraMinutes: 60, overtimePercent: 50 };
    const sunday = { ...base, plannedMinutes: 0, nightMinutes: 0, nightReducedSeconds: 0, extraMinutes: 240, overtimePercent: 100 };
    expect(periodFigures([night, sunday], NOVEMBER)).toMatchObject({ nightMinutes: 420, nightReducedSeconds: 28_800, ordinaryOvertime: 60, restDayOvertime: 240 });
    expect(cltFigureText('nightReducedSeconds', 24_686)).toBe('06:51:26');
    expect(cltFigureText('nightMinutes', 360)).toBe('06:00');
    expect(CLT_FIGURE_LABEL.ordinaryOvertime).toBe('Extras 50%');
  });

  // Issue 22 §5, as the mirror counts it (weekly-rest.ts): a fault takes away its week's paid Sunday rest
  // (Lei 605/49 art. 6), a fault across the period's edge too, a Sunday outside the period is not the period's.
  it('counts the weekly rest days a fault in their week took away, judged on whole weeks', () => {
    const weekday = (date: string, fault = false) => ({ ...clt, day: date, plannedMinutes: 480, workedMinutes: fault ? 0 : 480, balanceMinutes: fault ? -480 : 0, fault, alerts: fault ? 1 : 0 });
    const sunday = (date: string) => ({ ...clt, day: date, plannedMinutes: 0, workedMinutes: 0, balanceMinutes: 0, fault: false, alerts: 0, excuse: 'REST' as const });
    // Monday 26/10 to Sunday 08/11: a fault on Friday 30/10 (before the period) and on Wednesday 04/11.
    const days = [
      ...['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29'].map((date) => weekday(date)),
      weekday('2026-10-30', true),
      sunday('2026-11-01'),
      ...['2026-11-02', '2026-11-03', '2026-11-05', '2026-11-06'].map((date) => weekday(date)),
      weekday('2026-11-04', true),
      sunday('2026-11-08'),
    ];
    expect(periodFigures(days, NOVEMBER)).toMatchObject({ faults: 1, lostWeeklyRestDays: 2 });
    expect(periodFigures(days, { from: '2026-11-02', to: '2026-11-30' }).lostWeeklyRestDays).toBe(1);
    // A justified absence keeps the rest (art. 6 §1).
    const certified = days.map((day) => (day.fault ? { ...day, fault: false, excuse: 'MEDICAL_CERTIFICATE' as const } : day));
    expect(periodFigures(certified, NOVEMBER).lostWeeklyRestDays).toBe(0);
    expect(PERIOD_CLT_FIGURE_LABEL.lostWeeklyRestDays).toBe('DSR perdidos');
    expect(periodCltFigureText('lostWeeklyRestDays', 2)).toBe('2');
  });
});

import { describe, expect, it } from 'vitest';
import { CLT_FIGURE_LABEL, cltFigureText, nameMatches, pageOf, periodFigures, pointRecordsPage, pointRecordsQuerySchema, sortRows, type PeriodRow } from './records';

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
  const none = { nightMinutes: 0, nightReducedSeconds: 0, ordinaryOvertime: 0, restDayOvertime: 0 };
  const clt = { nightMinutes: 0, nightReducedSeconds: 0, extraMinutes: 0, overtimePercent: 50 };

  it('adds the days: worked days have worked minutes, faults are counted, minutes and alerts summed', () => {
    const day = (workedMinutes: number, fault = false, alerts = 0) => ({ plannedMinutes: 480, workedMinutes, balanceMinutes: workedMinutes - 480, fault, alerts, ...clt });
    expect(periodFigures([day(480), day(500, false, 1), day(0, true, 2), day(0)])).toEqual({
      workedDays: 2,
      faults: 1,
      plannedMinutes: 1920,
      workedMinutes: 980,
      balanceMinutes: -940,
      alerts: 3,
      ...none,
    });
    expect(periodFigures([])).toEqual({ workedDays: 0, faults: 0, plannedMinutes: 0, workedMinutes: 0, balanceMinutes: 0, alerts: 0, ...none });
  });

  it('adds the night minutes and hours and the overtime at each rate apart (issue 22 §2, §4)', () => {
    const base = { plannedMinutes: 360, workedMinutes: 420, balanceMinutes: 60, fault: false, alerts: 0 };
    const night = { ...base, nightMinutes: 420, nightReducedSeconds: 28_800, extraMinutes: 60, overtimePercent: 50 };
    const sunday = { ...base, plannedMinutes: 0, nightMinutes: 0, nightReducedSeconds: 0, extraMinutes: 240, overtimePercent: 100 };
    expect(periodFigures([night, sunday])).toMatchObject({ nightMinutes: 420, nightReducedSeconds: 28_800, ordinaryOvertime: 60, restDayOvertime: 240 });
    expect(cltFigureText('nightReducedSeconds', 24_686)).toBe('06:51:26');
    expect(cltFigureText('nightMinutes', 360)).toBe('06:00');
    expect(CLT_FIGURE_LABEL.ordinaryOvertime).toBe('Extras 50%');
  });
});

import type * as z from 'zod/mini';
import { MSG } from '../messages';
import { normalizeText } from '../text';
import type { DaySummary } from './day-evaluation';
import { formatMinutes, formatSeconds } from './hhmm';
import { ORDINARY_OVERTIME_PERCENT, overtimeByRate, REST_DAY_OVERTIME_PERCENT } from './overtime';
import { periodListQuery, type Period } from './period-filter';
import { lostWeeklyRest } from './weekly-rest';

// REGISTROS GERAIS (spec 002 §2.3, §3 'Point-register record', §7.2, §8, §9): per person, the period's worked
// days, faults, planned and worked minutes and alerts, sorted by any column and paged in memory (the rows are
// computed per request, so no index can sort them).

/** One person over a period (functions/src/modules/timeclock/period-totals.ts); BANCO DE HORAS reads it too. */
export interface PeriodRow extends PeriodCltFigures {
  userId: string;
  fullName: string;
  /** The journey's name; '' without a journey. */
  workdayName: string;
  workedDays: number;
  faults: number;
  plannedMinutes: number;
  workedMinutes: number;
  /** Worked less planned after tolerance (CLT art. 58 §1). */
  balanceMinutes: number;
  alerts: number;
}

/**
 * Ours (issue 22 §2, §4): what REGISTROS GERAIS, the bank and the mirror show beside the worked hours: night
 * minutes on the clock and as reduced night hours (CLT art. 73 §1, in seconds), and the overtime at each rate.
 */
export interface CltFigures {
  nightMinutes: number;
  nightReducedSeconds: number;
  ordinaryOvertime: number;
  restDayOvertime: number;
}

export const CLT_FIGURES = ['nightMinutes', 'nightReducedSeconds', 'ordinaryOvertime', 'restDayOvertime'] as const satisfies readonly (keyof CltFigures)[];

export const CLT_FIGURE_LABEL: Record<keyof CltFigures, string> = {
  nightMinutes: 'Noturnas',
  nightReducedSeconds: 'Noturnas reduzidas',
  ordinaryOvertime: `Extras ${ORDINARY_OVERTIME_PERCENT}%`,
  restDayOvertime: `Extras ${REST_DAY_OVERTIME_PERCENT}%`,
};

/** A figure as shown: HH:MM, the reduced night hours HH:MM:SS. */
export const cltFigureText = (key: keyof CltFigures, value: number) => (key === 'nightReducedSeconds' ? formatSeconds(value) : formatMinutes(value));

/**
 * Ours (issue 22 §5): a period's CLT figures and, beside them, the weekly rest days whose pay a fault in their
 * week took away (Lei 605/49 art. 6, weekly-rest.ts), as the mirror counts them: REGISTROS GERAIS, the bank, the
 * mirror's totals.
 */
export interface PeriodCltFigures extends CltFigures {
  lostWeeklyRestDays: number;
}

export const PERIOD_CLT_FIGURES = [...CLT_FIGURES, 'lostWeeklyRestDays'] as const satisfies readonly (keyof PeriodCltFigures)[];

export const PERIOD_CLT_FIGURE_LABEL: Record<keyof PeriodCltFigures, string> = { ...CLT_FIGURE_LABEL, lostWeeklyRestDays: 'DSR perdidos' };

/** A period figure as shown: the lost weekly rest days as a count, the others as cltFigureText. */
export const periodCltFigureText = (key: keyof PeriodCltFigures, value: number) => (key === 'lostWeeklyRestDays' ? String(value) : cltFigureText(key, value));

/** The CLT figures of one day. */
export function dayCltFigures(day: Pick<DaySummary, 'nightMinutes' | 'nightReducedSeconds' | 'extraMinutes' | 'overtimePercent'>): CltFigures {
  const overtime = overtimeByRate(day);
  return { nightMinutes: day.nightMinutes, nightReducedSeconds: day.nightReducedSeconds, ordinaryOvertime: overtime.ordinary, restDayOvertime: overtime.restDay };
}

/** What a period's figures read of each settled day, and its date. */
export type PeriodDay = Pick<
  DaySummary,
  'plannedMinutes' | 'workedMinutes' | 'balanceMinutes' | 'fault' | 'excuse' | 'alerts' | 'nightMinutes' | 'nightReducedSeconds' | 'extraMinutes' | 'overtimePercent'
> & { day: string };

export type PeriodFigures = Pick<PeriodRow, 'workedDays' | 'faults' | 'plannedMinutes' | 'workedMinutes' | 'balanceMinutes' | 'alerts'> & PeriodCltFigures;

/**
 * The sums of a person's days in `period`: a worked day is one with worked minutes; a fault, a workday missed
 * without excuse. `days` may reach past the period to whole weeks (weekly-rest.ts wholeWeeks), so that a fault
 * across its edge takes the weekly rest it should, as in the mirror; only the period's days are summed.
 */
export function periodFigures(days: readonly PeriodDay[], period: Period): PeriodFigures {
  const lost = lostWeeklyRest(days);
  const figures: PeriodFigures = {
    workedDays: 0,
    faults: 0,
    plannedMinutes: 0,
    workedMinutes: 0,
    balanceMinutes: 0,
    alerts: 0,
    nightMinutes: 0,
    nightReducedSeconds: 0,
    ordinaryOvertime: 0,
    restDayOvertime: 0,
    lostWeeklyRestDays: 0,
  };
  for (const day of days) {
    if (day.day < period.from || day.day > period.to) continue;
    if (lost.has(day.day)) figures.lostWeeklyRestDays += 1;
    const clt = dayCltFigures(day);
    for (const key of CLT_FIGURES) figures[key] += clt[key];
    if (day.workedMinutes > 0) figures.workedDays += 1;
    if (day.fault) figures.faults += 1;
    figures.plannedMinutes += day.plannedMinutes;
    figures.workedMinutes += day.workedMinutes;
    figures.balanceMinutes += day.balanceMinutes;
    figures.alerts += day.alerts;
  }
  return figures;
}

/** A row of the 'Colaboradores' table as the API answers it (§3); minutes, shown HH:MM. */
export interface PointRecord extends PeriodCltFigures {
  _id: string;
  fullName: string;
  workday: string;
  workedDays: number;
  faults: number;
  plannedMinutesByPeriod: number;
  minutesWorkedByPeriod: number;
  alerts: number;
}

/** The sortable columns, in the table's order (the action is not sortable). */
export const RECORDS_ORDER_BY = [
  'fullName',
  'workday',
  'workedDays',
  'faults',
  'plannedMinutesByPeriod',
  'minutesWorkedByPeriod',
  'alerts',
] as const;
export type RecordsOrderBy = (typeof RECORDS_ORDER_BY)[number];

export const RECORDS_COLUMN_LABEL: Record<RecordsOrderBy, string> = {
  fullName: 'Nome',
  workday: 'Jornada',
  workedDays: 'Dias trabalhados',
  faults: 'Faltas',
  plannedMinutesByPeriod: 'Horas planejadas',
  minutesWorkedByPeriod: 'Horas trabalhadas',
  alerts: 'Alertas',
};

export const RECORDS_MSG = {
  tab: 'REGISTROS GERAIS',
  title: 'Colaboradores',
  empty: 'Nenhum colaborador encontrado!',
  fetchFailed: MSG.fetchFailure,
  // Ours: the spec names neither the action column nor its button.
  actionColumn: 'Ação',
  openMirror: (fullName: string) => `Ver espelho de ponto de ${fullName}`,
} as const;

/** GET /api/point-registers/records/{companyId}: department, jobRole, limit, page, order, orderBy, period, text. */
export const pointRecordsQuerySchema = periodListQuery(RECORDS_ORDER_BY, 'fullName');
export type PointRecordsQuery = z.output<typeof pointRecordsQuerySchema>;

export const periodCltFiguresOf = ({ nightMinutes, nightReducedSeconds, ordinaryOvertime, restDayOvertime, lostWeeklyRestDays }: PeriodCltFigures): PeriodCltFigures => ({
  nightMinutes,
  nightReducedSeconds,
  ordinaryOvertime,
  restDayOvertime,
  lostWeeklyRestDays,
});

export function toPointRecord(row: PeriodRow): PointRecord {
  return {
    _id: row.userId,
    fullName: row.fullName,
    workday: row.workdayName,
    workedDays: row.workedDays,
    faults: row.faults,
    plannedMinutesByPeriod: row.plannedMinutes,
    minutesWorkedByPeriod: row.workedMinutes,
    alerts: row.alerts,
    ...periodCltFiguresOf(row),
  };
}

/** The answer of a list paged in memory (§7.2: docs, page, limit, pages, total). */
export interface PagedRows<Row> {
  docs: Row[];
  page: number;
  limit: number;
  pages: number;
  total: number;
}

const NAMES = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** Compares text as people read it (pt-BR, accents and case aside) and numbers by value. */
function compareValues(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : NAMES.compare(String(a), String(b));
}

/**
 * The rows sorted by one column, ties by name then id so a page never shuffles between requests. Each row's key
 * is read once (5 000 rows sort in a few ms).
 */
export function sortRows<Row extends { _id: string; fullName: string }, Key extends keyof Row & string>(
  rows: readonly Row[],
  orderBy: Key,
  order: 'asc' | 'desc',
): Row[] {
  const direction = order === 'asc' ? 1 : -1;
  return rows
    .map((row) => ({ row, key: row[orderBy] as string | number }))
    .sort(
      (a, b) =>
        direction * compareValues(a.key, b.key) || NAMES.compare(a.row.fullName, b.row.fullName) || (a.row._id < b.row._id ? -1 : 1),
    )
    .map(({ row }) => row);
}

/** Page `page` (1-based) of `limit` rows; a page past the end is empty. */
export function pageOf<Row>(rows: readonly Row[], page: number, limit: number): PagedRows<Row> {
  return {
    docs: rows.slice((page - 1) * limit, page * limit),
    page,
    limit,
    pages: Math.max(1, Math.ceil(rows.length / limit)),
    total: rows.length,
  };
}

/** The text search: words of the name, accents and case aside. */
export function nameMatches(fullName: string, text: string): boolean {
  return text === '' || normalizeText(fullName).includes(normalizeText(text));
}

/** REGISTROS GERAIS from the period's rows: sorted, then paged. */
export function pointRecordsPage(rows: readonly PeriodRow[], query: Pick<PointRecordsQuery, 'orderBy' | 'order' | 'page' | 'limit'>) {
  return pageOf(sortRows(rows.map(toPointRecord), query.orderBy, query.order), query.page, query.limit);
}

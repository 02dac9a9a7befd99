import * as z from 'zod/mini';
import { isCalendarDay } from '../ground/calendar-day';
import { dayRangeMessage, isDayInRange } from '../date-range';
import { currentMonthPeriod, MAX_PERIOD_DAYS, PERIOD_FILTER_MSG, periodLength, type Period } from './period-filter';

// The point mirror's filter (spec 002 §2.4, §5.6, §7.1, §7.2): 'Mês atual' or a 'Período' between 'Entre' and
// 'Até', and 'Ver somente registros com alerta'. The form and GET …/point-mirror check the same rules.

export const MIRROR_FILTER_MSG = {
  filterBy: 'Filtrar por',
  currentMonth: 'Mês atual',
  period: 'Período',
  between: 'Entre',
  until: 'Até',
  search: 'BUSCAR',
  onlyAlerts: 'Ver somente registros com alerta',
  periodRequired: 'Informe um período.',
  endBeforeStart: 'A data final é maior que a data inicial. Verifique as datas.',
  invalidDate: 'Data Invalida',
  tooLong: PERIOD_FILTER_MSG.tooLong,
} as const;

export const MIRROR_FILTER_MODES = ['CURRENT_MONTH', 'PERIOD'] as const;
export type MirrorFilterMode = (typeof MIRROR_FILTER_MODES)[number];

type Issue = { path: ['periodStartDate' | 'periodEndDate']; message: string };

/** §5.6 for a custom period: both dates, real days, the end not before the start. */
export function mirrorPeriodIssues(start: string, end: string): Issue[] {
  const issues: Issue[] = [];
  for (const [path, value] of [['periodStartDate', start], ['periodEndDate', end]] as const) {
    if (!value) issues.push({ path: [path], message: MIRROR_FILTER_MSG.periodRequired });
    else if (!isCalendarDay(value)) issues.push({ path: [path], message: MIRROR_FILTER_MSG.invalidDate });
    else if (!isDayInRange(value, 'timeClock')) issues.push({ path: [path], message: dayRangeMessage('timeClock') });
  }
  if (issues.length > 0) return issues;
  if (end < start) return [{ path: ['periodEndDate'], message: MIRROR_FILTER_MSG.endBeforeStart }];
  if (periodLength({ from: start, to: end }) > MAX_PERIOD_DAYS) return [{ path: ['periodEndDate'], message: MIRROR_FILTER_MSG.tooLong }];
  return [];
}

/** True when exactly one date of a custom period is set: §5.6 sends no request then. */
export const halfPeriod = (start: string, end: string) => Boolean(start) !== Boolean(end);

const dateField = () => z._default(z.string({ error: MIRROR_FILTER_MSG.invalidDate }).check(z.trim()), '');

/** The form: the mode, the custom period's dates ('' while empty) and the alerts-only box. */
export const mirrorFilterSchema = z
  .object({
    filterBy: z.enum(MIRROR_FILTER_MODES),
    periodStartDate: dateField(),
    periodEndDate: dateField(),
    isOnlyAlerts: z._default(z.boolean(), false),
  })
  .check(
    z.check((payload) => {
      const { filterBy, periodStartDate, periodEndDate } = payload.value;
      if (filterBy !== 'PERIOD') return;
      for (const { path, message } of mirrorPeriodIssues(periodStartDate, periodEndDate)) {
        payload.issues.push({ code: 'custom', message, path, input: payload.value, continue: true });
      }
    }),
  );
export type MirrorFilterValues = z.output<typeof mirrorFilterSchema>;

const MONTH_DAY = /^\d{4}-\d{2}(-\d{2})?$/;

/**
 * GET /api/point-registers/point-mirror[/{userId}]: periodStartDate and periodEndDate (both, a custom period), or
 * actualMonthDate (any day 'yyyy-MM-dd' or 'yyyy-MM' of the month to show; neither: the server's current month),
 * and isOnlyAlerts ('true' | 'false').
 */
export const mirrorQuerySchema = z
  .object({
    periodStartDate: dateField(),
    periodEndDate: dateField(),
    actualMonthDate: z._default(
      z.string({ error: MIRROR_FILTER_MSG.invalidDate }).check(
        z.trim(),
        z.refine((value) => value === '' || (MONTH_DAY.test(value) && isCalendarDay(`${value.slice(0, 7)}-01`)), MIRROR_FILTER_MSG.invalidDate),
        z.refine((value) => !MONTH_DAY.test(value) || isDayInRange(`${value.slice(0, 7)}-01`, 'timeClock'), dayRangeMessage('timeClock')),
      ),
      '',
    ),
    isOnlyAlerts: z._default(z.enum(['true', 'false']), 'false'),
  })
  .check(
    z.check((payload) => {
      const { periodStartDate, periodEndDate } = payload.value;
      if (!periodStartDate && !periodEndDate) return;
      for (const { path, message } of mirrorPeriodIssues(periodStartDate, periodEndDate)) {
        payload.issues.push({ code: 'custom', message, path, input: payload.value, continue: true });
      }
    }),
  );
export type MirrorQuery = z.output<typeof mirrorQuerySchema>;

/** The days a valid query covers: its period, else the month of actualMonthDate, else the month of `today`. */
export function mirrorPeriod(query: MirrorQuery, today: string): Period {
  if (query.periodStartDate && query.periodEndDate) return { from: query.periodStartDate, to: query.periodEndDate };
  return currentMonthPeriod(query.actualMonthDate ? `${query.actualMonthDate.slice(0, 7)}-01` : today);
}

/** The query string of a valid form: the period, or no dates for the current month (the server's clock decides it). */
export function mirrorQueryOf(values: MirrorFilterValues): Record<string, string> {
  const alerts = { isOnlyAlerts: String(values.isOnlyAlerts) };
  return values.filterBy === 'PERIOD'
    ? { periodStartDate: values.periodStartDate, periodEndDate: values.periodEndDate, ...alerts }
    : alerts;
}

import * as z from 'zod/mini';
import { addCalendarDays, brazilianDate, isCalendarDay } from '../ground/calendar-day';
import { dayRangeMessage, isDayInRange } from '../date-range';
import { paginateQuery } from '../paging';

// The period filter of REGISTROS GERAIS and BANCO DE HORAS (spec 002 §2.3, §5.3, §7.2, §9): 'Início do período'
// and 'Final do período', both or neither (neither = the current month), the start not after the end. Days
// are 'yyyy-MM-dd' on the company's calendar. The same rules check the form and the GET query.

export const PERIOD_FILTER_MSG = {
  title: 'Informe o período',
  startLabel: 'Início do período',
  endLabel: 'Final do período',
  jobRoleLabel: 'Cargo',
  departmentLabel: 'Departamento',
  search: 'BUSCAR',
  endRequired: 'Insira uma data final',
  startRequired: 'Insira uma data início',
  invalidRange: 'Intervalo inválido',
  invalidDate: 'Data inválida',
  // Ours: the spec sets no longest period; one request reads one item per person per month.
  tooLong: 'Informe um período de até 366 dias',
  informed: (start: string, end: string) => `Período informado: ${brazilianDate(start)} à ${brazilianDate(end)}`,
} as const;

/** The longest period one request covers (ours, PERIOD_FILTER_MSG.tooLong): a request reads at most 13 months. */
export const MAX_PERIOD_DAYS = 366;

export interface Period {
  /** First day, 'yyyy-MM-dd'. */
  from: string;
  /** Last day, 'yyyy-MM-dd'. */
  to: string;
}

/** What the filter holds and the query carries: '' for an empty date. */
export interface PeriodDates {
  periodStartDate: string;
  periodEndDate: string;
}

/** The month of `today`, first to last day (§9 'Default period for records'). */
export function currentMonthPeriod(today: string): Period {
  const from = `${today.slice(0, 7)}-01`;
  const nextMonth = addCalendarDays(`${today.slice(0, 7)}-28`, 4);
  return { from, to: addCalendarDays(`${nextMonth.slice(0, 7)}-01`, -1) };
}

/** The filter's dates as a period: both empty → the current month. Call only on values the schema accepted. */
export function resolvePeriod({ periodStartDate, periodEndDate }: PeriodDates, today: string): Period {
  return periodStartDate && periodEndDate ? { from: periodStartDate, to: periodEndDate } : currentMonthPeriod(today);
}

/** Days from `from` to `to`, both counted. */
export function periodLength({ from, to }: Period): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The months ('yyyy-MM') a period touches, in order. */
export function monthsOf({ from, to }: Period): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addCalendarDays(`${month}-28`, 4).slice(0, 7)) months.push(month);
  return months;
}

type Issue = { path: [keyof PeriodDates]; message: string };

/** §5.3, one message per date: invalid, then the missing other date, then the order of the two. */
export function periodIssues({ periodStartDate: start, periodEndDate: end }: PeriodDates): Issue[] {
  const issues: Issue[] = [];
  if (start && !isCalendarDay(start)) issues.push({ path: ['periodStartDate'], message: PERIOD_FILTER_MSG.invalidDate });
  if (end && !isCalendarDay(end)) issues.push({ path: ['periodEndDate'], message: PERIOD_FILTER_MSG.invalidDate });
  if (issues.length > 0) return issues;
  if (start && !isDayInRange(start, 'timeClock')) issues.push({ path: ['periodStartDate'], message: dayRangeMessage('timeClock') });
  if (end && !isDayInRange(end, 'timeClock')) issues.push({ path: ['periodEndDate'], message: dayRangeMessage('timeClock') });
  if (issues.length > 0) return issues;
  if (start && !end) return [{ path: ['periodEndDate'], message: PERIOD_FILTER_MSG.endRequired }];
  if (end && !start) return [{ path: ['periodStartDate'], message: PERIOD_FILTER_MSG.startRequired }];
  if (!start) return [];
  if (start > end) return [{ path: ['periodEndDate'], message: PERIOD_FILTER_MSG.invalidRange }];
  if (periodLength({ from: start, to: end }) > MAX_PERIOD_DAYS) return [{ path: ['periodEndDate'], message: PERIOD_FILTER_MSG.tooLong }];
  return [];
}

const dateField = () => z._default(z.string({ error: PERIOD_FILTER_MSG.invalidDate }).check(z.trim()), '');

/** The §5.3 checks of an object holding periodStartDate and periodEndDate. */
const periodChecks = z.check<PeriodDates>((payload) => {
  for (const { path, message } of periodIssues(payload.value)) {
    payload.issues.push({ code: 'custom', message, path, input: payload.value, continue: true });
  }
});

function withPeriodChecks<S extends z.ZodMiniType<PeriodDates>>(schema: S): S {
  return schema.check(periodChecks);
}

/** The form: 'Início do período' / 'Final do período' ('' while empty). */
export const periodFilterSchema = withPeriodChecks(z.object({ periodStartDate: dateField(), periodEndDate: dateField() }));

/** An id filter of the query string: '' (no filter) or the id. */
const idFilter = () => z._default(z.string().check(z.trim(), z.maxLength(100)), '');

/**
 * The query of a period list (GET /api/point-registers/records/{companyId}, GET /api/comp-time/users/{companyId}):
 * page, limit, order, orderBy, text, department, jobRole, periodStartDate, periodEndDate.
 */
export function periodListQuery<const T extends readonly [string, ...string[]]>(orderBy: T, defaultOrderBy: T[number]) {
  return withPeriodChecks(
    z.extend(paginateQuery(orderBy, defaultOrderBy), {
      department: idFilter(),
      jobRole: idFilter(),
      periodStartDate: dateField(),
      periodEndDate: dateField(),
    }),
  );
}

/** What the filter component hands to a list: the period (never empty) and the other filters. */
export interface PeriodListFilters {
  periodStartDate: string;
  periodEndDate: string;
  jobRole: string;
  department: string;
  text: string;
}

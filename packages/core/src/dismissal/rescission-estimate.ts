import { formatCentavos } from '../money';
import { calendarSpan, completedYears, daysInMonth, nextDay } from './calendar-span';
import { computeNotice, type NoticeComputation, type NoticeInput } from './notice';
import { endedByCompany, terminationKind, type TerminationKind } from './termination';

// The rescission ESTIMATE shown on DESLIGAMENTO (beyond the spec, clearly labelled as an estimate): what the
// usual lines come to for a monthly salary, each with its formula. Money in integer centavos, every line
// rounded to the centavo. Left out, and said so on the screen (DISMISSAL_MSG.estimateDisclaimer): overdue
// vacation periods (whether they were taken is not recorded here), averages of variable pay, legal deductions
// (INSS, IRRF) and the FGTS deposited on the rescission amounts.

export const ESTIMATE_ITEMS = [
  'salaryBalance',
  'indemnifiedNotice',
  'noticeDeduction',
  'thirteenth',
  'vacation',
  'vacationThird',
  'fgtsFine',
] as const;
export type EstimateItem = (typeof ESTIMATE_ITEMS)[number];

export const ESTIMATE_ITEM_LABEL: Record<EstimateItem, string> = {
  salaryBalance: 'Saldo de salário',
  indemnifiedNotice: 'Aviso prévio indenizado',
  noticeDeduction: 'Desconto do aviso prévio não cumprido',
  thirteenth: '13º salário proporcional',
  vacation: 'Férias proporcionais',
  vacationThird: '1/3 constitucional das férias',
  fgtsFine: 'Multa rescisória do FGTS',
};

/** A month counts for the 13th and for vacation when 15 days or more of it were worked (Lei 4.090/1962, CLT art. 146). */
export const DAYS_FOR_A_MONTH = 15;
/** The monthly FGTS deposit: 8 % of the pay (Lei 8.036/1990, art. 15). */
export const FGTS_RATE = 0.08;
/** Of the FGTS balance: 40 % when the company dismisses without just cause (art. 18 §1), 20 % by agreement (CLT art. 484-A). */
export const FGTS_FINE_RATE: Partial<Record<TerminationKind, number>> = { withoutCause: 0.4, indirect: 0.4, agreement: 0.2 };

export interface EstimateInput extends NoticeInput {
  /** Monthly salary in centavos. */
  salary: number;
  /** The FGTS balance HR read on the statement, in centavos; estimated from the salary when absent. */
  fgtsBalance?: number | null;
}

export interface EstimateLine {
  item: EstimateItem;
  label: string;
  /** Centavos; negative for a deduction. */
  amount: number;
  formula: string;
}

export interface RescissionEstimate {
  notice: NoticeComputation;
  lines: EstimateLine[];
  total: number;
  /** The balance the fine was taken on, and whether it was estimated (8 % of the salary per month, 13th included). */
  fgtsBalance: number;
  fgtsBalanceEstimated: boolean;
}

const money = formatCentavos;
const days = (count: number) => `${count} ${count === 1 ? 'dia' : 'dias'}`;
const months = (count: number) => `${count} ${count === 1 ? 'mês' : 'meses'}`;
const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** The day `years` after `day` (29/02 falls on 28/02 in a common year). */
function anniversary(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = year + years;
  return `${target}-${String(month).padStart(2, '0')}-${String(Math.min(date, daysInMonth(target, month))).padStart(2, '0')}`;
}

/** Whole months from `from` to `to` (both worked), plus one for a remainder of 15 days or more. */
export function proportionalMonths(from: string, to: string): number {
  const span = calendarSpan(from, nextDay(to));
  if (!span) return 0;
  return span.years * 12 + span.months + (span.days >= DAYS_FOR_A_MONTH ? 1 : 0);
}

/** Calendar months of `to`'s year, from the admission on, in which 15 days or more were worked up to `to`. */
export function thirteenthMonths(admissionDate: string, to: string): number {
  const year = Number(to.slice(0, 4));
  let count = 0;
  for (let month = 1; month <= Number(to.slice(5, 7)); month += 1) {
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    const last = `${year}-${String(month).padStart(2, '0')}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
    const start = admissionDate > first ? admissionDate : first;
    const end = to < last ? to : last;
    if (start > end) continue;
    if (Number(end.slice(8)) - Number(start.slice(8)) + 1 >= DAYS_FOR_A_MONTH) count += 1;
  }
  return count;
}

/** Days of the last month paid as salary (a commercial month of 30 days), from the admission if it was that month. */
function salaryDays(admissionDate: string, lastPaidDay: string): number {
  const sameMonth = admissionDate.slice(0, 7) === lastPaidDay.slice(0, 7);
  const worked = Number(lastPaidDay.slice(8)) - (sameMonth ? Number(admissionDate.slice(8)) - 1 : 0);
  return Math.min(worked, 30);
}

const line = (item: EstimateItem, amount: number, formula: string): EstimateLine => ({
  item,
  label: ESTIMATE_ITEM_LABEL[item],
  amount: Math.round(amount),
  formula,
});

/**
 * The estimate for the dismissal data and a monthly salary; null when the notice cannot be worked out (see
 * computeNotice) or the salary is not a positive number of centavos.
 */
export function estimateRescission(input: EstimateInput): RescissionEstimate | null {
  const notice = computeNotice(input);
  if (!notice || !Number.isInteger(input.salary) || input.salary <= 0) return null;
  const { salary, admissionDate, resignationDate } = input;
  const kind = terminationKind(input);
  const byCompany = endedByCompany(kind);
  const indemnified = input.notice === 'indemnifiedNotice' && notice.noticeDays > 0;
  // A worked notice is paid as salary to its end; an indemnified one projects the service time (CLT art. 487 §1)
  // when the company pays it. The collaborator's unworked notice ends the contract on the resignation date.
  const lastPaidDay = indemnified ? resignationDate : (notice.noticeEndDate ?? resignationDate);
  const serviceEnd = indemnified && !byCompany ? resignationDate : (notice.noticeEndDate ?? resignationDate);
  const daily = `${money(salary)} ÷ 30`;
  const lines: EstimateLine[] = [];

  const paidDays = salaryDays(admissionDate, lastPaidDay);
  lines.push(line('salaryBalance', (salary * paidDays) / 30, `${daily} × ${days(paidDays)}`));

  if (indemnified && byCompany) {
    const half = kind === 'agreement';
    const amount = (salary * notice.noticeDays) / 30 / (half ? 2 : 1);
    lines.push(line('indemnifiedNotice', amount, `${daily} × ${days(notice.noticeDays)}${half ? ' ÷ 2 (CLT art. 484-A)' : ''}`));
  }
  if (indemnified && kind === 'resignation') {
    lines.push(line('noticeDeduction', -(salary * notice.noticeDays) / 30, `−${daily} × ${days(notice.noticeDays)} (CLT art. 487, §2º)`));
  }

  // Dismissal for just cause loses the proportional 13th (Lei 4.090 art. 3) and vacation (Súmula 171 TST).
  if (kind !== 'justCause') {
    const thirteenth = thirteenthMonths(admissionDate, serviceEnd);
    lines.push(line('thirteenth', (salary * thirteenth) / 12, `${money(salary)} ÷ 12 × ${months(thirteenth)}`));
    const periodStart = anniversary(admissionDate, completedYears(admissionDate, nextDay(serviceEnd)));
    const vacationMonths = Math.min(proportionalMonths(periodStart, serviceEnd), 12);
    const vacation = Math.round((salary * vacationMonths) / 12);
    lines.push(line('vacation', vacation, `${money(salary)} ÷ 12 × ${months(vacationMonths)}`));
    lines.push(line('vacationThird', vacation / 3, `${money(vacation)} ÷ 3`));
  }

  const serviceMonths = proportionalMonths(admissionDate, serviceEnd);
  const fgtsBalanceEstimated = input.fgtsBalance === undefined || input.fgtsBalance === null;
  const fgtsBalance = fgtsBalanceEstimated ? Math.round((FGTS_RATE * salary * serviceMonths * 13) / 12) : (input.fgtsBalance as number);
  const fineRate = FGTS_FINE_RATE[kind];
  if (fineRate !== undefined) {
    const balance = fgtsBalanceEstimated
      ? `saldo estimado ${money(fgtsBalance)} (8% × ${money(salary)} × ${months(serviceMonths)} × 13/12)`
      : `saldo informado ${money(fgtsBalance)}`;
    lines.push(line('fgtsFine', fgtsBalance * fineRate, `${percent(fineRate)} × ${balance}`));
  }

  return { notice, lines, total: lines.reduce((sum, each) => sum + each.amount, 0), fgtsBalance, fgtsBalanceEstimated };
}


import { brazilianDate } from '../ground/calendar-day';
import { formatCentavos } from '../money';
import { acquisitionPeriods, type AcquisitionPeriod, type VacationFacts } from '../vacation/acquisition-periods';
import { FULL_VACATION_DAYS } from '../vacation/days-due';
import { durationText } from '../workday/time';
import { calendarSpan, daysInMonth, nextDay } from './calendar-span';
import { experienceIndemnity, type ExperienceEnding } from './experience-contract';
import { computeNotice, type NoticeComputation, type NoticeInput } from './notice';
import { endedByCompany, terminationKind, type TerminationKind } from './termination';

// The rescission ESTIMATE shown on DESLIGAMENTO (beyond the spec, clearly labelled as an estimate): what the
// usual lines come to for a monthly salary, each with its formula and its legal basis. Money in integer
// centavos, every line rounded to the centavo. Left out, and said so on the screen (DISMISSAL_MSG.
// estimateDisclaimer): averages of variable pay, legal deductions (INSS, IRRF) and the FGTS deposited on the
// rescission amounts. Vacation comes from the acquisition periods (vacation/acquisition-periods.ts), so it is
// as right as the vacations and leaves recorded.

export const ESTIMATE_ITEMS = [
  'salaryBalance',
  'indemnifiedNotice',
  'noticeDeduction',
  'experienceIndemnity',
  'experienceDeduction',
  'thirteenth',
  'overdueVacation',
  'overdueVacationThird',
  'vacation',
  'vacationThird',
  'hoursBank',
  'fgtsFine',
] as const;
export type EstimateItem = (typeof ESTIMATE_ITEMS)[number];

export const ESTIMATE_ITEM_LABEL: Record<EstimateItem, string> = {
  salaryBalance: 'Saldo de salário',
  indemnifiedNotice: 'Aviso prévio indenizado',
  noticeDeduction: 'Desconto do aviso prévio não cumprido',
  experienceIndemnity: 'Indenização pelo fim antecipado do contrato de experiência',
  experienceDeduction: 'Indenização à empresa pelo fim antecipado do contrato de experiência (até)',
  thirteenth: '13º salário proporcional',
  overdueVacation: 'Férias vencidas',
  overdueVacationThird: '1/3 constitucional das férias vencidas',
  vacation: 'Férias proporcionais',
  vacationThird: '1/3 constitucional das férias',
  hoursBank: 'Banco de horas',
  fgtsFine: 'Multa rescisória do FGTS',
};

/** Overtime is paid at least 50 % above the normal hour (CF art. 7º, XVI). */
export const OVERTIME_RATE = 1.5;
/** The usual monthly divisor of a 44-hour week (44 × 5); the estimate takes another when the journey gives one. */
export const DEFAULT_MONTHLY_HOURS = 220;
/** The 13th is paid by 20 December (Lei 4.749/1965 art. 1º): a dismissal from then on has that year's paid. */
const THIRTEENTH_PAID_FROM = '12-20';

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
  /** Absences, leaves and vacations taken, for the acquisition periods (nothing taken when absent). */
  vacation?: Omit<VacationFacts, 'admissionDate'>;
  /** Centavos already paid on the 13th of the resignation's year (the advance of Lei 4.749/1965 art. 2º). */
  thirteenthAdvance?: number;
  /** The hours-bank balance at the termination, in minutes (negative when the person owes hours). */
  bankMinutes?: number;
  /** The monthly hours that divide the salary into the hour's pay (DEFAULT_MONTHLY_HOURS when absent). */
  monthlyHours?: number;
}

export interface EstimateLine {
  item: EstimateItem;
  label: string;
  /** Centavos; negative for a deduction. */
  amount: number;
  formula: string;
  /** The law (article, súmula) the line comes from. */
  basis: string;
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

const line = (item: EstimateItem, amount: number, formula: string, basis: string, detail = ''): EstimateLine => ({
  item,
  label: `${ESTIMATE_ITEM_LABEL[item]}${detail}`,
  amount: Math.round(amount),
  formula,
  basis,
});

/** Lei 4.090/1962: the 13th of each calendar year the service reaches, the notice's projection included. */
function thirteenthLines(input: EstimateInput, serviceEnd: string): EstimateLine[] {
  const { salary, admissionDate, resignationDate } = input;
  const resignationYear = Number(resignationDate.slice(0, 4));
  const first = resignationDate.slice(5) >= THIRTEENTH_PAID_FROM ? resignationYear + 1 : resignationYear;
  const lines: EstimateLine[] = [];
  for (let year = first; year <= Number(serviceEnd.slice(0, 4)); year += 1) {
    const yearEnd = `${year}-12-31`;
    const count = thirteenthMonths(admissionDate, serviceEnd < yearEnd ? serviceEnd : yearEnd);
    const advance = year === resignationYear ? (input.thirteenthAdvance ?? 0) : 0;
    const less = advance > 0 ? ` − adiantamento ${money(advance)}` : '';
    lines.push(line('thirteenth', (salary * count) / 12 - advance, `${money(salary)} ÷ 12 × ${months(count)}${less}`, 'Lei 4.090/1962, arts. 1º e 3º', ` de ${year}`));
  }
  return lines;
}

const periodText = (period: AcquisitionPeriod) => ` (período ${brazilianDate(period.start)} a ${brazilianDate(period.end)})`;

/**
 * Vacation already acquired and not taken is due whatever the cause (CLT art. 146 caput), double when its
 * concession period ended before the contract (art. 137); each with its third (CF art. 7º, XVII).
 */
function overdueVacationLines(salary: number, periods: readonly AcquisitionPeriod[], contractEnd: string): EstimateLine[] {
  return periods
    .filter((period) => period.acquired && period.balanceDays > 0)
    .flatMap((period) => {
      const double = period.concessionEnd !== null && period.concessionEnd < contractEnd;
      const amount = Math.round(((salary * period.balanceDays) / 30) * (double ? 2 : 1));
      const detail = `${double ? ' em dobro' : ''}${periodText(period)}`;
      return [
        line('overdueVacation', amount, `${money(salary)} ÷ 30 × ${days(period.balanceDays)}${double ? ' × 2' : ''}`, double ? 'CLT arts. 137 e 146' : 'CLT art. 146', detail),
        line('overdueVacationThird', amount / 3, `${money(amount)} ÷ 3`, 'CF art. 7º, XVII', detail),
      ];
    });
}

/**
 * The running period's vacation: 1/12 of the days due (art. 130) per month, a fraction of 15 days or more counting
 * as one (CLT art. 146 sole paragraph, art. 147; Súmulas 171 and 261 TST: also on a resignation, never with just
 * cause), with its third. Days of it already enjoyed in advance or sold (abono, art. 143) were paid: they are
 * taken off, never below zero (ours: the law is silent on an advance larger than the proportion; it is not charged back).
 */
function proportionalVacationLines(salary: number, periods: readonly AcquisitionPeriod[], serviceEnd: string): EstimateLine[] {
  const running = periods.at(-1);
  if (!running || running.acquired || running.lostBy !== null) return [];
  const count = Math.min(proportionalMonths(running.start, serviceEnd), 12);
  const share = running.daysDue / FULL_VACATION_DAYS;
  const used = running.takenDays + running.soldDays;
  const vacation = Math.max(0, Math.round(((salary * count) / 12) * share - (salary * used) / 30));
  const reduced = running.daysDue < FULL_VACATION_DAYS ? ` × ${running.daysDue}/${FULL_VACATION_DAYS} (CLT art. 130)` : '';
  const less = used > 0 ? ` − ${money(salary)} ÷ 30 × ${days(used)} já gozados ou vendidos` : '';
  return [
    line('vacation', vacation, `${money(salary)} ÷ 12 × ${months(count)}${reduced}${less}`, 'CLT arts. 146 e 147; Súmulas 171 e 261 do TST'),
    line('vacationThird', vacation / 3, `${money(vacation)} ÷ 3`, 'CF art. 7º, XVII'),
  ];
}

/**
 * CLT art. 59 §3º: hours of the bank not compensated by the termination are paid as overtime, on the pay of that
 * day. The law says nothing of a negative balance: deducting it needs the collective agreement to provide it and
 * courts often refuse it (the business risk is the employer's, CLT art. 2º), so it is shown and not deducted.
 */
function hoursBankLine(input: EstimateInput): EstimateLine[] {
  const minutes = input.bankMinutes ?? 0;
  if (minutes === 0) return [];
  if (minutes < 0) {
    return [line('hoursBank', 0, `saldo negativo de ${durationText(minutes)} não descontado: o desconto depende de previsão em acordo ou convenção coletiva`, 'CLT arts. 2º e 59, §3º')];
  }
  const divisor = input.monthlyHours ?? DEFAULT_MONTHLY_HOURS;
  return [
    line('hoursBank', ((input.salary / divisor) * OVERTIME_RATE * minutes) / 60, `${money(input.salary)} ÷ ${divisor} h × 1,5 × ${durationText(minutes)}`, 'CLT art. 59, §3º; CF art. 7º, XVI'),
  ];
}

/** Art. 479 pays half the remuneration up to the term; art. 480 lets the company deduct its losses up to that much. */
function experienceLines(input: EstimateInput, ending: ExperienceEnding | null): EstimateLine[] {
  if (!input.experience || (ending !== 'earlyByCompany' && ending !== 'earlyByEmployee')) return [];
  const { term, remainingDays, amount } = experienceIndemnity(input.experience, input.resignationDate, input.salary);
  const formula = `${money(input.salary)} ÷ 30 × ${days(remainingDays)} até ${brazilianDate(term)} ÷ 2`;
  return ending === 'earlyByCompany'
    ? [line('experienceIndemnity', amount, formula, 'CLT art. 479')]
    : [line('experienceDeduction', -amount, `−(${formula})`, 'CLT art. 480, §1º')];
}

const FINE_BASIS: Partial<Record<TerminationKind, string>> = {
  withoutCause: 'Lei 8.036/1990, art. 18, §1º',
  indirect: 'Lei 8.036/1990, art. 18, §1º; CLT art. 483',
  agreement: 'CLT art. 484-A, I, b',
};

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
  const ending = notice.experienceEnding;
  const indemnified = input.notice === 'indemnifiedNotice' && notice.noticeDays > 0;
  // A worked notice is paid as salary to its end; an indemnified one projects the service time (CLT art. 487 §1)
  // when the company pays it. The collaborator's unworked notice ends the contract on the resignation date.
  const lastPaidDay = indemnified ? resignationDate : (notice.noticeEndDate ?? resignationDate);
  const serviceEnd = indemnified && !byCompany ? resignationDate : (notice.noticeEndDate ?? resignationDate);
  const daily = `${money(salary)} ÷ 30`;
  const lines: EstimateLine[] = [];

  const paidDays = salaryDays(admissionDate, lastPaidDay);
  lines.push(line('salaryBalance', (salary * paidDays) / 30, `${daily} × ${days(paidDays)}`, 'CLT art. 459'));

  if (indemnified && byCompany) {
    const half = kind === 'agreement';
    const amount = (salary * notice.noticeDays) / 30 / (half ? 2 : 1);
    const basis = half ? 'CLT art. 484-A, I, a' : 'CLT art. 487, §1º; Lei 12.506/2011';
    lines.push(line('indemnifiedNotice', amount, `${daily} × ${days(notice.noticeDays)}${half ? ' ÷ 2' : ''}`, basis));
  }
  if (indemnified && kind === 'resignation') {
    lines.push(line('noticeDeduction', -(salary * notice.noticeDays) / 30, `−${daily} × ${days(notice.noticeDays)}`, 'CLT art. 487, §2º'));
  }
  lines.push(...experienceLines(input, ending));

  // Dismissal for just cause loses the proportional 13th (Lei 4.090 art. 3) and vacation (Súmula 171 TST), not
  // the vacation already acquired (CLT art. 146).
  if (kind !== 'justCause') lines.push(...thirteenthLines(input, serviceEnd));
  // A vacation scheduled after the last day of work was never taken: its days are still due.
  const vacations = input.vacation?.vacations?.filter((vacation) => vacation.first <= lastPaidDay);
  const periods = acquisitionPeriods({ ...input.vacation, vacations, admissionDate }, serviceEnd);
  lines.push(...overdueVacationLines(salary, periods, lastPaidDay));
  if (kind !== 'justCause') lines.push(...proportionalVacationLines(salary, periods, serviceEnd));
  lines.push(...hoursBankLine(input));

  const serviceMonths = proportionalMonths(admissionDate, serviceEnd);
  const fgtsBalanceEstimated = input.fgtsBalance === undefined || input.fgtsBalance === null;
  const fgtsBalance = fgtsBalanceEstimated ? Math.round((FGTS_RATE * salary * serviceMonths * 13) / 12) : (input.fgtsBalance as number);
  // An experience contract that reaches its term has no fine; ended early by the company, it has (Decreto
  // 99.684/1990 art. 14).
  const fineRate = ending === 'atTerm' ? undefined : FGTS_FINE_RATE[kind];
  if (fineRate !== undefined) {
    const balance = fgtsBalanceEstimated
      ? `saldo estimado ${money(fgtsBalance)} (8% × ${money(salary)} × ${months(serviceMonths)} × 13/12)`
      : `saldo informado ${money(fgtsBalance)}`;
    const basis = ending === 'earlyByCompany' ? 'Lei 8.036/1990, art. 18, §1º; Decreto 99.684/1990, art. 14' : (FINE_BASIS[kind] ?? '');
    lines.push(line('fgtsFine', fgtsBalance * fineRate, `${percent(fineRate)} × ${balance}`, basis));
  }

  return { notice, lines, total: lines.reduce((sum, each) => sum + each.amount, 0), fgtsBalance, fgtsBalanceEstimated };
}

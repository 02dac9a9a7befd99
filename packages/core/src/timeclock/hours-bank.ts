import type * as z from 'zod/mini';
import { periodListQuery } from './period-filter';
import { pageOf, periodCltFiguresOf, sortRows, type PeriodCltFigures, type PeriodRow } from './records';

// The hours bank as a ledger (issue 12; spec 002 §2.3, §3 'Hours-bank row', CLT art. 59 §§2, 5, 6): every day's
// balance, every compensation and every payment is an entry of signed minutes; the bank is their sum, so any
// total can be explained line by line. Nothing here reads a clock or the table.

/**
 * Kinds of entry: a day's balance (worked − planned, after tolerance), the two ways of paying the bank (§3), and
 * the two ways overtime leaves it for the payroll (issue 22 §4, bank-terms.ts): paid as it happens (no bank, or a
 * journey of point type 'Hora extra') and a credit whose term ended ('vencido').
 */
export const BANK_ENTRY_KINDS = ['DAY_BALANCE', 'COMPENSATION_PAYMENT', 'MONEY_PAYMENT', 'OVERTIME_PAYABLE', 'EXPIRED'] as const;
export type BankEntryKind = (typeof BANK_ENTRY_KINDS)[number];

/** Payment kinds of 002 §3: time off (compensation) or money. */
export const BANK_PAYMENT_KINDS = ['COMPENSATION_PAYMENT', 'MONEY_PAYMENT'] as const satisfies readonly BankEntryKind[];
export type BankPaymentKind = (typeof BANK_PAYMENT_KINDS)[number];

/** One line of a person's ledger: the calendar day it belongs to ('yyyy-MM-dd') and its signed minutes. */
export interface BankLine {
  kind: BankEntryKind;
  day: string;
  minutes: number;
}

/** The bank: the sum of every line. */
export function ledgerTotal(lines: readonly Pick<BankLine, 'minutes'>[]): number {
  return lines.reduce((total, line) => total + line.minutes, 0);
}

/** The lines of the days from `from` to `to`, both included ('Banco de Horas Período'). */
export function periodTotal(lines: readonly Pick<BankLine, 'day' | 'minutes'>[], from: string, to: string): number {
  return ledgerTotal(lines.filter((line) => line.day >= from && line.day <= to));
}

/**
 * What the ledger must gain so that each day's lines of `kind` (DAY_BALANCE unless told) add up to the day's new
 * value: the day's value less what its lines of that kind already hold, for the days that differ. A recomputed day
 * (an approved adjustment, a late punch) thus adds one correcting line and never rewrites an earlier one.
 */
export function dayBalanceCorrections(
  held: readonly BankLine[],
  balances: Readonly<Record<string, number>>,
  kind: BankEntryKind = 'DAY_BALANCE',
): Record<string, number> {
  const corrections: Record<string, number> = {};
  for (const [day, balance] of Object.entries(balances)) {
    const already = ledgerTotal(held.filter((line) => line.kind === kind && line.day === day));
    if (balance !== already) corrections[day] = balance - already;
  }
  return corrections;
}

/** Minutes taken off on each day by a compensation (positive numbers): the day's plan is reduced by them. */
export function compensatedMinutesByDay(lines: readonly BankLine[]): Record<string, number> {
  const byDay: Record<string, number> = {};
  for (const line of lines) {
    if (line.kind === 'COMPENSATION_PAYMENT') byDay[line.day] = (byDay[line.day] ?? 0) - line.minutes;
  }
  return byDay;
}

/** A line of the ledger as the API answers it (what a compensation or a payment wrote). */
export interface BankEntryView {
  _id: string;
  kind: BankEntryKind;
  day: string;
  minutes: number;
  justification: string | null;
  hoursPaid: string | null;
  /** Integer centavos. */
  paidValue: number | null;
  createdAt: string;
  createdByName: string;
}

/** A row of BANCO DE HORAS (002 §3 'Hours-bank row'); minutes, shown HH:MM. */
export interface HoursBankRow extends PeriodCltFigures {
  _id: string;
  fullName: string;
  minutesWorkedByPeriod: number;
  plannedMinutesByPeriod: number;
  /** The ledger lines of the period. */
  compTimeMinutesOnPeriod: number;
  /** The whole ledger: the person's bank. */
  allTimeCompTime: number;
}

/** A person whose banked minutes reach the end of their term within the next 30 days (issue 22 §4). */
export interface ExpiringHours {
  _id: string;
  fullName: string;
  /** Minutes that expire in that time unless compensated first (bank-terms.ts upcomingExpiries). */
  minutes: number;
  /** The first of those days ('yyyy-MM-dd'). */
  firstExpiresOn: string;
}

/** Columns of BANCO DE HORAS that sort (every column but the action, §2.3, §9). */
export const HOURS_BANK_ORDER_BY = [
  'fullName',
  'minutesWorkedByPeriod',
  'plannedMinutesByPeriod',
  'compTimeMinutesOnPeriod',
  'allTimeCompTime',
] as const;
export type HoursBankOrderBy = (typeof HOURS_BANK_ORDER_BY)[number];

/** GET /api/comp-time/users/{companyId}: the query of REGISTROS GERAIS, sorted by the bank's columns (name first, §9). */
export const hoursBankQuerySchema = periodListQuery(HOURS_BANK_ORDER_BY, 'fullName');
export type HoursBankQuery = z.output<typeof hoursBankQuerySchema>;

/** A person's row: the period's figures, the ledger lines of the period and the whole ledger. */
export function toHoursBankRow(row: PeriodRow, periodMinutes: number, totalMinutes: number): HoursBankRow {
  return {
    _id: row.userId,
    fullName: row.fullName,
    minutesWorkedByPeriod: row.workedMinutes,
    plannedMinutesByPeriod: row.plannedMinutes,
    compTimeMinutesOnPeriod: periodMinutes,
    allTimeCompTime: totalMinutes,
    ...periodCltFiguresOf(row),
  };
}

/** BANCO DE HORAS from its rows: sorted, then paged. */
export function hoursBankPage(rows: readonly HoursBankRow[], query: Pick<HoursBankQuery, 'orderBy' | 'order' | 'page' | 'limit'>) {
  return pageOf(sortRows(rows, query.orderBy, query.order), query.page, query.limit);
}

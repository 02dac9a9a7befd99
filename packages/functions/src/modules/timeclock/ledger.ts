import { randomUUID } from 'node:crypto';
import {
  compensatedMinutesByDay,
  dayBalanceCorrections,
  type BankEntryKind,
  type BankLine,
  type BankPaymentKind,
} from '@colabora/core/timeclock/hours-bank';
import { payableMinutes } from '@colabora/core/timeclock/bank-terms';
import { monthsOf } from '@colabora/core/timeclock/period-filter';
import { MONTH_DAY_KEYS, type MonthDayKey } from '../../db/entities/bank-entry';
import type { TxEntities, TxPart } from '../../db/labelled-transaction';
import { db } from '../../db/service';
import { now } from '../../lib/clock';

// The hours bank as a ledger (issue 12): every day's balance, compensation and payment is a line of signed
// minutes, appended and never rewritten; the bank is the sum of the lines. Each append also adds its minutes, in
// the same transaction, to the person's total (BankTotal) and to the day's sum of its month (BankMonth), so the
// lists read those small items and never sum ledgers; both are atomic ADDs, so concurrent appends cannot lose one.
//
// Who appends:
// - settling days (timeclock/settle-day.ts): `heldBankDays` before its transaction, then `bankDayEntriesPart` in
//   it. A refusal labelled 'bankDay' means another recomputation of one of those days appended first: read again
//   and settle again.
// - approving a HOURS_COMPENSATION request (point-solicitation/approve-request.ts): `bankEntryPart`, and
// - HR's compensations and payments (./append-payment.ts): `bankLinesParts`, both with the balance the total must
//   hold (core balanceRequired), a condition on the total's ADD: a refusal labelled 'bankTotal' means it no longer
//   does (./append-payment.ts `refusedByTotal` answers it).
// - the expiry job (./bank-expiry.ts): `bankLinesParts`, a line 'vencido' per credit whose term ended.
// One person's lines of one transaction go through ONE call: the total and month items may appear only once in a
// DynamoDB transaction.

/**
 * Labels of the parts, for writeLabelled: a refused 'bankDay' or 'bankEntry' is a line that already exists, a
 * refused 'bankTotal' a total below the balance required.
 */
export type BankPartLabel = 'bankDay' | 'bankEntry' | 'bankTotal' | 'bankMonth';

/** Who appended a line: HR (or the person whose request HR approved), or the time clock settling a day. */
export type BankAuthor = { id: string; fullName: string };
export const TIME_CLOCK_AUTHOR: BankAuthor = { id: 'system', fullName: 'Ponto eletrônico' };

/** A line to append. `id` is unique within the person's day. */
export interface NewBankLine extends BankLine {
  id: string;
  justification?: string;
  hoursPaid?: string;
  paidValue?: number;
  requestId?: string;
  /** OVERTIME_PAYABLE and EXPIRED: what the payroll pays for the minutes leaving the bank (core payableMinutes). */
  payableMinutes?: number;
  /** EXPIRED: the day of the credit that expired. */
  creditDay?: string;
}

/** A stored line. */
export interface BankLineRecord extends NewBankLine {
  createdAt: string;
  createdById: string;
  createdByName: string;
}

const monthOf = (day: string) => day.slice(0, 7);
const dayKey = (day: string) => `d${day.slice(8, 10)}` as MonthDayKey;

/**
 * The parts appending `lines` to one person's ledger: each line (refused if its id exists), one ADD on the
 * person's total and one ADD per month touched. No lines, no parts. With `required`, the total's ADD is refused
 * unless the total held at least that many minutes before it (a total not written yet holds 0).
 */
export function bankLinesParts(
  tx: TxEntities,
  companyId: string,
  userId: string,
  lines: readonly NewBankLine[],
  by: BankAuthor,
  at: Date = now(),
  required: number | null = null,
): [BankPartLabel, TxPart][] {
  if (lines.length === 0) return [];
  const createdAt = at.toISOString();
  const parts: [BankPartLabel, TxPart][] = lines.map((line) => [
    line.kind === 'DAY_BALANCE' ? 'bankDay' : 'bankEntry',
    tx.bankEntry.create({ ...line, companyId, userId, createdAt, createdById: by.id, createdByName: by.fullName }).commit(),
  ]);
  const months = new Map<string, Partial<Record<MonthDayKey, number>>>();
  for (const line of lines) {
    const sums = months.get(monthOf(line.day)) ?? {};
    sums[dayKey(line.day)] = (sums[dayKey(line.day)] ?? 0) + line.minutes;
    months.set(monthOf(line.day), sums);
  }
  const minutes = lines.reduce((total, line) => total + line.minutes, 0);
  const total = tx.bankTotal.upsert({ companyId, userId }).add({ minutes, lines: lines.length });
  if (required !== null) {
    // A comparison with an absent attribute is false: an absent total passes only a requirement of 0 or less.
    total.where((item, { gte, notExists }) => (required > 0 ? gte(item.minutes, required) : `${notExists(item.minutes)} OR ${gte(item.minutes, required)}`));
  }
  parts.push(['bankTotal', total.commit()]);
  for (const [month, sums] of months) {
    parts.push(['bankMonth', tx.bankMonth.upsert({ companyId, month, userId }).add(sums).commit()]);
  }
  return parts;
}

/** A compensation or a money payment (HR's, or a request HR approved): minutes are negative, they leave the bank. */
export interface BankPayment {
  companyId: string;
  userId: string;
  kind: BankPaymentKind;
  day: string;
  /** Positive: the minutes compensated or paid. */
  minutes: number;
  justification: string;
  hoursPaid?: string;
  paidValue?: number;
  /** The approved request it comes from: its line's id derives from it, so approving twice cannot append twice. */
  requestId?: string;
}

/** The line of a payment. */
export function paymentLine(payment: BankPayment): NewBankLine {
  const { kind, day, minutes, justification, hoursPaid, paidValue, requestId } = payment;
  const id = requestId ? `request-${requestId}` : `${kind === 'MONEY_PAYMENT' ? 'payment' : 'compensation'}-${randomUUID()}`;
  return { id, kind, day, minutes: -minutes, justification, hoursPaid, paidValue, requestId };
}

/** The parts appending one payment; with `required`, on the condition of bankLinesParts (core balanceRequired). */
export function bankEntryPart(
  tx: TxEntities,
  payment: BankPayment,
  by: BankAuthor,
  at?: Date,
  required: number | null = null,
): [BankPartLabel, TxPart][] {
  return bankLinesParts(tx, payment.companyId, payment.userId, [paymentLine(payment)], by, at, required);
}

/** What a person's ledger holds for some days, read before a transaction that corrects their balances. */
export interface HeldBankDays {
  companyId: string;
  userId: string;
  lines: readonly BankLineRecord[];
}

/** The lines of a person from `fromDay` to `toDay`, both included, ordered by day (strongly consistent). */
export async function personLedger(companyId: string, userId: string, fromDay = '0000-01-01', toDay = '9999-12-31'): Promise<BankLineRecord[]> {
  const { data } = await db.entities.bankEntry.query
    .personLedger({ companyId, userId })
    // A line's sort key is the day then its id: '~' sorts after them all, so the last day's lines are included.
    .between({ day: fromDay }, { day: `${toDay}~` })
    .go({ pages: 'all', consistent: true });
  return data;
}

/** The lines held for `days` (settling reads them before its transaction). */
export async function heldBankDays(companyId: string, userId: string, days: readonly string[]): Promise<HeldBankDays> {
  if (days.length === 0) return { companyId, userId, lines: [] };
  const sorted = [...days].sort();
  const wanted = new Set(days);
  const lines = await personLedger(companyId, userId, sorted[0], sorted[sorted.length - 1]);
  return { companyId, userId, lines: lines.filter((line) => wanted.has(line.day)) };
}

/** The id prefix of the lines settling writes, by kind. */
const DAY_LINE_PREFIX = { DAY_BALANCE: 'balance', OVERTIME_PAYABLE: 'overtime' } as const;

/** The lines of `kind` that bring each day of `values` to its new value, numbered after the held ones. */
function dayLines(held: HeldBankDays, values: Readonly<Record<string, number>>, kind: keyof typeof DAY_LINE_PREFIX): NewBankLine[] {
  return Object.entries(dayBalanceCorrections(held.lines, values, kind)).map(([day, minutes]) => {
    const before = held.lines.filter((line) => line.day === day && line.kind === kind).length;
    return { id: `${DAY_LINE_PREFIX[kind]}-${String(before + 1).padStart(3, '0')}`, kind: kind as BankEntryKind, day, minutes };
  });
}

/** A day's overtime paid as it happens (no bank, or a 'Hora extra' journey): its minutes and their additional. */
export interface PaidOvertime {
  minutes: number;
  percent: number;
}

/**
 * The parts settle adds to its transaction: for each day of `balances` (minutes after tolerance), a line with the
 * difference between the new balance and what the ledger holds for that day; none for a day that did not change.
 * The days of `paid` also get their overtime out of the bank again, payable at its additional (issue 22 §4): an
 * OVERTIME_PAYABLE line of the difference, so the bank nets the day's debits only.
 */
export function bankDayEntriesPart(
  tx: TxEntities,
  held: HeldBankDays,
  balances: Readonly<Record<string, number>>,
  paid: Readonly<Record<string, PaidOvertime>> = {},
  at?: Date,
): [BankPartLabel, TxPart][] {
  const leaving = Object.fromEntries(Object.entries(paid).map(([day, overtime]) => [day, -overtime.minutes]));
  const payable = dayLines(held, leaving, 'OVERTIME_PAYABLE').map((line) => ({
    ...line,
    payableMinutes: -payableMinutes(line.minutes, paid[line.day].percent),
  }));
  return bankLinesParts(tx, held.companyId, held.userId, [...dayLines(held, balances, 'DAY_BALANCE'), ...payable], TIME_CLOCK_AUTHOR, at);
}

/** The person's bank in minutes (their running total: the sum of their ledger). */
export async function bankTotal(companyId: string, userId: string): Promise<number> {
  const { data } = await db.entities.bankTotal.get({ companyId, userId }).go({ consistent: true });
  return data?.minutes ?? 0;
}

/** Minutes compensated (taken off) on each day from `fromDay` to `toDay`: the day's plan shrinks by them (timeclock/person-days.ts). */
export async function compensatedDays(companyId: string, userId: string, fromDay: string, toDay: string): Promise<Record<string, number>> {
  return compensatedMinutesByDay(await personLedger(companyId, userId, fromDay, toDay));
}

/** Every bank of the company, by person (one Query). */
export async function companyBankTotals(companyId: string): Promise<Map<string, number>> {
  const { data } = await db.entities.bankTotal.query.companyTotals({ companyId }).go({ pages: 'all' });
  return new Map(data.map((total) => [total.userId, total.minutes]));
}

/** The sum of each person's lines from `from` to `to`, both included (one Query per month, in parallel). */
export async function companyPeriodSums(companyId: string, from: string, to: string): Promise<Map<string, number>> {
  const months = await Promise.all(
    monthsOf({ from, to }).map(async (month) => {
      const { data } = await db.entities.bankMonth.query.companyMonth({ companyId, month }).go({ pages: 'all' });
      return { month, data };
    }),
  );
  const sums = new Map<string, number>();
  for (const { month, data } of months) {
    for (const item of data) {
      const minutes = MONTH_DAY_KEYS.reduce((total, key, index) => {
        const day = `${month}-${String(index + 1).padStart(2, '0')}`;
        return day >= from && day <= to ? total + (item[key] ?? 0) : total;
      }, 0);
      sums.set(item.userId, (sums.get(item.userId) ?? 0) + minutes);
    }
  }
  return sums;
}

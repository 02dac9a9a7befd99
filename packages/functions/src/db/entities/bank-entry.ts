import { Entity } from '../model/entity';
import type { BankEntryKind } from '@colabora/core/timeclock/hours-bank';
import { SERVICE } from './service-name';

const DAY = { type: 'string', required: true, readOnly: true } as const; // yyyy-MM-dd, America/Sao_Paulo calendar day

/**
 * One line of a person's hours bank (issue 12, 002 §3): a day's balance, a compensation or a money payment, or
 * overtime that left the bank for the payroll (paid as it happens, or expired), in signed minutes. APPEND-ONLY: created with attribute_not_exists and never updated or deleted; a recomputed
 * day adds a correcting line. The bank is the sum of the lines (functions/src/modules/timeclock/ledger.ts).
 */
export const BankEntry = new Entity({
  model: { entity: 'bankEntry', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    /** The day the line belongs to: the balance's day, the compensation's day off, the payment's day. */
    day: DAY,
    /**
     * Unique within the person's day. A day-balance line is numbered ('balance-001', …) from the lines read
     * before it, so two recomputations racing on one day cannot both append: the second is refused and retried.
     */
    id: { type: 'string', required: true, readOnly: true },
    // Spelled out, not imported: the core module would bring its code into every bundle that reads the table.
    kind: {
      type: ['DAY_BALANCE', 'COMPENSATION_PAYMENT', 'MONEY_PAYMENT', 'OVERTIME_PAYABLE', 'EXPIRED'] as const satisfies readonly BankEntryKind[],
      required: true,
      readOnly: true,
    },
    /** Signed: a day's overtime is positive, a short day, a compensation and a payment negative. */
    minutes: { type: 'number', required: true, readOnly: true },
    justification: { type: 'string', readOnly: true },
    /** MONEY_PAYMENT: the hours paid as typed ('HH:MM') and the amount, integer centavos. */
    hoursPaid: { type: 'string', readOnly: true },
    paidValue: { type: 'number', readOnly: true },
    /**
     * OVERTIME_PAYABLE and EXPIRED (issue 22 §4): the minutes the payroll pays for the minutes that leave the bank,
     * the overtime additional included (60 at 50 % → 90; negative on a line that corrects an earlier one).
     */
    payableMinutes: { type: 'number', readOnly: true },
    /** EXPIRED: the day of the credit whose term ended (core/timeclock/bank-terms.ts dueExpiries). */
    creditDay: { type: 'string', readOnly: true },
    /** A compensation approved from the person's request (point-solicitation), when it came from one. */
    requestId: { type: 'string', readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    /** Who wrote it: HR's id and name, or 'system' for day balances the time clock settles. */
    createdById: { type: 'string', required: true, readOnly: true },
    createdByName: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    /** A person's ledger by day: the whole bank, a period, or one day's lines, in one Query. */
    personLedger: {
      pk: { field: 'pk', composite: ['companyId', 'userId'] },
      sk: { field: 'sk', composite: ['day', 'id'] },
    },
  },
});

/**
 * A person's bank: the sum of their ledger, kept by every append in the same transaction (an atomic ADD), so a
 * list reads one small item per person instead of summing ledgers. `lines` counts the lines added.
 */
export const BankTotal = new Entity({
  model: { entity: 'bankTotal', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    minutes: { type: 'number', required: true },
    lines: { type: 'number', required: true },
  },
  indexes: {
    /** The company's banks: BANCO DE HORAS reads them in one Query. */
    companyTotals: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
  },
});

/** Attribute names of the days of a month: 'd01'…'d31'. */
export const MONTH_DAY_KEYS = Array.from({ length: 31 }, (_, i) => `d${String(i + 1).padStart(2, '0')}`) as MonthDayKey[];
type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
export type MonthDayKey = Exclude<`d${'0' | '1' | '2'}${Digit}` | 'd30' | 'd31', 'd00'>;

const DAY_SUM = { type: 'number' } as const;
const monthDayAttributes = Object.fromEntries(MONTH_DAY_KEYS.map((key) => [key, DAY_SUM])) as Record<MonthDayKey, typeof DAY_SUM>;

/**
 * The sums of a person's ledger lines per day of one month ('Banco de Horas Período'), kept by every append in
 * the same transaction (atomic ADDs on 'dNN'): a period of the whole company is one Query per month.
 */
export const BankMonth = new Entity({
  model: { entity: 'bankMonth', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** 'yyyy-MM'. */
    month: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    ...monthDayAttributes,
  },
  indexes: {
    companyMonth: {
      pk: { field: 'pk', composite: ['companyId', 'month'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
  },
});

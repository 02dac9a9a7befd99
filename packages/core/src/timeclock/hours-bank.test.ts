import { describe, expect, it } from 'vitest';
import { compensatedMinutesByDay, dayBalanceCorrections, ledgerTotal, periodTotal, type BankLine } from './hours-bank';

// A worked ledger: two days of overtime, a day short, a correction after an approved adjustment, a compensation
// and a payment.
const LEDGER: BankLine[] = [
  { kind: 'DAY_BALANCE', day: '2026-10-30', minutes: 45 },
  { kind: 'DAY_BALANCE', day: '2026-11-02', minutes: 30 },
  { kind: 'DAY_BALANCE', day: '2026-11-03', minutes: -528 },
  // HR approved the adjustment of the 3rd: the day worked 8:48 after all, so the ledger gains +528.
  { kind: 'DAY_BALANCE', day: '2026-11-03', minutes: 528 },
  { kind: 'DAY_BALANCE', day: '2026-11-04', minutes: 120 },
  { kind: 'COMPENSATION_PAYMENT', day: '2026-11-20', minutes: -60 },
  { kind: 'MONEY_PAYMENT', day: '2026-11-30', minutes: -90 },
];

describe('the ledger', () => {
  it('the bank is the sum of every line: 45 + 30 − 528 + 528 + 120 − 60 − 90 = 45', () => {
    expect(ledgerTotal(LEDGER)).toBe(45);
    expect(ledgerTotal([])).toBe(0);
  });

  it('the period is the lines of its days, both ends included', () => {
    expect(periodTotal(LEDGER, '2026-11-01', '2026-11-30')).toBe(0);
    expect(periodTotal(LEDGER, '2026-11-02', '2026-11-04')).toBe(150);
    expect(periodTotal(LEDGER, '2026-10-30', '2026-10-30')).toBe(45);
    expect(periodTotal(LEDGER, '2026-12-01', '2026-12-31')).toBe(0);
  });
});

describe('dayBalanceCorrections', () => {
  it("adds only the difference between a day's new balance and its DAY_BALANCE lines", () => {
    expect(dayBalanceCorrections(LEDGER, { '2026-11-02': 30, '2026-11-03': -12, '2026-11-05': 15 })).toEqual({
      '2026-11-03': -12,
      '2026-11-05': 15,
    });
  });

  it("ignores a day's compensation and payment lines: those are not the day's balance", () => {
    expect(dayBalanceCorrections(LEDGER, { '2026-11-20': 0, '2026-11-30': 10 })).toEqual({ '2026-11-30': 10 });
  });

  it('after the corrections, every day holds exactly its balance', () => {
    const balances = { '2026-11-02': -15, '2026-11-03': 0, '2026-11-04': 200 };
    const corrections = dayBalanceCorrections(LEDGER, balances);
    const corrected = [...LEDGER, ...Object.entries(corrections).map(([day, minutes]): BankLine => ({ kind: 'DAY_BALANCE', day, minutes }))];
    expect(dayBalanceCorrections(corrected, balances)).toEqual({});
  });
});

describe('compensatedMinutesByDay', () => {
  it('gives the minutes taken off on each compensated day', () => {
    expect(compensatedMinutesByDay([...LEDGER, { kind: 'COMPENSATION_PAYMENT', day: '2026-11-20', minutes: -30 }])).toEqual({
      '2026-11-20': 90,
    });
  });
});

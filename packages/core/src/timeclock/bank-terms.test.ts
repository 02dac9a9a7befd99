import { describe, expect, it } from 'vitest';
import { bankExpiries, bankMovements, dueExpiries, payableMinutes, paysOvertime, upcomingExpiries, type TermLine } from './bank-terms';

// The bank following the company's regime (issue 22 §4, CLT art. 59 §§2, 5, 6); the terms themselves are in
// rules-clt.test.ts.

const balance = (day: string, minutes: number): TermLine => ({ kind: 'DAY_BALANCE', day, minutes });

describe('which overtime is paid instead of banked', () => {
  it('pays without a bank, and on a journey of point type Hora extra whatever the regime', () => {
    expect(paysOvertime('NONE', 'Normal')).toBe(true);
    expect(paysOvertime('INDIVIDUAL_AGREEMENT', 'Hora extra')).toBe(true);
    expect(paysOvertime('COLLECTIVE_AGREEMENT', 'Banco de Horas')).toBe(false);
    expect(paysOvertime('SAME_MONTH', null)).toBe(false);
  });
  it('pays 60 minutes at 50 % as 90, at 100 % as 120', () => {
    expect(payableMinutes(60)).toBe(90);
    expect(payableMinutes(60, 100)).toBe(120);
    expect(payableMinutes(-30)).toBe(-45);
  });
});

describe('a negative bank', () => {
  it('is paid back first by later overtime: only what is left becomes a credit that can expire', () => {
    const movements = [
      { day: '2026-01-05', minutes: -60 },
      { day: '2026-01-15', minutes: 90 },
    ];
    expect(bankExpiries(movements, 'INDIVIDUAL_AGREEMENT', '2026-12-31')).toEqual([{ creditDay: '2026-01-15', expiresOn: '2026-07-15', minutes: 30 }]);
  });
});

describe('the ledger as the expiry job reads it', () => {
  it('nets each day and leaves the expiry lines out', () => {
    const lines: TermLine[] = [
      balance('2026-01-15', 60),
      { kind: 'OVERTIME_PAYABLE', day: '2026-01-15', minutes: -60 },
      balance('2026-01-16', 30),
      { kind: 'COMPENSATION_PAYMENT', day: '2026-01-20', minutes: -10 },
      { kind: 'EXPIRED', day: '2026-07-16', minutes: -20, creditDay: '2026-01-16' },
    ];
    expect(bankMovements(lines)).toEqual([
      { day: '2026-01-16', minutes: 30 },
      { day: '2026-01-20', minutes: -10 },
    ]);
  });

  it('writes +60 banked on 15/01 and never compensated as one line due on 15/07, and nothing once written', () => {
    const lines: TermLine[] = [balance('2026-01-15', 60)];
    expect(dueExpiries(lines, 'INDIVIDUAL_AGREEMENT', '2026-07-14')).toEqual([]);
    const due = dueExpiries(lines, 'INDIVIDUAL_AGREEMENT', '2026-07-15');
    expect(due).toEqual([{ creditDay: '2026-01-15', expiresOn: '2026-07-15', minutes: 60 }]);
    const written = [...lines, { kind: 'EXPIRED' as const, day: '2026-07-15', minutes: -60, creditDay: '2026-01-15' }];
    expect(dueExpiries(written, 'INDIVIDUAL_AGREEMENT', '2026-07-20')).toEqual([]);
  });

  it('writes only the difference when a credit grew after it expired (an adjustment approved late)', () => {
    const lines: TermLine[] = [
      balance('2026-01-15', 60),
      { kind: 'EXPIRED', day: '2026-07-15', minutes: -60, creditDay: '2026-01-15' },
      balance('2026-01-15', 15),
    ];
    expect(dueExpiries(lines, 'INDIVIDUAL_AGREEMENT', '2026-07-20')).toEqual([{ creditDay: '2026-01-15', expiresOn: '2026-07-15', minutes: 15 }]);
  });

  it('expires the oldest credits first, after what was compensated', () => {
    const lines: TermLine[] = [
      balance('2026-01-10', 60),
      balance('2026-01-20', 60),
      { kind: 'COMPENSATION_PAYMENT', day: '2026-02-02', minutes: -90 },
    ];
    expect(dueExpiries(lines, 'INDIVIDUAL_AGREEMENT', '2026-12-31')).toEqual([{ creditDay: '2026-01-20', expiresOn: '2026-07-20', minutes: 30 }]);
  });
});

describe("HR's warning of the next 30 days", () => {
  const lines: TermLine[] = [balance('2026-01-15', 60), balance('2026-02-20', 45), balance('2026-03-01', 30)];
  it('lists the credits whose term ends after today and within the 30 days', () => {
    expect(upcomingExpiries(lines, 'INDIVIDUAL_AGREEMENT', '2026-07-01', '2026-07-31')).toEqual([{ creditDay: '2026-01-15', expiresOn: '2026-07-15', minutes: 60 }]);
    expect(upcomingExpiries(lines, 'INDIVIDUAL_AGREEMENT', '2026-07-20', '2026-08-19')).toEqual([]);
    expect(upcomingExpiries(lines, 'SAME_MONTH', '2026-02-25', '2026-03-27')).toEqual([{ creditDay: '2026-02-20', expiresOn: '2026-03-01', minutes: 45 }]);
  });
  it('counts a compensation already scheduled before the expiry', () => {
    const scheduled = [...lines, { kind: 'COMPENSATION_PAYMENT' as const, day: '2026-07-10', minutes: -40 }];
    expect(upcomingExpiries(scheduled, 'INDIVIDUAL_AGREEMENT', '2026-07-01', '2026-07-31')).toEqual([{ creditDay: '2026-01-15', expiresOn: '2026-07-15', minutes: 20 }]);
  });
});

import { describe, expect, it } from 'vitest';
import { cpfFromFileName, hasPayslips, isPayslipMonthAllowed, payslipDate, payslipMonthOptions } from './rules';

describe('payslip month options (001 §5, §9)', () => {
  it('run from the admission month to the current month, newest first', () => {
    expect(payslipMonthOptions('2025-11-20', '2026-03-02')).toEqual([
      { month: 3, year: 2026, label: 'Março/2026' },
      { month: 2, year: 2026, label: 'Fevereiro/2026' },
      { month: 1, year: 2026, label: 'Janeiro/2026' },
      { month: 12, year: 2025, label: 'Dezembro/2025' },
      { month: 11, year: 2025, label: 'Novembro/2025' },
    ]);
  });

  it('offer the one month when admitted this month, none before the admission month', () => {
    expect(payslipMonthOptions('2026-03-31', '2026-03-01')).toEqual([{ month: 3, year: 2026, label: 'Março/2026' }]);
    expect(payslipMonthOptions('2026-04-01', '2026-03-31')).toEqual([]);
  });

  it('accept only those months', () => {
    expect(isPayslipMonthAllowed(11, 2025, '2025-11-20', '2026-03-02')).toBe(true);
    expect(isPayslipMonthAllowed(10, 2025, '2025-11-20', '2026-03-02')).toBe(false);
    expect(isPayslipMonthAllowed(4, 2026, '2025-11-20', '2026-03-02')).toBe(false);
  });

  it('are stored as the first day of the month', () => {
    expect(payslipDate(3, 2026)).toBe('2026-03-01');
    expect(payslipDate(12, 2025)).toBe('2025-12-01');
  });
});

describe('cpfFromFileName (bulk upload)', () => {
  it('reads a masked or plain CPF anywhere in the name', () => {
    expect(cpfFromFileName('123.456.789-09 holerite.pdf')).toBe('12345678909');
    expect(cpfFromFileName('holerite_12345678909.pdf')).toBe('12345678909');
    expect(cpfFromFileName('Março 2026 - 529.982.247-25.pdf')).toBe('52998224725');
  });

  it('refuses invalid check digits, repeated digits, and digits inside a longer number', () => {
    expect(cpfFromFileName('holerite_12345678900.pdf')).toBeNull();
    expect(cpfFromFileName('111.111.111-11.pdf')).toBeNull();
    expect(cpfFromFileName('holerite_012345678909.pdf')).toBeNull();
    expect(cpfFromFileName('holerite.pdf')).toBeNull();
  });

  it('skips an invalid number to find a valid one', () => {
    expect(cpfFromFileName('20260301 12345678900 529.982.247-25.pdf')).toBe('52998224725');
  });
});

describe('payslips tab (001 §2)', () => {
  it('exists for CLT only', () => {
    expect(hasPayslips('CLT')).toBe(true);
    expect(hasPayslips('PJ')).toBe(false);
    expect(hasPayslips(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { estimateRescission, proportionalMonths, thirteenthMonths, type EstimateInput } from './rescission-estimate';

const SALARY = 300_000; // R$ 3.000,00
const input = (overrides: Partial<EstimateInput> = {}): EstimateInput => ({
  salary: SALARY,
  admissionDate: '2020-01-10',
  resignationDate: '2021-01-10',
  dismissalOrigin: 'company',
  justCause: false,
  notice: 'complyNotice',
  warningDefinitions: 'twoHoursEarlier',
  ...overrides,
});
const amounts = (estimate: ReturnType<typeof estimateRescission>) =>
  Object.fromEntries((estimate?.lines ?? []).map((line) => [line.item, line.amount]));
const formulas = (estimate: ReturnType<typeof estimateRescission>) =>
  Object.fromEntries((estimate?.lines ?? []).map((line) => [line.item, line.formula]));

describe('months that count', () => {
  it('counts a month for the 13th when 15 days or more of it were worked', () => {
    expect(thirteenthMonths('2020-01-10', '2021-02-12')).toBe(1);
    expect(thirteenthMonths('2020-01-10', '2021-02-15')).toBe(2);
    expect(thirteenthMonths('2021-03-17', '2021-05-31')).toBe(3); // March has 15 days from the 17th
    expect(thirteenthMonths('2021-03-18', '2021-05-31')).toBe(2); // 14 in March, April, May
  });

  it('counts proportional months with a remainder of 15 days or more as one', () => {
    expect(proportionalMonths('2021-01-10', '2021-02-12')).toBe(1);
    expect(proportionalMonths('2021-01-10', '2021-02-23')).toBe(1); // 1 month and 14 days
    expect(proportionalMonths('2021-01-10', '2021-02-24')).toBe(2); // 1 month and 15 days
    expect(proportionalMonths('2020-01-10', '2021-01-09')).toBe(12);
  });
});

describe('rescission estimate (worked examples)', () => {
  it('company dismissal after one year, worked notice of 33 days (ends 12/02/2021)', () => {
    const estimate = estimateRescission(input());
    expect(amounts(estimate)).toEqual({
      salaryBalance: 120_000, // 3000 ÷ 30 × 12 days of February
      thirteenth: 25_000, // January only (12 days of February < 15)
      vacation: 25_000, // 1 month since the anniversary 10/01/2021
      vacationThird: 8_333,
      fgtsFine: 135_200, // 40 % × (8 % × 3000 × 13 months × 13/12 = 3380)
    });
    expect(estimate?.total).toBe(313_533);
    expect(estimate?.fgtsBalanceEstimated).toBe(true);
    expect(formulas(estimate)).toEqual({
      salaryBalance: 'R$ 3.000,00 ÷ 30 × 12 dias',
      thirteenth: 'R$ 3.000,00 ÷ 12 × 1 mês',
      vacation: 'R$ 3.000,00 ÷ 12 × 1 mês',
      vacationThird: 'R$ 250,00 ÷ 3',
      fgtsFine: '40% × saldo estimado R$ 3.380,00 (8% × R$ 3.000,00 × 13 meses × 13/12)',
    });
  });

  it('an indemnified notice pays its days and projects the service time', () => {
    const estimate = estimateRescission(input({ notice: 'indemnifiedNotice', warningDefinitions: null }));
    expect(amounts(estimate)).toEqual({
      salaryBalance: 100_000, // 10 days of January
      indemnifiedNotice: 330_000, // 33 days
      thirteenth: 25_000,
      vacation: 25_000,
      vacationThird: 8_333,
      fgtsFine: 135_200,
    });
    expect(formulas(estimate).indemnifiedNotice).toBe('R$ 3.000,00 ÷ 30 × 33 dias');
  });

  it('by agreement (art. 484-A): half the indemnified notice and 20 % of the FGTS, over the balance HR typed', () => {
    const estimate = estimateRescission(input({ dismissalOrigin: 'agreement', notice: 'indemnifiedNotice', warningDefinitions: null, fgtsBalance: 500_000 }));
    expect(amounts(estimate)).toMatchObject({ indemnifiedNotice: 165_000, fgtsFine: 100_000 });
    expect(formulas(estimate).fgtsFine).toBe('20% × saldo informado R$ 5.000,00');
    expect(estimate?.fgtsBalanceEstimated).toBe(false);
  });

  it('a collaborator who resigns after 5 years and works 30 days: no FGTS fine', () => {
    const estimate = estimateRescission(input({ dismissalOrigin: 'collaborator', resignationDate: '2025-02-01' }));
    expect(estimate?.notice.noticeDays).toBe(30);
    expect(amounts(estimate)).toEqual({
      salaryBalance: 30_000, // notice ends 03/03/2025: 3 days of March
      thirteenth: 50_000, // January and February
      vacation: 50_000, // 10/01 to 03/03: 1 month and 22 days
      vacationThird: 16_667,
    });
  });

  it('a collaborator who resigns and does not work the notice has it deducted', () => {
    const estimate = estimateRescission(input({ dismissalOrigin: 'collaborator', resignationDate: '2025-02-01', notice: 'indemnifiedNotice', warningDefinitions: null }));
    expect(amounts(estimate)).toMatchObject({ salaryBalance: 10_000, noticeDeduction: -300_000, thirteenth: 25_000 });
    expect(formulas(estimate).noticeDeduction).toBe('−R$ 3.000,00 ÷ 30 × 30 dias (CLT art. 487, §2º)');
  });

  it('just cause pays the salary balance only', () => {
    const estimate = estimateRescission(input({ justCause: true, resignationDate: '2021-06-20' }));
    expect(amounts(estimate)).toEqual({ salaryBalance: 200_000 });
  });

  it('counts the salary balance from the admission when both fall in the same month', () => {
    const estimate = estimateRescission(input({ admissionDate: '2021-01-05', resignationDate: '2021-01-20', justCause: true }));
    expect(amounts(estimate).salaryBalance).toBe(160_000); // 16 days
  });

  it('is null without a notice or a salary', () => {
    expect(estimateRescission(input({ resignationDate: '2019-01-01' }))).toBeNull();
    expect(estimateRescission(input({ salary: 0 }))).toBeNull();
  });
});

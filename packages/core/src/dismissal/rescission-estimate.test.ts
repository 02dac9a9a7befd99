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
  // The first period's vacation, taken: the examples below are about the other lines.
  vacation: { vacations: [{ first: '2020-12-01', days: 30 }] },
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
    expect(formulas(estimate).indemnifiedNotice).toBe('R$ 3.000,00 ÷ 30 × 33 dias ÷ 2');
    expect(estimate?.fgtsBalanceEstimated).toBe(false);
  });

  it('a collaborator who resigns after 5 years and works 30 days: no FGTS fine', () => {
    const vacations = [2020, 2021, 2022, 2023, 2024].map((year) => ({ first: `${year}-12-01`, days: 30 }));
    const estimate = estimateRescission(input({ dismissalOrigin: 'collaborator', resignationDate: '2025-02-01', vacation: { vacations } }));
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
    expect(formulas(estimate).noticeDeduction).toBe('−R$ 3.000,00 ÷ 30 × 30 dias');
    expect(estimate?.lines.find((line) => line.item === 'noticeDeduction')?.basis).toBe('CLT art. 487, §2º');
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

describe('vacation, 13th and hours bank at the termination (issue 24 §3)', () => {
  const lines = (estimate: ReturnType<typeof estimateRescission>) =>
    (estimate?.lines ?? []).map(({ label, amount, formula, basis }) => ({ label, amount, formula, basis }));

  it('admitted 01/07/2025, the indemnified notice projects the end to 30/06/2026: a full period, R$ 3 000 + R$ 1 000', () => {
    const estimate = estimateRescission(
      input({ admissionDate: '2025-07-01', resignationDate: '2026-05-31', notice: 'indemnifiedNotice', warningDefinitions: null, vacation: {} }),
    );
    expect(estimate?.notice.noticeEndDate).toBe('2026-06-30');
    const vacation = lines(estimate).filter((line) => line.label.includes('Férias') || line.label.includes('férias'));
    expect(vacation).toEqual([
      { label: 'Férias vencidas (período 01/07/2025 a 30/06/2026)', amount: 300_000, formula: 'R$ 3.000,00 ÷ 30 × 30 dias', basis: 'CLT art. 146' },
      {
        label: '1/3 constitucional das férias vencidas (período 01/07/2025 a 30/06/2026)',
        amount: 100_000,
        formula: 'R$ 3.000,00 ÷ 3',
        basis: 'CF art. 7º, XVII',
      },
    ]);
  });

  it('the same period with 6 unjustified absences gives 24 days (art. 130): R$ 2 400 + R$ 800', () => {
    const unjustifiedAbsences = ['2025-09-01', '2025-09-02', '2025-09-03', '2025-09-04', '2025-09-05', '2025-09-08'];
    const estimate = estimateRescission(
      input({ admissionDate: '2025-07-01', resignationDate: '2026-05-31', notice: 'indemnifiedNotice', warningDefinitions: null, vacation: { unjustifiedAbsences } }),
    );
    expect(amounts(estimate)).toMatchObject({ overdueVacation: 240_000, overdueVacationThird: 80_000 });
    expect(formulas(estimate).overdueVacation).toBe('R$ 3.000,00 ÷ 30 × 24 dias');
  });

  it('days sold (abono, art. 143) are not owed again: 14 taken and 10 sold leave 6 days of the period', () => {
    const vacations = [{ first: '2026-08-03', days: 14, soldDays: 10 }];
    const estimate = estimateRescission(
      input({ admissionDate: '2025-07-01', resignationDate: '2026-09-10', notice: 'indemnifiedNotice', warningDefinitions: null, vacation: { vacations } }),
    );
    expect(amounts(estimate)).toMatchObject({ overdueVacation: 60_000, overdueVacationThird: 20_000 });
    expect(formulas(estimate).overdueVacation).toBe('R$ 3.000,00 ÷ 30 × 6 dias');
  });

  it('takes off the proportional vacation the days of the running period already enjoyed or sold', () => {
    const vacations = [{ first: '2025-12-15', days: 10, soldDays: 5 }];
    const estimate = estimateRescission(
      input({ admissionDate: '2025-07-01', resignationDate: '2026-03-31', notice: 'indemnifiedNotice', warningDefinitions: null, vacation: { vacations } }),
    );
    expect(estimate?.notice.noticeEndDate).toBe('2026-04-30');
    expect(amounts(estimate)).toMatchObject({ vacation: 100_000, vacationThird: 33_333 }); // 10/12 of 30 days less 15
    expect(formulas(estimate).vacation).toBe('R$ 3.000,00 ÷ 12 × 10 meses − R$ 3.000,00 ÷ 30 × 15 dias já gozados ou vendidos');
    const whole = [{ first: '2025-12-15', days: 20, soldDays: 10 }];
    const more = estimateRescission(
      input({ admissionDate: '2025-07-01', resignationDate: '2025-12-31', notice: 'indemnifiedNotice', warningDefinitions: null, vacation: { vacations: whole } }),
    );
    expect(amounts(more).vacation).toBe(0); // an advance beyond the proportion is not charged back
  });

  it('counts as taken only the vacations begun by the last day of work', () => {
    const scheduled = estimateRescission(
      input({ admissionDate: '2025-07-01', resignationDate: '2026-07-10', notice: 'indemnifiedNotice', warningDefinitions: null, vacation: { vacations: [{ first: '2026-08-03', days: 30 }] } }),
    );
    expect(amounts(scheduled)).toMatchObject({ overdueVacation: 300_000 });
    const taken = estimateRescission(
      input({ admissionDate: '2025-07-01', resignationDate: '2026-07-10', notice: 'indemnifiedNotice', warningDefinitions: null, vacation: { vacations: [{ first: '2026-07-01', days: 5 }] } }),
    );
    expect(amounts(taken)).toMatchObject({ overdueVacation: 250_000 });
  });

  it('pays a period past its concession deadline double (art. 137), even with just cause (art. 146)', () => {
    const estimate = estimateRescission(input({ admissionDate: '2023-03-01', resignationDate: '2025-04-10', justCause: true, vacation: {} }));
    expect(lines(estimate).filter((line) => line.label.startsWith('Férias vencidas'))).toEqual([
      { label: 'Férias vencidas em dobro (período 01/03/2023 a 29/02/2024)', amount: 600_000, formula: 'R$ 3.000,00 ÷ 30 × 30 dias × 2', basis: 'CLT arts. 137 e 146' },
      { label: 'Férias vencidas (período 01/03/2024 a 28/02/2025)', amount: 300_000, formula: 'R$ 3.000,00 ÷ 30 × 30 dias', basis: 'CLT art. 146' },
    ]);
    expect(amounts(estimate)).not.toHaveProperty('vacation'); // Súmula 171 TST: no proportional with just cause
  });

  it('reduces the proportional vacation by the absences of art. 130', () => {
    const absences = Array.from({ length: 6 }, (_, day) => `2020-03-0${day + 1}`);
    const estimate = estimateRescission(input({ resignationDate: '2020-06-01', vacation: { unjustifiedAbsences: absences } }));
    // Notice of 30 days to 01/07/2020: 5 months and 22 days → 6 months, 24 of 30 days.
    expect(formulas(estimate).vacation).toBe('R$ 3.000,00 ÷ 12 × 6 meses × 24/30 (CLT art. 130)');
    expect(amounts(estimate).vacation).toBe(120_000);
  });

  it('notice given 10/12/2026 projected to 12/01/2027: the 13th of 2026 in full (less the advance), of 2027 none', () => {
    const estimate = estimateRescission(
      input({ admissionDate: '2025-01-10', resignationDate: '2026-12-10', notice: 'indemnifiedNotice', warningDefinitions: null, thirteenthAdvance: 150_000 }),
    );
    expect(estimate?.notice.noticeEndDate).toBe('2027-01-12'); // 33 days for one completed year
    expect(lines(estimate).filter((line) => line.label.startsWith('13º'))).toEqual([
      { label: '13º salário proporcional de 2026', amount: 150_000, formula: 'R$ 3.000,00 ÷ 12 × 12 meses − adiantamento R$ 1.500,00', basis: 'Lei 4.090/1962, arts. 1º e 3º' },
      { label: '13º salário proporcional de 2027', amount: 0, formula: 'R$ 3.000,00 ÷ 12 × 0 meses', basis: 'Lei 4.090/1962, arts. 1º e 3º' },
    ]);
  });

  it('a dismissal from 20 December on has that year’s 13th paid already (Lei 4.749/1965 art. 1º)', () => {
    const estimate = estimateRescission(input({ resignationDate: '2026-12-21', notice: 'indemnifiedNotice', warningDefinitions: null }));
    expect(lines(estimate).filter((line) => line.label.startsWith('13º')).map((line) => line.label)).toEqual(['13º salário proporcional de 2027']);
  });

  it('pays a positive hours bank as overtime (art. 59 §3) and shows a negative one without deducting it', () => {
    const positive = estimateRescission(input({ bankMinutes: 630 }));
    expect(lines(positive).find((line) => line.label === 'Banco de horas')).toEqual({
      label: 'Banco de horas',
      amount: 21_477, // 3000 ÷ 220 × 1.5 × 10.5 h = 214,77
      formula: 'R$ 3.000,00 ÷ 220 h × 1,5 × 10:30',
      basis: 'CLT art. 59, §3º; CF art. 7º, XVI',
    });
    const negative = estimateRescission(input({ bankMinutes: -300 }));
    expect(lines(negative).find((line) => line.label === 'Banco de horas')).toMatchObject({ amount: 0, formula: expect.stringContaining('-05:00 não descontado') });
    expect(negative?.total).toBe(estimateRescission(input())?.total);
  });
});

describe('experience contracts (CLT arts. 479–481)', () => {
  // 45 + 45 from 02/03/2026: first term 15/04, extension to 30/05; R$ 3 000 a month.
  const experience = { endOfFirstPeriod: '2026-04-15', endOfSecondPeriod: '2026-05-30', extended: false, reciprocalClause: false };
  const early = (overrides: Partial<EstimateInput> = {}) =>
    estimateRescission(input({ admissionDate: '2026-03-02', resignationDate: '2026-04-10', experience, vacation: {}, ...overrides }));

  it('the company ends it on 10/04/2026: no notice; R$ 250 to the first term, R$ 2 500 when the extension is provided', () => {
    const first = early();
    expect(first?.notice.noticeDays).toBe(0);
    expect(amounts(first)).toMatchObject({ experienceIndemnity: 25_000 });
    expect(amounts(first)).not.toHaveProperty('indemnifiedNotice');
    expect(formulas(first).experienceIndemnity).toBe('R$ 3.000,00 ÷ 30 × 5 dias até 15/04/2026 ÷ 2');
    const extended = early({ experience: { ...experience, extended: true } });
    expect(amounts(extended)).toMatchObject({ experienceIndemnity: 250_000 });
    expect(amounts(extended)).toHaveProperty('fgtsFine'); // Decreto 99.684/1990 art. 14
  });

  it('ended early by the employee: the art. 480 indemnity, up to the same limit, deducted', () => {
    expect(amounts(early({ dismissalOrigin: 'collaborator' }))).toMatchObject({ experienceDeduction: -25_000 });
    expect(amounts(early({ dismissalOrigin: 'collaborator' }))).not.toHaveProperty('fgtsFine');
  });

  it('at its term: no notice, no FGTS fine', () => {
    const atTerm = early({ resignationDate: '2026-04-15' });
    expect(atTerm?.notice.noticeDays).toBe(0);
    expect(amounts(atTerm)).not.toHaveProperty('fgtsFine');
    expect(amounts(atTerm)).not.toHaveProperty('experienceIndemnity');
  });

  it('with the reciprocal clause (art. 481) the notice rules apply', () => {
    const clause = early({ experience: { ...experience, reciprocalClause: true }, notice: 'indemnifiedNotice', warningDefinitions: null });
    expect(clause?.notice.noticeDays).toBe(30);
    expect(amounts(clause)).toMatchObject({ indemnifiedNotice: 300_000 });
    expect(amounts(clause)).not.toHaveProperty('experienceIndemnity');
  });
});

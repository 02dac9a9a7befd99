import { describe, expect, it } from 'vitest';
import { computeNotice, noticeExplanation, type NoticeInput } from './notice';

const dismissal = (resignationDate: string, overrides: Partial<NoticeInput> = {}): NoticeInput => ({
  admissionDate: '2020-01-10',
  resignationDate,
  dismissalOrigin: 'company',
  justCause: false,
  notice: 'complyNotice',
  warningDefinitions: 'twoHoursEarlier',
  ...overrides,
});

describe('notice days (Lei 12.506/2011, Nota Técnica MTE 184/2012)', () => {
  it('the issue examples: admission 10/01/2020 dismissed by the company', () => {
    expect(computeNotice(dismissal('2021-01-09'))).toMatchObject({ completedYears: 0, yearsCounted: 0, daysAdded: 0, noticeDays: 30 });
    expect(computeNotice(dismissal('2021-01-10'))).toMatchObject({ completedYears: 1, yearsCounted: 1, daysAdded: 3, noticeDays: 33 });
    expect(computeNotice(dismissal('2026-01-09'))).toMatchObject({ completedYears: 5, yearsCounted: 5, daysAdded: 15, noticeDays: 45 });
  });

  it('one year and two months still gives 33 (only completed years count)', () => {
    expect(computeNotice(dismissal('2021-03-10'))?.noticeDays).toBe(33);
  });

  it('stops at 90 days: 20 years count, 25 years give 90 and say it was capped', () => {
    expect(computeNotice(dismissal('2040-01-10'))).toMatchObject({ noticeDays: 90, capped: false });
    expect(computeNotice(dismissal('2045-01-10'))).toMatchObject({ completedYears: 25, yearsCounted: 20, daysAdded: 60, noticeDays: 90, capped: true });
  });

  it('a collaborator who resigns after 5 years owes 30 days: the increase benefits the employee only', () => {
    const notice = computeNotice(dismissal('2025-02-01', { dismissalOrigin: 'collaborator' }));
    expect(notice).toMatchObject({ completedYears: 5, increaseApplies: false, yearsCounted: 0, daysAdded: 0, noticeDays: 30 });
  });

  it('a dismissal with just cause has no notice', () => {
    const notice = computeNotice(dismissal('2025-02-01', { justCause: true }));
    expect(notice).toMatchObject({ noticeDays: 0, noticeEndDate: null, departureDate: '2025-02-01' });
  });

  it('the collaborator ending it for the company fault (CLT art. 483) and the agreement (art. 484-A) count years', () => {
    expect(computeNotice(dismissal('2022-01-10', { dismissalOrigin: 'collaborator', justCause: true }))?.noticeDays).toBe(36);
    expect(computeNotice(dismissal('2022-01-10', { dismissalOrigin: 'agreement' }))?.noticeDays).toBe(36);
  });

  it('is empty when the resignation comes before the admission or a day is not real (002 §4.5)', () => {
    expect(computeNotice(dismissal('2020-01-09'))).toBeNull();
    expect(computeNotice(dismissal('2021-02-30'))).toBeNull();
  });
});

describe('notice end and departure', () => {
  it('ends that many days after the resignation date, the first day excluded (Súmula 380 TST)', () => {
    expect(computeNotice(dismissal('2021-01-09'))).toMatchObject({ noticeEndDate: '2021-02-08', departureDate: '2021-02-08' });
    expect(computeNotice(dismissal('2021-01-10'))).toMatchObject({ noticeEndDate: '2021-02-12', departureDate: '2021-02-12' });
  });

  it("'sair 7 dias antes' leaves 7 days before the notice end, which stays", () => {
    const notice = computeNotice(dismissal('2021-01-10', { warningDefinitions: 'sevenDaysBeforeEndDate' }));
    expect(notice).toMatchObject({ noticeEndDate: '2021-02-12', departureDate: '2021-02-05' });
  });

  it('an indemnified notice leaves on the resignation date and projects the notice end separately', () => {
    const notice = computeNotice(dismissal('2021-01-10', { notice: 'indemnifiedNotice', warningDefinitions: null }));
    expect(notice).toMatchObject({ noticeDays: 33, departureDate: '2021-01-10', noticeEndDate: '2021-02-12' });
  });
});

describe('the computation shown under the field', () => {
  it('says the years counted, the days added and the cap', () => {
    expect(noticeExplanation(computeNotice(dismissal('2021-01-10'))!)).toBe(
      '30 dias + 3 × 1 ano (1 ano completo) = 33 dias (Lei 12.506/2011, Nota Técnica MTE 184/2012).',
    );
    expect(noticeExplanation(computeNotice(dismissal('2045-01-10'))!)).toBe(
      '30 dias + 3 × 20 anos (25 anos completos, limitado a 20 anos) = 90 dias (Lei 12.506/2011, Nota Técnica MTE 184/2012).',
    );
  });

  it('says why a resignation gets no increase, and that just cause has no notice', () => {
    expect(noticeExplanation(computeNotice(dismissal('2025-02-01', { dismissalOrigin: 'collaborator' }))!)).toBe(
      '30 dias: o acréscimo de 3 dias por ano (Lei 12.506/2011) vale só quando a empresa desliga (5 anos completos de empresa).',
    );
    expect(noticeExplanation(computeNotice(dismissal('2025-02-01', { justCause: true }))!)).toBe(
      'Dispensa por justa causa: não há aviso prévio (CLT art. 487).',
    );
  });
});

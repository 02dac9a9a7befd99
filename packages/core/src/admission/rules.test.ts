import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { issuesByPath } from './testing/issues';
import {
  admissionDateProblem,
  admissionOutOfWindowMessage,
  firstLimitDay,
  isAdmissionDateInWindow,
  isLimitDateBeforeAdmission,
  isPastDayInRange,
  limitDateProblem,
  limitDateRules,
} from './rules';

describe('admission date and fill deadline (spec 001 §5, issue 8)', () => {
  it('compares limit and admission dates', () => {
    expect(isLimitDateBeforeAdmission('2030-03-01', '2030-02-28')).toBe(true);
    expect(isLimitDateBeforeAdmission('2030-03-01', '2030-03-01')).toBe(false);
  });

  it('accepts an admission date from 30 days back to a year ahead, and says the window in dd/MM/yyyy', () => {
    const today = '2026-11-24';
    expect(isAdmissionDateInWindow('2026-10-25', today)).toBe(true);
    expect(isAdmissionDateInWindow('2026-10-24', today)).toBe(false);
    expect(isAdmissionDateInWindow('2027-11-24', today)).toBe(true);
    expect(isAdmissionDateInWindow('2027-11-25', today)).toBe(false);
    expect(isAdmissionDateInWindow('2062-11-24', today)).toBe(false);
    expect(admissionOutOfWindowMessage(today)).toBe('A data de admissão deve estar entre 25/10/2026 e 24/11/2027.');
  });

  it('a limit date may be the admission day or later, but not before it', () => {
    expect(limitDateProblem('2030-03-01', '2030-03-01', '2030-01-01')).toBeNull();
    expect(limitDateProblem('2030-03-01', '2030-04-01', '2030-01-01')).toBeNull();
    expect(limitDateProblem('2030-03-01', '2030-02-28', '2030-01-01')).toBe(
      'A data de admissão não pode ser maior que o preenchimento.',
    );
  });

  it('a limit date may be today, not in the past', () => {
    expect(limitDateProblem('2029-12-01', '2030-01-10', '2030-01-10')).toBeNull();
    expect(limitDateProblem('2029-12-01', '2030-01-09', '2030-01-10')).toBe('A data limite não pode ser anterior a hoje.');
  });

  it('an admission date outside the window says the window', () => {
    expect(admissionDateProblem('2026-11-24', '2026-11-24')).toBeNull();
    expect(admissionDateProblem('2026-10-24', '2026-11-24')).toBe(admissionOutOfWindowMessage('2026-11-24'));
  });

  it('the picker starts the deadline at today, or at a later admission date', () => {
    expect(firstLimitDay('2030-03-01', '2030-01-10')).toBe('2030-03-01');
    expect(firstLimitDay('2029-12-01', '2030-01-10')).toBe('2030-01-10');
    expect(firstLimitDay('2030-02-30', '2030-01-10')).toBe('2030-01-10');
    expect(firstLimitDay('', '2030-01-10')).toBe('2030-01-10');
    expect(firstLimitDay(null, '2030-01-10')).toBe('2030-01-10');
  });

  it("the new deadline of an expired invite: one message at a time, after the day's own", () => {
    const schema = z.object({ limitDate: z.string().check(z.minLength(1, 'Data inválida')) }).check(limitDateRules('2999-03-01', () => '2026-03-10'));
    expect(issuesByPath(schema.safeParse({ limitDate: '2999-02-28' }))).toEqual({
      limitDate: ['A data de admissão não pode ser maior que o preenchimento.'],
    });
    const afterPastAdmission = z.object({ limitDate: z.string() }).check(limitDateRules('2000-01-01', () => '2026-03-10'));
    expect(issuesByPath(afterPastAdmission.safeParse({ limitDate: '2000-02-01' }))).toEqual({
      limitDate: ['A data limite não pode ser anterior a hoje.'],
    });
    expect(issuesByPath(schema.safeParse({ limitDate: '' }))).toEqual({ limitDate: ['Data inválida'] });
    expect(schema.safeParse({ limitDate: '2999-03-01' }).success).toBe(true);
  });
});

describe('birth and issue dates (000 §9, 001 §5)', () => {
  it('lie between 1900-01-01 and today, both included', () => {
    expect(isPastDayInRange('1900-01-01', '2026-03-10')).toBe(true);
    expect(isPastDayInRange('1899-12-31', '2026-03-10')).toBe(false);
    expect(isPastDayInRange('2026-03-10', '2026-03-10')).toBe(true);
    expect(isPastDayInRange('2026-03-11', '2026-03-10')).toBe(false);
  });
});

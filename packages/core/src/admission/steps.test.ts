import { describe, expect, it } from 'vitest';
import {
  allStepsApproved,
  disapprovedSteps,
  initialSteps,
  isReviewable,
  overallReviewStatus,
  STEP_NAMES,
  STEP_REVIEW_MSG,
  STEP_STATUSES,
  STEP_TAB_LABEL,
  STEP_TITLE,
  tabAfterApproval,
  type Steps,
  type StepStatus,
} from './steps';

const all = (status: StepStatus): Steps => Object.fromEntries(STEP_NAMES.map((n) => [n, { status }])) as Steps;
const withStep = (steps: Steps, name: keyof Steps, status: StepStatus, reason?: string): Steps => ({
  ...steps,
  [name]: { status, reason },
});

describe('admission steps (spec 000 §3)', () => {
  it('names the six steps and four statuses', () => {
    expect(STEP_NAMES).toEqual(['HIRING_DATA', 'PERSONAL_DATA', 'FAMILY_DATA', 'DOCUMENTS', 'ADDRESS', 'BANK_DATA']);
    expect(STEP_STATUSES).toEqual(['approved', 'underAnalysis', 'notFilled', 'disapproved']);
  });

  it('starts every step not filled', () => {
    expect(overallReviewStatus(initialSteps())).toBe('underAnalysis');
    expect(Object.values(initialSteps()).every((s) => s.status === 'notFilled' && s.reason === null)).toBe(true);
  });

  it('labels the detail tabs verbatim and titles the review cards', () => {
    expect(Object.values(STEP_TAB_LABEL)).toEqual([
      'DADOS CONTRATAÇÃO',
      'DADOS PESSOAIS',
      'DADOS DA FAMÍLIA',
      'DOCUMENTAÇÃO',
      'ENDEREÇO',
      'DADOS BANCÁRIOS',
    ]);
    expect(STEP_TITLE.PERSONAL_DATA).toBe('Sobre você');
    expect(STEP_TITLE.BANK_DATA).toBe('Dados bancários');
  });

  it('keeps the review texts verbatim', () => {
    expect(STEP_REVIEW_MSG).toMatchObject({
      approvedLabel: 'Aprovado',
      disapprovedLabel: 'Reprovado',
      stepApproved: 'Etapa aprovada!',
      stepDisapproved: 'Etapa reprovada',
      approveSucceeded: 'Dados aprovados',
      approveFailed: 'Falha ao aprovar',
      refuseFailed: 'Falha ao reprovar etapa',
    });
  });
});

describe('overall review status (spec 001 §4)', () => {
  it('is approved only when every step is', () => {
    expect(overallReviewStatus(all('approved'))).toBe('approved');
    expect(allStepsApproved(all('approved'))).toBe(true);
  });

  it('is under analysis while any step is under analysis or not filled', () => {
    expect(overallReviewStatus(withStep(all('approved'), 'ADDRESS', 'underAnalysis'))).toBe('underAnalysis');
    expect(overallReviewStatus(withStep(all('approved'), 'HIRING_DATA', 'notFilled'))).toBe('underAnalysis');
    expect(allStepsApproved(withStep(all('approved'), 'HIRING_DATA', 'notFilled'))).toBe(false);
  });

  it('is disapproved as soon as any step is, whatever the others', () => {
    const steps = withStep(withStep(all('notFilled'), 'DOCUMENTS', 'disapproved', 'Foto ilegível'), 'ADDRESS', 'underAnalysis');
    expect(overallReviewStatus(steps)).toBe('disapproved');
    expect(overallReviewStatus(withStep(all('approved'), 'BANK_DATA', 'disapproved'))).toBe('disapproved');
  });

  it('lists the refused steps in order with their reasons', () => {
    const steps = withStep(withStep(all('approved'), 'BANK_DATA', 'disapproved', 'Conta errada'), 'FAMILY_DATA', 'disapproved');
    expect(disapprovedSteps(steps)).toEqual([
      { name: 'FAMILY_DATA', reason: '' },
      { name: 'BANK_DATA', reason: 'Conta errada' },
    ]);
  });
});

describe('review actions (spec 001 §2 admission detail)', () => {
  it('offers APROVAR and REPROVAR only for a step under analysis', () => {
    expect(STEP_STATUSES.filter(isReviewable)).toEqual(['underAnalysis']);
  });

  it('moves to the next tab after approval, except from the bank tab', () => {
    expect(tabAfterApproval('HIRING_DATA')).toBe('PERSONAL_DATA');
    expect(tabAfterApproval('ADDRESS')).toBe('BANK_DATA');
    expect(tabAfterApproval('BANK_DATA')).toBe('BANK_DATA');
  });
});

import { describe, expect, it } from 'vitest';
import { initialSteps, type StepName, type Steps, type StepStatus } from './steps';
import {
  filledPercentage,
  isPageReachable,
  isWizardPage,
  landingPage,
  nextPageToFill,
  pageAfterSaving,
  stepOfWizardPage,
  WIZARD_MSG,
  wizardPageOfStep,
} from './wizard';

/** Steps with the given statuses, every other one not filled (HR's hiring data approved, as once HR saved it). */
function stepsWith(statuses: Partial<Record<StepName, StepStatus>>): Steps {
  const steps: Steps = { ...initialSteps(), HIRING_DATA: { status: 'approved', reason: null } };
  for (const [name, status] of Object.entries(statuses)) steps[name as StepName] = { status, reason: status === 'disapproved' ? 'Motivo' : null };
  return steps;
}
const FILLED_IN_ORDER: Partial<Record<StepName, StepStatus>>[] = [
  {},
  { PERSONAL_DATA: 'underAnalysis' },
  { PERSONAL_DATA: 'underAnalysis', FAMILY_DATA: 'underAnalysis' },
  { PERSONAL_DATA: 'underAnalysis', FAMILY_DATA: 'underAnalysis', DOCUMENTS: 'underAnalysis' },
  { PERSONAL_DATA: 'underAnalysis', FAMILY_DATA: 'underAnalysis', DOCUMENTS: 'underAnalysis', ADDRESS: 'underAnalysis' },
  {
    PERSONAL_DATA: 'underAnalysis',
    FAMILY_DATA: 'underAnalysis',
    DOCUMENTS: 'underAnalysis',
    ADDRESS: 'underAnalysis',
    BANK_DATA: 'underAnalysis',
  },
];

describe('candidate wizard (spec 001 §2, §9)', () => {
  it('edits one step per page, and page 6 is the review', () => {
    expect([1, 2, 3, 4, 5, 6].map((page) => stepOfWizardPage(page as 1))).toEqual([
      'PERSONAL_DATA',
      'FAMILY_DATA',
      'DOCUMENTS',
      'ADDRESS',
      'BANK_DATA',
      null,
    ]);
  });

  it('links CORRIGIR to the page of each step; hiring data has none', () => {
    expect(wizardPageOfStep('PERSONAL_DATA')).toBe(1);
    expect(wizardPageOfStep('BANK_DATA')).toBe(5);
    expect(wizardPageOfStep('HIRING_DATA')).toBeNull();
  });

  it('knows its pages', () => {
    expect(isWizardPage(1)).toBe(true);
    expect(isWizardPage(6)).toBe(true);
    expect(isWizardPage(0)).toBe(false);
    expect(isWizardPage(7)).toBe(false);
  });

  it('counts the steps actually filled: 80 on page 5 and 100 on page 6 for whoever fills them in order (001 §9)', () => {
    // On page k the candidate has filled k − 1 steps.
    expect(FILLED_IN_ORDER.map((statuses) => filledPercentage(stepsWith(statuses)))).toEqual([0, 20, 40, 60, 80, 100]);
    // Only the bank data, or only the family data: one step of five.
    expect(filledPercentage(stepsWith({ BANK_DATA: 'underAnalysis' }))).toBe(20);
    expect(filledPercentage(stepsWith({ FAMILY_DATA: 'underAnalysis' }))).toBe(20);
    // Approved and refused steps were filled too; HR's hiring data is not the candidate's.
    expect(filledPercentage(stepsWith({ PERSONAL_DATA: 'approved', FAMILY_DATA: 'disapproved' }))).toBe(40);
  });

  it('finds the first step still to fill', () => {
    expect(FILLED_IN_ORDER.map((statuses) => nextPageToFill(stepsWith(statuses)))).toEqual([1, 2, 3, 4, 5, null]);
    expect(nextPageToFill(stepsWith({ PERSONAL_DATA: 'approved', DOCUMENTS: 'underAnalysis' }))).toBe(2);
  });

  it('lands a returning candidate on the review when a step was refused, else on the first step to fill', () => {
    expect(landingPage(stepsWith({}))).toBe(1);
    expect(landingPage(stepsWith(FILLED_IN_ORDER[2]))).toBe(3);
    expect(landingPage(stepsWith(FILLED_IN_ORDER[5]))).toBe(6);
    const refused = { ...FILLED_IN_ORDER[5], PERSONAL_DATA: 'approved', FAMILY_DATA: 'disapproved' } as const;
    expect(landingPage(stepsWith(refused))).toBe(6);
    // A refusal is said on the review even while later steps wait to be filled.
    expect(landingPage(stepsWith({ PERSONAL_DATA: 'approved', FAMILY_DATA: 'disapproved' }))).toBe(6);
  });

  it('after a save opens the next page to fill, and the review after a correction', () => {
    // In order: page k opens k + 1; page 5 (FINALIZAR) opens the review.
    for (const page of [1, 2, 3, 4, 5] as const) {
      const saved = stepsWith({ ...FILLED_IN_ORDER[page - 1], [stepOfWizardPage(page) as StepName]: 'underAnalysis' });
      expect(pageAfterSaving(page, saved)).toBe(page + 1);
    }
    // A correction once everything is filled goes back to the review.
    expect(pageAfterSaving(2, stepsWith(FILLED_IN_ORDER[5]))).toBe(6);
    // Pages left behind are filled afterwards.
    expect(pageAfterSaving(4, stepsWith({ PERSONAL_DATA: 'underAnalysis', ADDRESS: 'underAnalysis', BANK_DATA: 'underAnalysis' }))).toBe(2);
  });

  it('lets the dots open the filled steps, the next one to fill, and the review once there is one to read', () => {
    const reachable = (statuses: Partial<Record<StepName, StepStatus>>) =>
      ([1, 2, 3, 4, 5, 6] as const).filter((page) => isPageReachable(page, stepsWith(statuses)));
    expect(reachable({})).toEqual([1]);
    expect(reachable(FILLED_IN_ORDER[2])).toEqual([1, 2, 3]);
    expect(reachable(FILLED_IN_ORDER[5])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(reachable({ PERSONAL_DATA: 'approved', FAMILY_DATA: 'disapproved' })).toEqual([1, 2, 3, 6]);
  });

  it('keeps the wizard texts verbatim', () => {
    expect(WIZARD_MSG).toMatchObject({
      finish: 'FINALIZAR',
      reviewTitle: 'Pronto, estamos analisando seus dados!',
      underAnalysis: 'Em análise...',
      approved: 'Aprovado!',
      fix: 'CORRIGIR',
      citiesFetchFailed: 'Falha ao carregar cidades',
      statesFetchFailed: 'Falha ao buscar Estados',
    });
  });
});

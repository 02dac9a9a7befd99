import { describe, expect, it } from 'vitest';
import {
  isWizardPage,
  nextPercentageFilled,
  percentageFilledAfterSaving,
  stepOfWizardPage,
  WIZARD_MSG,
  wizardPageOfStep,
  wizardProgress,
} from './wizard';

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

  it('shows (k − 1) × 20 on page k: 80 on page 5, 100 on page 6', () => {
    expect([1, 2, 3, 4, 5, 6].map((page) => wizardProgress(page as 1))).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('stores k × 20 after saving page k, 100 after page 5', () => {
    expect([1, 2, 3, 4, 5].map((page) => percentageFilledAfterSaving(page as 1))).toEqual([20, 40, 60, 80, 100]);
  });

  it('never lowers the stored percentage when an earlier page is corrected', () => {
    expect(nextPercentageFilled(0, 1)).toBe(20);
    expect(nextPercentageFilled(100, 2)).toBe(100);
    expect(nextPercentageFilled(60, 4)).toBe(80);
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

import type { StepName } from './steps';

// The candidate wizard /steps/1…/steps/6 (spec 001 §2 'Candidate wizard', §8, §9 'Progress').
export const WIZARD_MSG = {
  finish: 'FINALIZAR',
  reviewTitle: 'Pronto, estamos analisando seus dados!',
  underAnalysis: 'Em análise...',
  approved: 'Aprovado!',
  fix: 'CORRIGIR',
  saved: 'Dados salvos com sucesso',
  saveFailed: 'Não foi possível salvar os dados',
  /** Documents, address and bank saves without a server message. */
  saveFailedShort: 'Falha ao salvar os dados',
  loadFailed: 'Erro ao recuperar seus dados',
  stepsFetchFailed: 'Falha ao buscar informações',
  examsFetchFailed: 'Falha ao buscar exames',
  citiesFetchFailed: 'Falha ao carregar cidades',
  statesFetchFailed: 'Falha ao buscar Estados',
} as const;

/** Pages 1 to 5 each edit one step; page 6 is the review. */
export const WIZARD_STEPS = ['PERSONAL_DATA', 'FAMILY_DATA', 'DOCUMENTS', 'ADDRESS', 'BANK_DATA'] as const satisfies readonly StepName[];
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const WIZARD_PAGES = [1, 2, 3, 4, 5, 6] as const;
export type WizardPage = (typeof WIZARD_PAGES)[number];
export const REVIEW_PAGE = 6;

export function isWizardPage(value: number): value is WizardPage {
  return (WIZARD_PAGES as readonly number[]).includes(value);
}

/** The step page k edits; null for the review page. */
export function stepOfWizardPage(page: WizardPage): WizardStep | null {
  return page === REVIEW_PAGE ? null : WIZARD_STEPS[page - 1];
}

/** The page where the candidate fills (and, after CORRIGIR, fixes) a step; null for HIRING_DATA, which HR fills. */
export function wizardPageOfStep(step: StepName): WizardPage | null {
  const index = (WIZARD_STEPS as readonly StepName[]).indexOf(step);
  return index < 0 ? null : ((index + 1) as WizardPage);
}

/** Progress shown on page k: (k − 1) × 20, so page 5 shows 80 and page 6 shows 100. */
export function wizardProgress(page: WizardPage): number {
  return (page - 1) * 20;
}

/** percentageFilled once step page k is saved: k × 20 (100 after page 5). */
export function percentageFilledAfterSaving(page: Exclude<WizardPage, 6>): number {
  return page * 20;
}

/** What to store after a save: a correction of an earlier page never lowers what the list shows. */
export function nextPercentageFilled(current: number, savedPage: Exclude<WizardPage, 6>): number {
  return Math.max(current, percentageFilledAfterSaving(savedPage));
}

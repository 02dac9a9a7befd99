import { STEP_NAMES, type StepName, type Steps } from './steps';

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
/** The pages that each edit a step (1 to 5). */
export type StepPage = Exclude<WizardPage, typeof REVIEW_PAGE>;
const STEP_PAGES = [1, 2, 3, 4, 5] as const satisfies readonly StepPage[];

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

/** A step the candidate saved at least once (under analysis, approved or refused). */
function filled(steps: Steps, step: WizardStep): boolean {
  return steps[step].status !== 'notFilled';
}

/**
 * The progress of 001 §9 and the list's percentageFilled: 20 for each of the five steps the candidate actually
 * filled. Whoever fills them in order reads 80 on page 5 and 100 on page 6, as the spec says; saving only the
 * bank data is 20, not 100.
 */
export function filledPercentage(steps: Steps): number {
  return WIZARD_STEPS.filter((step) => filled(steps, step)).length * 20;
}

/** The first step page still to fill, or null once all five were saved. */
export function nextPageToFill(steps: Steps): StepPage | null {
  return STEP_PAGES.find((page) => !filled(steps, WIZARD_STEPS[page - 1])) ?? null;
}

/**
 * Where a candidate who signs in again lands: the review (page 6) when HR refused a step, since its card says
 * what to correct (CORRIGIR); otherwise the first step still to fill; the review once all are filled.
 */
export function landingPage(steps: Steps): WizardPage {
  if (STEP_NAMES.some((name) => steps[name].status === 'disapproved')) return REVIEW_PAGE;
  return nextPageToFill(steps) ?? REVIEW_PAGE;
}

/**
 * Where a save of page `saved` leads: the next page still to fill after it (page k + 1 for whoever fills in
 * order), else an earlier one still to fill, else the review. A correction after CORRIGIR goes straight back
 * to the review instead of walking the later pages again (an approved step cannot be saved: 409).
 */
export function pageAfterSaving(saved: StepPage, steps: Steps): WizardPage {
  const toFill = STEP_PAGES.filter((page) => page !== saved && !filled(steps, WIZARD_STEPS[page - 1]));
  const after = toFill.filter((page) => page > saved);
  if (after.length > 0) return after[0];
  return toFill.length > 0 ? toFill[0] : REVIEW_PAGE;
}

/**
 * The pages the navigation dots open: each step already filled and the next one to fill; the review once every
 * step is filled or HR refused one. The pages further on wait until the candidate gets there.
 */
export function isPageReachable(page: WizardPage, steps: Steps): boolean {
  const next = nextPageToFill(steps);
  if (page === REVIEW_PAGE) return next === null || landingPage(steps) === REVIEW_PAGE;
  return filled(steps, WIZARD_STEPS[page - 1]) || page === next;
}

// The six admission steps and their review (spec 000 §3, 001 §2 'Admission detail', 'Candidate wizard', §4).
export const STEP_NAMES = ['HIRING_DATA', 'PERSONAL_DATA', 'FAMILY_DATA', 'DOCUMENTS', 'ADDRESS', 'BANK_DATA'] as const;
export type StepName = (typeof STEP_NAMES)[number];

export const STEP_STATUSES = ['approved', 'underAnalysis', 'notFilled', 'disapproved'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

export interface StepState {
  status: StepStatus;
  /** Why HR refused the step; only a disapproved step has one. */
  reason?: string | null;
}
export type Steps = Record<StepName, StepState>;

/** Tabs of the admission detail, in step order, verbatim from 001 §2. */
export const STEP_TAB_LABEL: Record<StepName, string> = {
  HIRING_DATA: 'DADOS CONTRATAÇÃO',
  PERSONAL_DATA: 'DADOS PESSOAIS',
  FAMILY_DATA: 'DADOS DA FAMÍLIA',
  DOCUMENTS: 'DOCUMENTAÇÃO',
  ADDRESS: 'ENDEREÇO',
  BANK_DATA: 'DADOS BANCÁRIOS',
};

/** Titles the candidate reads on the step-6 review cards (the wizard's page names; the spec quotes none). */
export const STEP_TITLE: Record<StepName, string> = {
  HIRING_DATA: 'Dados de contratação',
  PERSONAL_DATA: 'Sobre você',
  FAMILY_DATA: 'Dados da família',
  DOCUMENTS: 'Documentação',
  ADDRESS: 'Endereço',
  BANK_DATA: 'Dados bancários',
};

/** Texts of HR's review on the admission detail (001 §2, §8). */
export const STEP_REVIEW_MSG = {
  approve: 'APROVAR',
  refuse: 'REPROVAR',
  approvedLabel: 'Aprovado',
  disapprovedLabel: 'Reprovado',
  stepApproved: 'Etapa aprovada!',
  stepDisapproved: 'Etapa reprovada',
  approveSucceeded: 'Dados aprovados',
  approveFailed: 'Falha ao aprovar',
  refuseSucceeded: 'Etapa reprovada',
  refuseFailed: 'Falha ao reprovar etapa',
} as const;

/** Every step starts not filled: HR fills HIRING_DATA, the candidate the other five. */
export function initialSteps(): Steps {
  return Object.fromEntries(STEP_NAMES.map((name) => [name, { status: 'notFilled', reason: null }])) as Steps;
}

export type ReviewStatus = Extract<StepStatus, 'approved' | 'underAnalysis' | 'disapproved'>;

/** 001 §4, step 6: any step disapproved → disapproved; else any under analysis or not filled → under analysis; else approved. */
export function overallReviewStatus(steps: Steps): ReviewStatus {
  const statuses = STEP_NAMES.map((name) => steps[name].status);
  if (statuses.includes('disapproved')) return 'disapproved';
  if (statuses.some((status) => status === 'underAnalysis' || status === 'notFilled')) return 'underAnalysis';
  return 'approved';
}

/** The finish dialog opens, and activation may go on, only when all six steps are approved. */
export function allStepsApproved(steps: Steps): boolean {
  return STEP_NAMES.every((name) => steps[name].status === 'approved');
}

/** The steps HR refused, in step order, for the candidate's review cards. */
export function disapprovedSteps(steps: Steps): { name: StepName; reason: string }[] {
  return STEP_NAMES.filter((name) => steps[name].status === 'disapproved').map((name) => ({
    name,
    reason: steps[name].reason ?? '',
  }));
}

/** Only a step under analysis shows APROVAR and REPROVAR. */
export function isReviewable(status: StepStatus): boolean {
  return status === 'underAnalysis';
}

/** Approving moves HR to the next tab; the bank tab, the last, stays. */
export function tabAfterApproval(step: StepName): StepName {
  const index = STEP_NAMES.indexOf(step);
  return STEP_NAMES[Math.min(index + 1, STEP_NAMES.length - 1)];
}

/** A candidate's save (first fill or a correction after CORRIGIR) puts the step under analysis again. */
export const STATUS_AFTER_CANDIDATE_SAVE: StepStatus = 'underAnalysis';

// Who ends the contract and how (002 §3 'Dismissal details': justCause, dismissalOrigin), as the law tells the
// cases apart: what notice is due (Lei 12.506/2011, CLT arts. 487–488), what the rescission pays.

/** dismissalOrigin: the spec's company and collaborator, plus ours, the agreement of CLT art. 484-A. */
export const DISMISSAL_ORIGINS = ['company', 'collaborator', 'agreement'] as const;
export type DismissalOrigin = (typeof DISMISSAL_ORIGINS)[number];

export const DISMISSAL_ORIGIN_LABEL: Record<DismissalOrigin, string> = {
  company: 'Empresa',
  collaborator: 'Colaborador',
  agreement: 'Acordo entre as partes (art. 484-A da CLT)',
};

export const NOTICE_KINDS = ['complyNotice', 'indemnifiedNotice'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_KIND_LABEL: Record<NoticeKind, string> = {
  complyNotice: 'Aviso trabalhado',
  indemnifiedNotice: 'Aviso indenizado',
};

/** How a worked notice is shortened (CLT art. 488): 2 hours less each day, or the last 7 days off. */
export const WARNING_DEFINITIONS = ['twoHoursEarlier', 'sevenDaysBeforeEndDate'] as const;
export type WarningDefinition = (typeof WARNING_DEFINITIONS)[number];

export const WARNING_DEFINITION_LABEL: Record<WarningDefinition, string> = {
  twoHoursEarlier: 'Sair 2 horas mais cedo',
  sevenDaysBeforeEndDate: 'Sair 7 dias antes',
};

/**
 * - withoutCause: the company dismisses without just cause;
 * - justCause: the company dismisses for just cause (CLT art. 482): no notice;
 * - resignation: the collaborator resigns: 30 days of notice, never proportional (TST E-RR-1964-73.2013.5.09.0009);
 * - indirect: the collaborator ends it for the company's fault (justCause with origin collaborator, CLT art.
 *   483), which pays as a dismissal without just cause;
 * - agreement: CLT art. 484-A, half of an indemnified notice and 20 % of the FGTS fine.
 */
export type TerminationKind = 'withoutCause' | 'justCause' | 'resignation' | 'indirect' | 'agreement';

export function terminationKind(data: { dismissalOrigin: DismissalOrigin; justCause: boolean }): TerminationKind {
  if (data.dismissalOrigin === 'agreement') return 'agreement';
  if (data.dismissalOrigin === 'company') return data.justCause ? 'justCause' : 'withoutCause';
  return data.justCause ? 'indirect' : 'resignation';
}

/** The company ends the contract (or pays as if it had): the proportional notice and the FGTS fine apply. */
export function endedByCompany(kind: TerminationKind): boolean {
  return kind === 'withoutCause' || kind === 'indirect' || kind === 'agreement';
}

/**
 * The worked notice is shortened (CLT art. 488: 2 hours a day, or the last 7 days) only when the company dismisses
 * without just cause: the reduction is there to let the person find a new job. On a resignation the notice is
 * worked in full (the article speaks of 'rescisão promovida pelo empregador').
 */
export function noticeReductionApplies(kind: TerminationKind): boolean {
  return kind === 'withoutCause';
}

// The dismissal process's statuses (spec 002 §4.5, §9 'Dismissal status filter values'), verbatim labels.
export const DISMISSAL_STATUSES = ['START_OF_THE_PROCESS', 'FULFILLING_NOTICE', 'DISMISSED'] as const;
export type DismissalStatus = (typeof DISMISSAL_STATUSES)[number];

export const DISMISSAL_STATUS_LABEL: Record<DismissalStatus, string> = {
  START_OF_THE_PROCESS: 'Início do processo',
  FULFILLING_NOTICE: 'Cumprindo aviso',
  DISMISSED: 'Desligado',
};

/** A process still open (started, or the notice being served): HR may edit, reactivate or conclude it. */
export function isOpenDismissal(status: DismissalStatus | null | undefined): status is Exclude<DismissalStatus, 'DISMISSED'> {
  return status === 'START_OF_THE_PROCESS' || status === 'FULFILLING_NOTICE';
}

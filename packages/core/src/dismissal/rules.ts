import type { StabilityCondition } from './checkup';
import { computeNotice, isWorkedNotice } from './notice';
import type { ShutDownData } from './shut-down-data';
import { stabilityJustificationIssue } from './stability';
import type { DismissalStatus } from './status';

// The process's rules (002 §4.5), shared by the detail screen and the handlers.

/**
 * The status the dismissal data give an open process: FULFILLING_NOTICE while a worked notice runs (the person
 * works it), else START_OF_THE_PROCESS (an indemnified notice leaves at once; just cause has no notice).
 */
export function statusForData(data: ShutDownData): Exclude<DismissalStatus, 'DISMISSED'> {
  return isWorkedNotice(data.notice, computeNotice(data)) ? 'FULFILLING_NOTICE' : 'START_OF_THE_PROCESS';
}

export interface ConclusionState {
  approvedCheckup: boolean;
  shutDownData: ShutDownData | null;
  protectedConditions: readonly StabilityCondition[];
}

/**
 * Whether the process can be concluded (002 §8 'Conclude dismissal'): the checkup approved and the dismissal data
 * saved, with the stability justification when it is required.
 */
export function canConclude(state: ConclusionState): boolean {
  const { approvedCheckup, shutDownData, protectedConditions } = state;
  return approvedCheckup && shutDownData !== null && stabilityJustificationIssue(protectedConditions, shutDownData) === null;
}

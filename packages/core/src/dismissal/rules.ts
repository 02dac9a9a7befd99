import type { StabilityCondition } from './checkup';
import { computeNotice, isWorkedNotice } from './notice';
import type { ShutDownData } from './shut-down-data';
import { stabilityJustificationIssue } from './stability';
import { factsInForce, type StabilityFact } from './stability-facts';
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
  /** The person's recorded leaves as stability facts (stability-facts.ts); those in force on the resignation date count. */
  stabilityFacts?: readonly StabilityFact[];
}

/**
 * The first day a worked notice lets the process be concluded, or null when nothing waits (issue 20 §4): the
 * person works the notice until the departure date (CLT art. 487–488) and the conclusion takes away their time
 * clock, so it waits for that day. An indemnified notice or a just cause leaves at once.
 */
export function conclusionOpensOn(data: ShutDownData | null): string | null {
  return data && statusForData(data) === 'FULFILLING_NOTICE' ? data.departureDate || null : null;
}

/** Whether a worked notice still runs on `today` ('yyyy-MM-dd', São Paulo): the conclusion must wait. */
export function noticeStillRunning(data: ShutDownData | null, today: string): boolean {
  const opensOn = conclusionOpensOn(data);
  return opensOn !== null && today < opensOn;
}

/**
 * Whether the process can be concluded (002 §8 'Conclude dismissal'): the checkup approved and the dismissal data
 * saved, with the stability justification when it is required (a condition recorded, or a recorded leave's).
 */
export function canConclude(state: ConclusionState): boolean {
  const { approvedCheckup, shutDownData, protectedConditions, stabilityFacts = [] } = state;
  if (!approvedCheckup || shutDownData === null) return false;
  return stabilityJustificationIssue(protectedConditions, shutDownData, factsInForce(stabilityFacts, shutDownData.resignationDate)) === null;
}

import type { UpdateStepBody } from '@colabora/core/admission/step-review';
import {
  allStepsApproved,
  isReviewable,
  STATUS_AFTER_CANDIDATE_SAVE,
  type StepName,
  type Steps,
} from '@colabora/core/admission/steps';
import type { Role } from '@colabora/core/enums';
import { SERVER_MSG } from '@colabora/core/messages';
import { Conflict, Forbidden } from '../../http/http-error';
import type { Caller } from '../../http/caller';

// The server's rules of the six steps (spec 001 §2 'Admission detail', 'Candidate wizard', §4), each a
// named, tested function.

/** A candidate fills only their own steps, and only while filling them (not once waiting for the contract). */
export function assertOwnStepSave(caller: Pick<Caller, 'id' | 'role'>, userId: string): void {
  if (caller.id !== userId || caller.role !== 'ADMISSION_PROCESS') throw new Forbidden(SERVER_MSG.forbidden);
}

/**
 * The steps open once the candidate accepted the terms on the welcome page (001 §4 'Candidate flow': welcome,
 * agreement ticked, invite accepted, then steps 1 to 6), whatever page she typed.
 */
export function assertTermsAccepted(invite: { accepted: boolean } | null): void {
  if (!invite?.accepted) throw new Forbidden(SERVER_MSG.termsNotAccepted).withCode('termsNotAccepted');
}

/** An approved step is final: the candidate may change a step not filled, under analysis or disapproved. */
export function assertStepEditable(steps: Steps, step: StepName): void {
  if (steps[step].status === 'approved') throw new Conflict(SERVER_MSG.stepAlreadyApproved).withCode('stepAlreadyApproved');
}

/** A candidate's save (first fill or correction) puts the step under analysis and drops HR's old reason. */
export function stepsAfterCandidateSave(steps: Steps, step: StepName): Steps {
  return { ...steps, [step]: { status: STATUS_AFTER_CANDIDATE_SAVE, reason: null } };
}

/** HR approves, or disapproves with a reason, only a step under analysis (409 otherwise). */
export function stepsAfterReview(steps: Steps, review: UpdateStepBody): Steps {
  if (!isReviewable(steps[review.stepName].status)) throw new Conflict(SERVER_MSG.stepNotUnderAnalysis);
  const reason = review.status === 'disapproved' ? review.reason : null;
  return { ...steps, [review.stepName]: { status: review.status, reason } };
}

/** HR's hiring-data tab has only the approved marker: saving it approves the step. */
export function stepsAfterHiringData(steps: Steps): Steps {
  return { ...steps, HIRING_DATA: { status: 'approved', reason: null } };
}

/** Once all six steps are approved the candidate moves on to exams and contract (WAITING_CONTRACT_SIGN). */
export function roleAfterSteps(role: Role, steps: Steps): Role {
  return role === 'ADMISSION_PROCESS' && allStepsApproved(steps) ? 'WAITING_CONTRACT_SIGN' : role;
}

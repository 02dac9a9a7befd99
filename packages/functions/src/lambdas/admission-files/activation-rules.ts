import { employmentContractSigned, type Contracts } from '@colabora/core/admission/admission-files';
import { ACTIVATION_MSG } from '@colabora/core/admission/activation';
import type { HiringRegime } from '@colabora/core/admission/hiring-regime';
import { allStepsApproved, type Steps } from '@colabora/core/admission/steps';
import type { Role, StatusActive } from '@colabora/core/enums';
import { SERVER_MSG } from '@colabora/core/messages';

export interface ActivationContext {
  role: Role;
  steps: Steps;
  contracts: Contracts;
  regime: HiringRegime;
  /** Last day of a CLT experience period: the status-transitions job makes the person HIRED after it. */
  endOfSecondPeriod?: string;
}

/**
 * Why a candidate cannot be activated yet, or null (000 §2.6): every step approved (which is what
 * WAITING_CONTRACT_SIGN means), the employment contract signed, and for CLT the experience period chosen,
 * since its last day is what ends WORK_EXPERIENCE.
 */
export function activationRefusal({ role, steps, contracts, regime, endOfSecondPeriod }: ActivationContext): string | null {
  if (role !== 'WAITING_CONTRACT_SIGN' || !allStepsApproved(steps)) return ACTIVATION_MSG.stepsPending;
  if (!employmentContractSigned(contracts)) return ACTIVATION_MSG.contractPending;
  if (regime === 'CLT' && !endOfSecondPeriod) return SERVER_MSG.experiencePeriodMissing;
  return null;
}

/**
 * 000 §4: activation starts the experience period (WORK_EXPERIENCE), which only CLT has (001 §4); a PJ
 * person has none, so starts HIRED.
 */
export function statusOnActivation(regime: HiringRegime): StatusActive {
  return regime === 'CLT' ? 'WORK_EXPERIENCE' : 'HIRED';
}

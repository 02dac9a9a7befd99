import { employmentContractSigned, type Contracts, type ExamKind } from '@colabora/core/admission/admission-files';
import type { Role } from '@colabora/core/enums';
import { SERVER_MSG } from '@colabora/core/messages';
import { BadRequest, Conflict, type HttpError } from '../../http/http-error';

export interface ExamContext {
  role: Role;
  kind: ExamKind;
  toxicologicalRequired: boolean;
  contracts: Contracts;
}

/**
 * Why the candidate may not send this exam now, or null: exams come after every step is approved
 * (WAITING_CONTRACT_SIGN), the toxicological one only when the job role asks for it, and an exam can be
 * replaced until the employment contract is signed.
 */
export function examRefusal({ role, kind, toxicologicalRequired, contracts }: ExamContext): HttpError | null {
  if (role !== 'WAITING_CONTRACT_SIGN') return new Conflict(SERVER_MSG.examsBeforeApproval);
  if (kind === 'toxicologicalExam' && !toxicologicalRequired) return new BadRequest(SERVER_MSG.toxicologicalNotRequired);
  if (employmentContractSigned(contracts)) return new Conflict(SERVER_MSG.examsLocked);
  return null;
}

import { PROMOTION_MSG, type PromotionStatus } from './schema';

// The promotion's rules (spec 001 §4, §5 'Promotion'), shared by the form and the handlers.

/** 001 §5: with the standard salary chosen, the salary is the job role's base salary, whatever was typed. */
export function applyStandardSalary<T extends { hasStandardSalary: boolean; salary: number }>(afterPromotion: T, jobRoleBaseSalary: number): T {
  return afterPromotion.hasStandardSalary ? { ...afterPromotion, salary: jobRoleBaseSalary } : afterPromotion;
}

/** One pending promotion per person at a time: the refusal when one already waits, else null. */
export function pendingPromotionRefusal(promotions: readonly { status: PromotionStatus }[]): string | null {
  return promotions.some((promotion) => promotion.status === 'PENDING') ? PROMOTION_MSG.pendingExists : null;
}

/** A promotion is confirmed once: the refusal for one already confirmed, else null. */
export function confirmPromotionRefusal(promotion: { status: PromotionStatus }): string | null {
  if (promotion.status === 'CANCELLED') return PROMOTION_MSG.cancelledByHr;
  return promotion.status === 'PENDING' ? null : PROMOTION_MSG.notPending;
}

/** A position as the rules compare it: the ids of the job role and department, the regime and the pay. */
export interface ComparedPosition {
  regime: string;
  jobRoleId: string;
  departmentId: string;
  salary: number;
  vt: number;
  va: number;
  vr: number;
}

const COMPARED: readonly (keyof ComparedPosition)[] = ['regime', 'jobRoleId', 'departmentId', 'salary', 'vt', 'va', 'vr'];

/**
 * A promotion must change something (issue 20 §4): one equal to what the person has now would show them equal
 * columns to confirm and hold the one pending place. The refusal when nothing differs, else null.
 */
export function unchangedPromotionRefusal(current: ComparedPosition, after: ComparedPosition): string | null {
  return COMPARED.some((field) => current[field] !== after[field]) ? null : PROMOTION_MSG.nothingChanged;
}

/** Only a pending promotion may be cancelled: the refusal for one confirmed or already cancelled, else null. */
export function cancelPromotionRefusal(promotion: { status: PromotionStatus }): string | null {
  return promotion.status === 'PENDING' ? null : PROMOTION_MSG.notPendingToCancel;
}

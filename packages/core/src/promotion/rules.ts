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
  return promotion.status === 'PENDING' ? null : PROMOTION_MSG.notPending;
}

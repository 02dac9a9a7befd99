import { abonoLimit } from './days-due';
import { VACATION_MSG } from './messages';

// One period's vacation taken in parts (CLT art. 134 §1, Lei 13.467/2017): with the employee's agreement, up to
// three parts, one of at least 14 calendar days and none under 5. Sold days (art. 143) come out of the same
// balance and are not a part.

export const VACATION_MIN_PART_DAYS = 5;
export const VACATION_MIN_LONGEST_PART_DAYS = 14;
export const VACATION_MAX_PARTS = 3;

/** Art. 134 §1: a part shorter than 5 days. */
export function isShortVacationPart(days: number): boolean {
  return days < VACATION_MIN_PART_DAYS;
}

/** Art. 134 §1: the vacation is split (two parts or more) and no part reaches 14 days. */
export function lacksLongVacationPart(partDays: readonly number[]): boolean {
  return partDays.length > 1 && partDays.every((days) => days < VACATION_MIN_LONGEST_PART_DAYS);
}

/** Art. 134 §1: more than three parts in one acquisition period. */
export function hasTooManyVacationParts(parts: number): boolean {
  return parts > VACATION_MAX_PARTS;
}

/** The art. 134 §1 messages for the parts of one period's vacation (days of each part); empty when they are fine. */
export function splitIssues(partDays: readonly number[]): string[] {
  const issues = partDays.filter(isShortVacationPart).map((days) => VACATION_MSG.shortPart(days, VACATION_MIN_PART_DAYS));
  if (lacksLongVacationPart(partDays)) issues.push(VACATION_MSG.noLongPart(VACATION_MIN_LONGEST_PART_DAYS));
  if (hasTooManyVacationParts(partDays.length)) issues.push(VACATION_MSG.tooManyParts(VACATION_MAX_PARTS));
  return issues;
}

export interface VacationPlan {
  /** Days of each part of the period's vacation, registered and new. */
  partDays: readonly number[];
  /** Days sold (abono pecuniário, art. 143). */
  soldDays: number;
  /** The period's days due (art. 130, see daysDue). */
  daysDue: number;
}

/** Everything wrong with one period's vacation: the split (art. 134 §1), the abono (art. 143) and the balance. */
export function vacationPlanIssues(plan: VacationPlan): string[] {
  const issues = splitIssues(plan.partDays);
  const limit = abonoLimit(plan.daysDue);
  if (plan.soldDays > limit) issues.push(VACATION_MSG.abonoTooLarge(limit));
  const used = plan.partDays.reduce((sum, days) => sum + days, 0) + plan.soldDays;
  if (used > plan.daysDue) issues.push(VACATION_MSG.overBalance(plan.daysDue));
  return issues;
}

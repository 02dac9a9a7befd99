import type { AllowanceAmount, AllowanceFlag } from '@colabora/core/admission/new-collaborator';
import type { HiringRegime } from '@colabora/core/admission/hiring-regime';
import { HIRING_DATA_LABEL } from '@colabora/core/people/field-labels';

/**
 * What the forms that make an offer hold (a new collaborator, a promotion, the DADOS CONTRATAÇÃO tab): the
 * allowance answers beside `hiringData`, amounts in centavos (null while the box is empty), answers null until
 * given.
 */
export interface AllowanceValues extends Record<AllowanceFlag, boolean | null> {
  hiringData: Record<AllowanceAmount, number | null>;
}

export interface HiringOfferValues extends AllowanceValues {
  jobRole: string;
  department: string;
  hiringData: AllowanceValues['hiringData'] & {
    regime: HiringRegime | null;
    hasStandardSalary: boolean | null;
    salary: number | null;
  };
}

/** Allowances answered 'no' are 0 and cannot be typed (001 §2). */
export const ALLOWANCES = [
  { flag: 'hasVt', amount: 'vt', label: HIRING_DATA_LABEL.vt },
  { flag: 'hasVa', amount: 'va', label: HIRING_DATA_LABEL.va },
  { flag: 'hasVr', amount: 'vr', label: HIRING_DATA_LABEL.vr },
] as const satisfies readonly { flag: AllowanceFlag; amount: AllowanceAmount; label: string }[];

/**
 * Where a form keeps the offer's regime, salary and allowance amounts: inside `hiringData` (the admission forms)
 * or beside the job role (the promotion, core afterPromotionSchema). The answers (hasVt…) sit at the top in both.
 */
export type OfferLayout = 'nested' | 'flat';

/** The Formik name of an offer field in `layout`. */
export function offerField(layout: OfferLayout, field: 'regime' | 'hasStandardSalary' | 'salary' | AllowanceAmount): string {
  return layout === 'nested' ? `hiringData.${field}` : field;
}

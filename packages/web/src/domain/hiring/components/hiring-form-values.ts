import * as z from 'zod/mini';
import { NO_ADDITIONALS, type Additional } from '@colabora/core/admission/additionals';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import type { HiringRegime } from '@colabora/core/admission/hiring-regime';
import type { ExperiencePeriod } from '@colabora/core/admission/experience-period';
import { hiringDataSchema } from '@colabora/core/admission/hiring-data';

/**
 * The DADOS CONTRATAÇÃO form. Its shape follows the new-collaborator form (allowance answers beside
 * `hiringData`) so the same allowance fields serve both; only `hiringData` is sent.
 */
export interface HiringFormValues {
  hasVt: boolean;
  hasVa: boolean;
  hasVr: boolean;
  hiringData: {
    regime: HiringRegime;
    hasStandardSalary: boolean;
    /** Centavos; null while the box is empty. */
    salary: number | null;
    vt: number | null;
    va: number | null;
    vr: number | null;
    workday: string;
    /** A place's name; absent for a person the detail answers none for (the server then keeps the first place). */
    placeOfWork?: string;
    experiencePeriod: ExperiencePeriod | '';
    /** 'yyyy-MM-dd', computed from the admission date and the period. */
    beginningOfFirstPeriod: string;
    endOfFirstPeriod: string;
    startOfSecondPeriod: string;
    endOfSecondPeriod: string;
    additional: Additional;
  };
}

/** The answers stay in the form: an allowance answered 'no' is already 0 (AllowanceField). */
export const hiringFormSchema = z.object({ hiringData: hiringDataSchema });

export function hiringFormValues(hiring: CollaboratorDetail['hiringData']): HiringFormValues {
  return {
    hasVt: hiring.vt > 0,
    hasVa: hiring.va > 0,
    hasVr: hiring.vr > 0,
    hiringData: {
      regime: hiring.regime,
      hasStandardSalary: hiring.hasStandardSalary,
      salary: hiring.salary,
      vt: hiring.vt,
      va: hiring.va,
      vr: hiring.vr,
      workday: hiring.workday ?? '',
      placeOfWork: hiring.placeOfWork,
      experiencePeriod: hiring.experiencePeriod ?? '',
      beginningOfFirstPeriod: hiring.beginningOfFirstPeriod ?? '',
      endOfFirstPeriod: hiring.endOfFirstPeriod ?? '',
      startOfSecondPeriod: hiring.startOfSecondPeriod ?? '',
      endOfSecondPeriod: hiring.endOfSecondPeriod ?? '',
      additional: { ...NO_ADDITIONALS, ...hiring.additional },
    },
  };
}

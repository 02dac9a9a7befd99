import type { HiringRegime } from '@colabora/core/admission/contract';
import {
  NEW_COLLABORATOR_INITIAL_VALUES,
  newCollaboratorFormSchema,
} from '@colabora/core/admission/new-collaborator';
import { admissionDateInWindow, limitDateNotPast } from './limit-date-rules';

/** What the new-collaborator form holds: answers start null, amounts are centavos (null while empty). */
export interface NewCollaboratorValues {
  fullName: string;
  email: string;
  phone: string;
  jobRole: string;
  department: string;
  hasVt: boolean | null;
  hasVa: boolean | null;
  hasVr: boolean | null;
  hiringData: {
    regime: HiringRegime | null;
    hasStandardSalary: boolean | null;
    salary: number | null;
    vt: number | null;
    va: number | null;
    vr: number | null;
  };
  /** 'yyyy-MM-dd'. */
  admissionDate: string;
  limitDate: string;
}

export const INITIAL_VALUES: NewCollaboratorValues = {
  ...NEW_COLLABORATOR_INITIAL_VALUES,
  hiringData: { ...NEW_COLLABORATOR_INITIAL_VALUES.hiringData },
};

/**
 * The core schema (001 §5 messages) plus the rules that depend on today: the limit date is not in the past
 * (the picker's rule) and the admission date lies in the window the server accepts.
 */
export const newCollaboratorSchema = newCollaboratorFormSchema.check(limitDateNotPast, admissionDateInWindow);

/** Allowances answered 'no' are 0 and cannot be typed (001 §2). */
export const ALLOWANCES = [
  { flag: 'hasVt', amount: 'vt', label: 'Vale transporte' },
  { flag: 'hasVa', amount: 'va', label: 'Vale alimentação' },
  { flag: 'hasVr', amount: 'vr', label: 'Vale refeição' },
] as const;

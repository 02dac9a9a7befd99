import {
  NEW_COLLABORATOR_INITIAL_VALUES,
  newCollaboratorFormSchema,
} from '@colabora/core/admission/new-collaborator';
import { admissionDateInWindow, limitDateNotPast } from '@colabora/core/admission/rules';
import type { HiringOfferValues } from '@/domain/hiring/components/hiring-offer-values';
import { companyToday } from '@/lib/format-date';

/** What the new-collaborator form holds: answers start null, amounts are centavos (null while empty). */
export interface NewCollaboratorValues extends HiringOfferValues {
  fullName: string;
  email: string;
  phone: string;
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
 * (the picker's rule) and the admission date lies in the window the server accepts, both on the company's today.
 */
export const newCollaboratorSchema = newCollaboratorFormSchema.check(limitDateNotPast(companyToday), admissionDateInWindow(companyToday));

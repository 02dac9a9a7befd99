import type { StepName } from '@colabora/core/admission/steps';
import type { AdmissionFields } from '../person/guarded-update';

/** Where each step's data lives on the person (HR fills HIRING_DATA into the offer's hiringData). */
export const STEP_DATA_FIELD = {
  HIRING_DATA: 'hiringData',
  PERSONAL_DATA: 'personalData',
  FAMILY_DATA: 'familyData',
  DOCUMENTS: 'documents',
  ADDRESS: 'address',
  BANK_DATA: 'bankData',
} as const satisfies Record<StepName, keyof AdmissionFields>;

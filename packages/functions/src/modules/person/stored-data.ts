import type { Additional } from '@colabora/core/admission/additionals';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { initialSteps } from '@colabora/core/admission/steps';
import type { UserRecord } from '../../db/entities/user';

// A person's admission data as the answers show it: the entity types each step as its core schema's output
// (db/entities/user.ts); here what a person has not saved yet reads as null, and missing steps as not filled.

export type AdmissionData = Pick<
  CollaboratorDetail,
  | 'steps'
  | 'personalData'
  | 'familyData'
  | 'documents'
  | 'address'
  | 'bankData'
  | 'admissionExam'
  | 'toxicologicalExam'
  | 'contracts'
> & { additional: Additional | null };

export function admissionData(user: UserRecord): AdmissionData {
  return {
    // People registered before steps existed start with every step not filled.
    steps: { ...initialSteps(), ...user.steps },
    personalData: user.personalData ?? null,
    familyData: user.familyData ?? null,
    documents: user.documents ?? null,
    address: user.address ?? null,
    bankData: user.bankData ?? null,
    admissionExam: user.admissionExam ?? null,
    toxicologicalExam: user.toxicologicalExam ?? null,
    contracts: user.contracts ?? {},
    additional: user.hiringData?.additional ?? null,
  };
}

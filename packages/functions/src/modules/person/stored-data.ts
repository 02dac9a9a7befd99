import type { Address } from '@colabora/core/admission/address';
import type { Contracts, ExamFile } from '@colabora/core/admission/admission-files';
import type { Additional } from '@colabora/core/admission/additionals';
import type { BankData } from '@colabora/core/admission/bank-data';
import type { CollaboratorDetail, Saved } from '@colabora/core/admission/contract';
import type { Documents } from '@colabora/core/admission/documents';
import type { FamilyData } from '@colabora/core/admission/family-data';
import type { PersonalData } from '@colabora/core/admission/personal-data';
import { initialSteps, type Steps } from '@colabora/core/admission/steps';
import type { UserRecord } from '../../db/entities/user';

// The typed view of a person's admission data. The entity stores it untyped (db/entities/user.ts
// STEP_DATA); every write went through the core schema, so the casts here are what was parsed.

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
    steps: { ...initialSteps(), ...((user.steps as Partial<Steps> | undefined) ?? {}) },
    personalData: (user.personalData as Saved<PersonalData> | undefined) ?? null,
    familyData: (user.familyData as Saved<FamilyData> | undefined) ?? null,
    documents: (user.documents as Saved<Documents> | undefined) ?? null,
    address: (user.address as Saved<Address> | undefined) ?? null,
    bankData: (user.bankData as Saved<BankData> | undefined) ?? null,
    admissionExam: (user.admissionExam as ExamFile | undefined) ?? null,
    toxicologicalExam: (user.toxicologicalExam as ExamFile | undefined) ?? null,
    contracts: (user.contracts as Contracts | undefined) ?? {},
    additional: (user.hiringData?.additional as Additional | undefined) ?? null,
  };
}

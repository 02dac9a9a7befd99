import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import type { StepName } from '@colabora/core/admission/steps';
import type { ReactNode } from 'react';
import { AddressInfo } from '@/domain/people/components/address-info';
import { BankDataInfo } from '@/domain/people/components/bank-data-info';
import { DocumentsInfo } from '@/domain/people/components/documents-info';
import { FamilyDataInfo } from '@/domain/people/components/family-data-info';
import { PersonalDataInfo } from '@/domain/people/components/personal-data-info';

export type CandidateStep = Exclude<StepName, 'HIRING_DATA'>;

/** What the candidate saved on a step, read-only; null while the step was never saved. */
export function stepData(detail: CollaboratorDetail, step: CandidateStep): ReactNode {
  const userId = detail._id;
  switch (step) {
    case 'PERSONAL_DATA':
      return (
        detail.personalData && (
          <PersonalDataInfo userId={userId} data={detail.personalData} email={detail.email} phone={detail.phone} />
        )
      );
    case 'FAMILY_DATA':
      return detail.familyData && <FamilyDataInfo data={detail.familyData} />;
    case 'DOCUMENTS':
      return detail.documents && <DocumentsInfo userId={userId} data={detail.documents} />;
    case 'ADDRESS':
      return detail.address && <AddressInfo userId={userId} data={detail.address} />;
    case 'BANK_DATA':
      return detail.bankData && <BankDataInfo userId={userId} data={detail.bankData} />;
  }
}

import { useMutation } from '@tanstack/react-query';
import type { Address } from '@colabora/core/admission/address';
import type { BankData } from '@colabora/core/admission/bank-data';
import type { Documents } from '@colabora/core/admission/documents';
import type { FamilyData } from '@colabora/core/admission/family-data';
import type { HiringData } from '@colabora/core/admission/hiring-data';
import type { Contact } from '@colabora/core/admission/personal-data';
import { apiRequest } from '@/lib/api-client';
import { DETAIL_MSG } from '../detail-messages';
import { usePersonUpdated } from './get-person';

/** What each data tab sends under its key, validated by the wizard step's own core schema. */
export interface PersonTabBodies {
  hiringData: HiringData;
  familyData: FamilyData;
  documents: Documents;
  address: Address;
  bankData: BankData;
}
export type PersonTab = keyof PersonTabBodies;

/** One tab's data, under its key, or the contact of DADOS PESSOAIS as is (001 §7 'PUT users/{userId}'). */
export type PersonUpdate = { [Tab in PersonTab]: Pick<PersonTabBodies, Tab> }[PersonTab] | Contact;

/** PUT /api/users/{userId} with one tab's data (001 §7): {hiringData}, {email, phone, isWhatsApp}, {familyData}… */
export function updatePerson(userId: string, body: PersonUpdate) {
  return apiRequest('updateUser', { params: { id: userId }, body });
}

export function useUpdatePerson(userId: string) {
  const updated = usePersonUpdated(userId);
  return useMutation({
    mutationFn: (body: PersonUpdate) => updatePerson(userId, body),
    // 001 §8 names the failure text; a field the server refused shows under the field.
    meta: { successMessage: DETAIL_MSG.saved, errorMessage: DETAIL_MSG.saveFailed, preferServerMessage: false },
    onSuccess: updated,
  });
}

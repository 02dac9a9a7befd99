import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { AddressInfo } from '@/domain/people/components/address-info';
import { BankDataInfo } from '@/domain/people/components/bank-data-info';
import { DocumentsInfo } from '@/domain/people/components/documents-info';
import { FamilyDataInfo } from '@/domain/people/components/family-data-info';
import { PersonAddressForm } from '@/domain/people/components/forms/address-form';
import { PersonBankDataForm } from '@/domain/people/components/forms/bank-data-form';
import { PersonDocumentsForm } from '@/domain/people/components/forms/documents-form';
import { PersonFamilyDataForm } from '@/domain/people/components/forms/family-data-form';
import { PERSON_MSG } from '@/domain/people/components/person-messages';
import { EditActions } from './edit-actions';
import { EditableTab } from './editable-tab';
import { useTabSave } from './use-tab-save';

// The tabs of data the candidate filled at admission: shown, and edited with the wizard's own form and schema.

type Detail = CollaboratorDetail;

export function FamilyTab({ detail }: { detail: Detail }) {
  const saveThen = useTabSave(detail._id);
  return (
    <EditableTab
      view={detail.familyData ? <FamilyDataInfo data={detail.familyData} /> : PERSON_MSG.notInformed}
      form={(done) => (
        <PersonFamilyDataForm
          person={detail}
          save={(familyData) => saveThen(done)({ familyData })}
          actions={(saving) => <EditActions saving={saving} onCancel={done} />}
        />
      )}
    />
  );
}

export function DocumentsTab({ detail }: { detail: Detail }) {
  const saveThen = useTabSave(detail._id);
  return (
    <EditableTab
      view={detail.documents ? <DocumentsInfo userId={detail._id} data={detail.documents} /> : PERSON_MSG.notInformed}
      form={(done) => (
        <PersonDocumentsForm
          person={detail}
          save={(documents) => saveThen(done)({ documents })}
          actions={(saving) => <EditActions saving={saving} onCancel={done} />}
        />
      )}
    />
  );
}

export function AddressTab({ detail }: { detail: Detail }) {
  const saveThen = useTabSave(detail._id);
  return (
    <EditableTab
      view={detail.address ? <AddressInfo userId={detail._id} data={detail.address} /> : PERSON_MSG.notInformed}
      form={(done) => (
        <PersonAddressForm
          person={detail}
          save={(address) => saveThen(done)({ address })}
          actions={(saving) => <EditActions saving={saving} onCancel={done} />}
        />
      )}
    />
  );
}

export function BankTab({ detail }: { detail: Detail }) {
  const saveThen = useTabSave(detail._id);
  return (
    <EditableTab
      view={detail.bankData ? <BankDataInfo userId={detail._id} data={detail.bankData} /> : PERSON_MSG.notInformed}
      form={(done) => (
        <PersonBankDataForm
          person={detail}
          save={(bankData) => saveThen(done)({ bankData })}
          actions={(saving) => <EditActions saving={saving} onCancel={done} />}
        />
      )}
    />
  );
}

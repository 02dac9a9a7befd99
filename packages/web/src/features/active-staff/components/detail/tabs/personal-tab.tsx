import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { CONTACT_LABEL } from '@colabora/core/people/field-labels';
import { PersonContactForm } from '@/domain/people/components/forms/contact-form';
import { InfoGrid } from '@/domain/people/components/info-grid';
import { PersonalDataInfo } from '@/domain/people/components/personal-data-info';
import { formatPhone } from '@/lib/masks';
import { EditActions } from './edit-actions';
import { EditableTab } from './editable-tab';
import { useTabSave } from './use-tab-save';

/**
 * DADOS PESSOAIS: HR edits the contact only (001 §5 'In the company tab'); gender, race, nationality and birth
 * data are the person's own and stay read-only.
 */
export function PersonalTab({ detail }: { detail: CollaboratorDetail }) {
  const saveThen = useTabSave(detail._id);
  const view = detail.personalData ? (
    <PersonalDataInfo userId={detail._id} data={detail.personalData} email={detail.email} phone={detail.phone} />
  ) : (
    <InfoGrid
      items={[
        { label: CONTACT_LABEL.email, value: detail.email },
        { label: CONTACT_LABEL.phone, value: formatPhone(detail.phone) },
      ]}
    />
  );
  return (
    <EditableTab
      view={view}
      form={(done) => (
        <PersonContactForm
          person={detail}
          save={saveThen(done)}
          actions={(saving) => <EditActions saving={saving} onCancel={done} />}
        />
      )}
    />
  );
}

import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { PersonHiringDataForm } from '@/domain/hiring/components/hiring-data-form';
import { HiringDataInfo } from '@/domain/people/components/hiring-data-info';
import { EditActions } from './edit-actions';
import { EditableTab } from './editable-tab';
import { useTabSave } from './use-tab-save';

/**
 * DADOS CONTRATAÇÃO of an active person: the experience period, workday and additionals change here (PUT
 * /api/users/{userId} {hiringData}); job role, department and pay only through a promotion.
 */
export function HiringTab({ detail }: { detail: CollaboratorDetail }) {
  const saveThen = useTabSave(detail._id);
  return (
    <EditableTab
      view={<HiringDataInfo hiring={detail.hiringData} />}
      form={(done) => (
        <PersonHiringDataForm
          person={detail}
          payEditable={false}
          save={(hiringData) => saveThen(done)({ hiringData })}
          actions={(saving) => <EditActions saving={saving} onCancel={done} />}
        />
      )}
    />
  );
}

import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { PersonDocumentsForm } from '@/domain/people/components/forms/documents-form';
import { useSaveDocuments } from '../../api/save-documents';
import { StepActions } from './step-actions';
import { useStepSave } from './use-step-submit';

/** Step 3, documents. */
export function DocumentsForm({ candidate }: { candidate: CollaboratorDetail }) {
  const save = useStepSave(3, useSaveDocuments(candidate._id));
  return <PersonDocumentsForm person={candidate} save={save} actions={(saving) => <StepActions page={3} saving={saving} />} />;
}

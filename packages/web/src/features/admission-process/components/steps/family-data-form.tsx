import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { PersonFamilyDataForm } from '@/domain/people/components/forms/family-data-form';
import { useSaveFamilyData } from '../../api/save-family-data';
import { StepActions } from './step-actions';
import { useStepSave } from './use-step-submit';

/** Step 2, family data. */
export function FamilyDataForm({ candidate }: { candidate: CollaboratorDetail }) {
  const save = useStepSave(2, useSaveFamilyData(candidate._id));
  return <PersonFamilyDataForm person={candidate} save={save} actions={(saving) => <StepActions page={2} saving={saving} />} />;
}

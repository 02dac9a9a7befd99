import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { PersonAddressForm } from '@/domain/people/components/forms/address-form';
import { useSaveAddress } from '../../api/save-address';
import { StepActions } from './step-actions';
import { useStepSave } from './use-step-submit';

/** Step 4, address. */
export function AddressForm({ candidate }: { candidate: CollaboratorDetail }) {
  const save = useStepSave(4, useSaveAddress(candidate._id));
  return <PersonAddressForm person={candidate} save={save} actions={(saving) => <StepActions page={4} saving={saving} />} />;
}

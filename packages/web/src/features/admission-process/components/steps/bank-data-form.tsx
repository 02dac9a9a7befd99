import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { WIZARD_MSG } from '@colabora/core/admission/wizard';
import { PersonBankDataForm } from '@/domain/people/components/forms/bank-data-form';
import { useSaveBankData } from '../../api/save-bank-data';
import { StepActions } from './step-actions';
import { useStepSave } from './use-step-submit';

/** Step 5, bank data, ending the wizard with FINALIZAR. */
export function BankDataForm({ candidate }: { candidate: CollaboratorDetail }) {
  const save = useStepSave(5, useSaveBankData(candidate._id));
  return (
    <PersonBankDataForm
      person={candidate}
      save={save}
      actions={(saving) => <StepActions page={5} saving={saving} submitLabel={WIZARD_MSG.finish} />}
    />
  );
}

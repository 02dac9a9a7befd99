import { BankDataForm } from '../components/steps/bank-data-form';
import { STEP_GUIDE } from '../components/steps/step-messages';
import { WizardStep } from '../components/steps/wizard-step';

/** /steps/5: bank data, progress 80, FINALIZAR (001 §2 'Candidate wizard'). */
export function BankDataStepPage() {
  return <WizardStep page={5} guide={STEP_GUIDE.bank}>{(candidate) => <BankDataForm candidate={candidate} />}</WizardStep>;
}

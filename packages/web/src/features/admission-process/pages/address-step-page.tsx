import { AddressForm } from '../components/steps/address-form';
import { STEP_GUIDE } from '../components/steps/step-messages';
import { WizardStep } from '../components/steps/wizard-step';

/** /steps/4: address and proof of residence (001 §2 'Candidate wizard'). */
export function AddressStepPage() {
  return <WizardStep page={4} guide={STEP_GUIDE.address}>{(candidate) => <AddressForm candidate={candidate} />}</WizardStep>;
}

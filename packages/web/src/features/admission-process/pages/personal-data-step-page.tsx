import { PersonalDataForm } from '../components/steps/personal-data-form';
import { STEP_GUIDE } from '../components/steps/step-messages';
import { WizardStep } from '../components/steps/wizard-step';

/** /steps/1: about you, with the selfie (001 §2 'Candidate wizard'). */
export function PersonalDataStepPage() {
  return <WizardStep page={1} guide={STEP_GUIDE.selfie}>{(candidate) => <PersonalDataForm candidate={candidate} />}</WizardStep>;
}

import { FamilyDataForm } from '../components/steps/family-data-form';
import { WizardStep } from '../components/steps/wizard-step';

/** /steps/2: family data and dependents (001 §2 'Candidate wizard'). */
export function FamilyDataStepPage() {
  return <WizardStep page={2}>{(candidate) => <FamilyDataForm candidate={candidate} />}</WizardStep>;
}

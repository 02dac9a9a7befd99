import { DocumentsForm } from '../components/steps/documents-form';
import { STEP_GUIDE } from '../components/steps/step-messages';
import { WizardStep } from '../components/steps/wizard-step';

/** /steps/3: documents, a photo of each (001 §2 'Candidate wizard'). */
export function DocumentsStepPage() {
  return <WizardStep page={3} guide={STEP_GUIDE.documents}>{(candidate) => <DocumentsForm candidate={candidate} />}</WizardStep>;
}

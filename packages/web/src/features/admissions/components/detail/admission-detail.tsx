import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { allStepsApproved, tabAfterApproval, type StepName } from '@colabora/core/admission/steps';
import { useState } from 'react';
import { ActivateButton } from './activation/activate-button';
import { AdmissionSummary } from './admission-summary';
import { ExamsContractsSection } from './contracts/exams-contracts-section';
import { DetailHeader } from './detail-header';
import { FinishDialog } from './finish-dialog';
import { StepTabs } from './step-tabs';

/** HR's review of one admission (001 §2 'Admission detail'). */
export function AdmissionDetail({ detail }: { detail: CollaboratorDetail }) {
  const [tab, setTab] = useState<StepName>('HIRING_DATA');
  const [finishing, setFinishing] = useState(false);

  function stepDone(step: StepName, updated: CollaboratorDetail) {
    setTab(tabAfterApproval(step));
    // Opens on the approval that completes the six steps, not on every visit afterwards.
    if (allStepsApproved(updated.steps)) setFinishing(true);
  }

  return (
    <>
      <DetailHeader detail={detail} activation={<ActivateButton detail={detail} />} />
      <AdmissionSummary detail={detail} />
      <StepTabs detail={detail} tab={tab} onTabChange={setTab} onStepDone={stepDone} />
      <ExamsContractsSection detail={detail} />
      <FinishDialog open={finishing} onClose={() => setFinishing(false)} />
    </>
  );
}

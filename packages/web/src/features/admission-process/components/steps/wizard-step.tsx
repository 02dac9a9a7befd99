import { useQuery } from '@tanstack/react-query';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { STEP_TITLE } from '@colabora/core/admission/steps';
import { WIZARD_MSG, WIZARD_STEPS, wizardProgress } from '@colabora/core/admission/wizard';
import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { useSessionUser } from '@/lib/use-session';
import { candidateQueryOptions } from '../../api/get-candidate';
import { CandidateFrame } from '../candidate-frame';
import { RetryAlert } from '@/components/retry-alert';
import type { StepPage } from './use-step-submit';

interface WizardStepProps {
  page: StepPage;
  /** The photo guide of the step (001 §2), on the left panel. */
  guide?: string;
  /** The step's form, given what the person saved so far (a correction starts from it). */
  children: (candidate: CollaboratorDetail) => ReactNode;
}

/** Pages 1 to 5: the frame with the step's title and progress, around a form that needs the saved data. */
export function WizardStep({ page, guide, children }: WizardStepProps) {
  const user = useSessionUser();
  // The failure is said on the page, with a retry, instead of the welcome page's notice.
  const candidate = useQuery({ ...candidateQueryOptions(user._id), meta: undefined });
  return (
    <CandidateFrame page={page} title={STEP_TITLE[WIZARD_STEPS[page - 1]]} description={guide} progress={wizardProgress(page)}>
      {candidate.isPending ? (
        <LoadingScreen />
      ) : candidate.isError ? (
        <RetryAlert message={WIZARD_MSG.loadFailed} retrying={candidate.isFetching} onRetry={() => void candidate.refetch()} />
      ) : (
        children(candidate.data)
      )}
    </CandidateFrame>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { STEP_REVIEW_MSG, STEP_TITLE } from '@colabora/core/admission/steps';
import { filledPercentage, pageAfterSaving, WIZARD_MSG, WIZARD_STEPS, type StepPage } from '@colabora/core/admission/wizard';
import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { RetryAlert } from '@/components/retry-alert';
import { useSessionUser } from '@/lib/use-session';
import { candidateQueryOptions } from '../../api/get-candidate';
import { CandidateFrame } from '../candidate-frame';
import { ReadOnlyStep } from './read-only-step';
import { STEP_TEXT } from './step-messages';

interface WizardStepProps {
  page: StepPage;
  /** The photo guide of the step (001 §2), on the left panel. */
  guide?: string;
  /** The step's form, given what the person saved so far (a correction starts from it). */
  children: (candidate: CollaboratorDetail) => ReactNode;
}

/** The step's form as it stands: read-only once HR approved it, with HR's reason when HR refused it. */
function StepBody({ page, candidate, form }: { page: StepPage; candidate: CollaboratorDetail; form: ReactNode }) {
  const state = candidate.steps[WIZARD_STEPS[page - 1]];
  if (state.status === 'approved') {
    return (
      <Stack spacing={3}>
        <Alert severity="success">
          <AlertTitle>{STEP_REVIEW_MSG.stepApproved}</AlertTitle>
          {STEP_TEXT.approvedReadOnly}
        </Alert>
        <ReadOnlyStep next={pageAfterSaving(page, candidate.steps)}>{form}</ReadOnlyStep>
      </Stack>
    );
  }
  if (state.status === 'disapproved') {
    return (
      <Stack spacing={3}>
        <Alert severity="warning">
          <AlertTitle>{STEP_REVIEW_MSG.stepDisapproved}</AlertTitle>
          {STEP_TEXT.reasonLabel}: {state.reason} {STEP_TEXT.disapprovedHere}
        </Alert>
        {form}
      </Stack>
    );
  }
  return form;
}

/**
 * Pages 1 to 5: the frame with the step's title, the dots and the progress (the steps actually filled), around
 * a form that needs the saved data.
 */
export function WizardStep({ page, guide, children }: WizardStepProps) {
  const user = useSessionUser();
  // The failure is said on the page, with a retry, instead of the welcome page's notice.
  const candidate = useQuery({ ...candidateQueryOptions(user._id), meta: undefined });
  const steps = candidate.data?.steps ?? null;
  return (
    <CandidateFrame
      page={page}
      steps={steps}
      title={STEP_TITLE[WIZARD_STEPS[page - 1]]}
      description={guide}
      progress={steps ? filledPercentage(steps) : undefined}
    >
      {candidate.isPending ? (
        <LoadingScreen />
      ) : candidate.isError ? (
        <RetryAlert message={WIZARD_MSG.loadFailed} retrying={candidate.isFetching} onRetry={() => void candidate.refetch()} />
      ) : (
        <StepBody page={page} candidate={candidate.data} form={children(candidate.data)} />
      )}
    </CandidateFrame>
  );
}

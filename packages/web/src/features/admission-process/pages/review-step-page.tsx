import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { filledPercentage, REVIEW_PAGE, WIZARD_MSG } from '@colabora/core/admission/wizard';
import { LoadingScreen } from '@/components/loading-screen';
import { useSessionUser } from '@/lib/use-session';
import { userStepsQueryOptions } from '../api/get-user-steps';
import { CandidateFrame } from '../components/candidate-frame';
import { RetryAlert } from '@/components/retry-alert';
import { ReviewStatus } from '../components/steps/review-status';
import { STEP_TEXT } from '../components/steps/step-messages';

/** /steps/6: the wizard is done and HR reviews it; the page says where the review stands (001 §2, §4). */
export function ReviewStepPage() {
  const user = useSessionUser();
  const steps = useQuery(userStepsQueryOptions(user._id));
  return (
    <CandidateFrame
      page={REVIEW_PAGE}
      steps={steps.data ?? null}
      title={WIZARD_MSG.reviewTitle}
      progress={steps.data ? filledPercentage(steps.data) : undefined}
    >
      {steps.isPending ? (
        <LoadingScreen />
      ) : steps.isError ? (
        <RetryAlert message={WIZARD_MSG.stepsFetchFailed} retrying={steps.isFetching} onRetry={() => void steps.refetch()} />
      ) : (
        <Stack spacing={3}>
          <ReviewStatus steps={steps.data} />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined" disabled={steps.isFetching} onClick={() => void steps.refetch()}>
              {STEP_TEXT.refresh}
            </Button>
          </Stack>
        </Stack>
      )}
    </CandidateFrame>
  );
}

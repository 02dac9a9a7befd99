import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { isReviewable, STEP_REVIEW_MSG, type StepName, type StepState } from '@colabora/core/admission/steps';
import { useState } from 'react';
import { BusyButton } from '@/components/dialogs/busy-button';
import { DETAIL_MSG } from '../../../admission-detail-messages';
import { useApproveStep } from '../../../api/update-step';
import { RefuseStepDialog } from './refuse-step-dialog';

interface StepReviewProps {
  userId: string;
  step: StepName;
  state: StepState;
  onApproved: (updated: CollaboratorDetail) => void;
}

/** 001 §2: APROVAR/REPROVAR only under analysis; otherwise the step's marker (and the refusal's reason). */
export function StepReview({ userId, step, state, onApproved }: StepReviewProps) {
  const approve = useApproveStep(userId);
  const [refusing, setRefusing] = useState(false);

  if (state.status === 'approved') return <Alert severity="success">{STEP_REVIEW_MSG.stepApproved}</Alert>;
  if (state.status === 'disapproved') {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{STEP_REVIEW_MSG.stepDisapproved}</Alert>
        <TextField
          label={DETAIL_MSG.refuseReason}
          value={state.reason ?? ''}
          multiline
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </Stack>
    );
  }
  if (!isReviewable(state.status)) return null;
  return (
    <Stack direction="row" spacing={1.5} justifyContent="flex-end">
      <Button variant="outlined" color="error" disabled={approve.isPending} onClick={() => setRefusing(true)}>
        {STEP_REVIEW_MSG.refuse}
      </Button>
      <BusyButton
        busy={approve.isPending}
        onClick={() => approve.mutate(step, { onSuccess: onApproved })}
      >
        {STEP_REVIEW_MSG.approve}
      </BusyButton>
      <RefuseStepDialog open={refusing} userId={userId} step={step} onClose={() => setRefusing(false)} />
    </Stack>
  );
}

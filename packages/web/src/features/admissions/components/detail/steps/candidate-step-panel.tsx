import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { DETAIL_MSG } from '../../../admission-detail-messages';
import { stepData, type CandidateStep } from './step-data';
import { StepReview } from './step-review';

interface CandidateStepPanelProps {
  detail: CollaboratorDetail;
  step: CandidateStep;
  onApproved: (updated: CollaboratorDetail) => void;
}

/** One of the five tabs the candidate fills: the saved data read-only, and HR's review of it. */
export function CandidateStepPanel({ detail, step, onApproved }: CandidateStepPanelProps) {
  const state = detail.steps[step];
  const data = stepData(detail, step);
  if (state.status === 'notFilled' || !data) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'center', py: 6, color: 'text.secondary' }}>
        <HourglassEmptyOutlined />
        <Typography>{DETAIL_MSG.notFilled}</Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <StepReview userId={detail._id} step={step} state={state} onApproved={onApproved} />
      {data}
    </Stack>
  );
}

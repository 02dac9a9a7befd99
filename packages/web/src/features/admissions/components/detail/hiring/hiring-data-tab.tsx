import Stack from '@mui/material/Stack';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { StepReview } from '../steps/step-review';
import { HiringDataForm } from './hiring-data-form';
import { HiringDataInfo } from './hiring-data-info';

interface HiringDataTabProps {
  detail: CollaboratorDetail;
  onSaved: (updated: CollaboratorDetail) => void;
}

/** HR fills this tab; saving approves the step, so from then on it shows only the approved marker. */
export function HiringDataTab({ detail, onSaved }: HiringDataTabProps) {
  const state = detail.steps.HIRING_DATA;
  if (state.status !== 'approved') return <HiringDataForm detail={detail} onSaved={onSaved} />;
  return (
    <Stack spacing={3}>
      <StepReview userId={detail._id} step="HIRING_DATA" state={state} onApproved={onSaved} />
      <HiringDataInfo hiring={detail.hiringData} />
    </Stack>
  );
}

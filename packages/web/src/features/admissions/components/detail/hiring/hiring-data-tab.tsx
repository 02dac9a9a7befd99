import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { HIRING_DATA_MSG } from '@colabora/core/admission/hiring-data';
import { isCandidateRole } from '@colabora/core/navigation/redirects';
import { useState } from 'react';
import { StepReview } from '../steps/step-review';
import { HiringDataForm } from './hiring-data-form';
import { HiringDataInfo } from '@/domain/people/components/hiring-data-info';

interface HiringDataTabProps {
  detail: CollaboratorDetail;
  onSaved: (updated: CollaboratorDetail) => void;
}

/**
 * HR fills this tab; saving approves the step, so from then on it shows the approved marker and what was
 * saved. Until activation HR may still correct it (ALTERAR DADOS): the contract is not signed on wrong data.
 */
export function HiringDataTab({ detail, onSaved }: HiringDataTabProps) {
  const [editing, setEditing] = useState(false);
  const state = detail.steps.HIRING_DATA;
  if (state.status !== 'approved') return <HiringDataForm detail={detail} onSaved={onSaved} />;
  if (editing) {
    const saved = (updated: CollaboratorDetail) => {
      setEditing(false);
      onSaved(updated);
    };
    return <HiringDataForm detail={detail} onSaved={saved} onCancel={() => setEditing(false)} />;
  }
  return (
    <Stack spacing={3}>
      <StepReview userId={detail._id} step="HIRING_DATA" state={state} onApproved={onSaved} />
      <HiringDataInfo hiring={detail.hiringData} />
      {isCandidateRole(detail.role) && (
        <div>
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {HIRING_DATA_MSG.edit}
          </Button>
        </div>
      )}
    </Stack>
  );
}

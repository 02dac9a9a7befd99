import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { ACTIVATION_MSG } from '@colabora/core/admission/activation';
import { employmentContractSigned } from '@colabora/core/admission/admission-files';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { allStepsApproved } from '@colabora/core/admission/steps';
import { useId, useState } from 'react';
import { ActivateDialog } from './activate-dialog';

/** Why activation must wait, or null: every step approved, then the employment contract signed. */
export function activationBlock(detail: CollaboratorDetail): string | null {
  if (!allStepsApproved(detail.steps)) return ACTIVATION_MSG.stepsPending;
  if (!employmentContractSigned(detail.contracts)) return ACTIVATION_MSG.contractPending;
  return null;
}

export function ActivateButton({ detail }: { detail: CollaboratorDetail }) {
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const block = activationBlock(detail);
  return (
    <Stack sx={{ maxWidth: 260 }}>
      <Button
        variant="contained"
        disabled={block !== null}
        aria-describedby={block ? reasonId : undefined}
        onClick={() => setOpen(true)}
      >
        {ACTIVATION_MSG.activate}
      </Button>
      {block && <FormHelperText id={reasonId}>{block}</FormHelperText>}
      <ActivateDialog open={open} userId={detail._id} fullName={detail.fullName} onClose={() => setOpen(false)} />
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { ACTIVATION_MSG, activateSchema } from '@colabora/core/admission/activation';
import { appPath } from '@colabora/core/navigation/app-routes';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { BusyButton } from '@/components/dialogs/busy-button';
import { useActivateUser } from '../../../api/activate-user';

interface ActivateDialogProps {
  open: boolean;
  userId: string;
  fullName: string;
  onClose: () => void;
}

/** 'Activate collaborator' (000 §2.6): the time-record module is optional; the person leaves the list. */
export function ActivateDialog({ open, userId, fullName, onClose }: ActivateDialogProps) {
  const activate = useActivateUser(userId);
  const navigate = useNavigate();
  const [recordPoints, setRecordPoints] = useState(false);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={activate.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Ativar colaborador</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {`${fullName} passa a ser colaborador e inicia o período de experiência.`}
        </DialogContentText>
        <FormControlLabel
          label={ACTIVATION_MSG.recordPoints}
          control={<Checkbox checked={recordPoints} onChange={(event) => setRecordPoints(event.target.checked)} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={activate.isPending}>
          CANCELAR
        </Button>
        <BusyButton
          busy={activate.isPending}
          onClick={() =>
            activate.mutate(activateSchema.parse({ recordPoints }), {
              onSuccess: () => void navigate(appPath('admissions')),
            })
          }
        >
          ATIVAR
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { appPath } from '@colabora/core/navigation/app-routes';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { DETAIL_MSG } from '../../admission-detail-messages';

/** 001 §2: every step approved; confirming returns to the list. Staying lets HR send the contracts now. */
export function FinishDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{DETAIL_MSG.finishTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{DETAIL_MSG.finishText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{DETAIL_MSG.finishStay}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            void navigate(appPath('admissions'));
          }}
        >
          {DETAIL_MSG.finishConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

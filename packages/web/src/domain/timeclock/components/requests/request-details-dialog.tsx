import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { REQUEST_LABEL } from '@colabora/core/timeclock/request-messages';
import type { PointSolicitation } from '@colabora/core/timeclock/request-schema';
import { useId, type ReactNode } from 'react';
import { RequestDetails } from './request-details';

interface RequestDetailsDialogProps {
  open: boolean;
  request: PointSolicitation | null;
  onClose: () => void;
  /** HR's REPROVAR / APROVAR; without them the dialog is read-only and closes with FECHAR. */
  actions?: ReactNode;
  showName?: boolean;
  /** While HR's decision is being sent the dialog cannot be dismissed. */
  busy?: boolean;
}

/** The 'SOLICITAÇÃO' dialog (002 §2.2, §2.3): a request read-only, with HR's actions when given. */
export function RequestDetailsDialog({ open, request, onClose, actions, showName, busy = false }: RequestDetailsDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open && request !== null} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{REQUEST_LABEL.detailTitle}</DialogTitle>
      <DialogContent>{request && <RequestDetails request={request} showName={showName} />}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {actions ?? <Button onClick={onClose}>{REQUEST_LABEL.close}</Button>}
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import { REQUEST_LABEL } from '@colabora/core/timeclock/request-messages';
import type { PointSolicitation } from '@colabora/core/timeclock/request-schema';
import { useState } from 'react';
import { BusyButton } from '@/components/dialogs/busy-button';
import { RequestDetailsDialog } from '@/domain/timeclock/components/requests/request-details-dialog';
import { useApproveRequest } from '../../api/analyse-request';
import { ReproveDialog } from './reprove-dialog';

interface AnalysisDialogProps {
  open: boolean;
  request: PointSolicitation | null;
  onClose: () => void;
}

/**
 * HR's detail of a request in analysis (002 §2.3, §4.1): what it says, REPROVAR (a second dialog asks the reason)
 * and APROVAR, AJUSTAR for a punch adjustment. Either closes it with its message; the lists reload.
 */
export function AnalysisDialog({ open, request, onClose }: AnalysisDialogProps) {
  const approve = useApproveRequest();
  const [reproving, setReproving] = useState(false);
  if (!request) return null;

  async function approveIt(id: string) {
    // The failure's message comes from the mutation; the dialog stays for another try.
    await approve.mutateAsync(id).then(onClose, () => undefined);
  }

  const actions = (
    <>
      <Button color="error" variant="outlined" onClick={() => setReproving(true)} disabled={approve.isPending}>
        {REQUEST_LABEL.reprove}
      </Button>
      <BusyButton busy={approve.isPending} onClick={() => void approveIt(request._id)}>
        {request.reason === 'POINTS_ADJUST' ? REQUEST_LABEL.adjust : REQUEST_LABEL.approve}
      </BusyButton>
    </>
  );
  return (
    <>
      <RequestDetailsDialog open={open} request={request} onClose={onClose} actions={actions} showName busy={approve.isPending} />
      {reproving && (
        <ReproveDialog
          open
          requestId={request._id}
          onClose={() => setReproving(false)}
          onReproved={() => {
            setReproving(false);
            onClose();
          }}
        />
      )}
    </>
  );
}

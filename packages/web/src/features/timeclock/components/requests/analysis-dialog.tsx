import Button from '@mui/material/Button';
import { BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import type { ApproveRequestBody } from '@colabora/core/timeclock/bank-schema';
import { REQUEST_LABEL } from '@colabora/core/timeclock/request-messages';
import type { PointSolicitation } from '@colabora/core/timeclock/request-schema';
import { useState } from 'react';
import { BusyButton } from '@/components/dialogs/busy-button';
import { RequestDetailsDialog } from '@/domain/timeclock/components/requests/request-details-dialog';
import { errorCode, errorMessage } from '@/lib/api-error';
import { useApproveRequest } from '../../api/analyse-request';
import { NegativeBankDialog } from './negative-bank-dialog';
import { ReproveDialog } from './reprove-dialog';

interface AnalysisDialogProps {
  open: boolean;
  request: PointSolicitation | null;
  onClose: () => void;
}

/**
 * HR's detail of a request in analysis (002 §2.3, §4.1): what it says, REPROVAR (a second dialog asks the reason)
 * and APROVAR, AJUSTAR for a punch adjustment. Either closes it with its message; the lists reload. Approving a
 * compensation the hours bank does not cover asks HR to confirm the negative bank first (NegativeBankDialog).
 */
export function AnalysisDialog({ open, request, onClose }: AnalysisDialogProps) {
  const approve = useApproveRequest();
  const [reproving, setReproving] = useState(false);
  /** The server's refusal of a compensation the bank does not cover, while HR is asked to confirm it. */
  const [negativeBank, setNegativeBank] = useState<string | null>(null);
  if (!request) return null;

  async function approveIt(id: string) {
    // The failure's message comes from the mutation; the dialog stays for another try. A bank that would go
    // negative asks HR to confirm instead (issue 20 §4).
    await approve.mutateAsync({ id }).then(onClose, (error: unknown) => {
      if (errorCode(error) === 'bankWouldGoNegative') setNegativeBank(errorMessage(error, BANK_MSG.confirmNegative));
    });
  }

  async function approveNegative(id: string, body: ApproveRequestBody) {
    await approve.mutateAsync({ id, body });
    setNegativeBank(null);
    onClose();
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
      {negativeBank !== null && (
        <NegativeBankDialog
          open
          message={negativeBank}
          onConfirm={(body) => approveNegative(request._id, body)}
          onClose={() => setNegativeBank(null)}
        />
      )}
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

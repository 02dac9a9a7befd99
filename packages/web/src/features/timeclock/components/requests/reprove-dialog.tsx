import { REQUEST_LABEL } from '@colabora/core/timeclock/request-messages';
import { reproveSchema, type ReproveBody } from '@colabora/core/timeclock/request-schema';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useReproveRequest } from '../../api/analyse-request';

interface ReproveDialogProps {
  open: boolean;
  requestId: string;
  onClose: () => void;
  /** After 'Solicitação Reprovada': the detail dialog closes too. */
  onReproved: () => void;
}

const EMPTY: ReproveBody = { disapprovalReason: '' };

/** REPROVAR's second dialog (002 §2.3, §5.4): 'Motivo da reprovação*', not blank, then 'Enviar'. */
export function ReproveDialog({ open, requestId, onClose, onReproved }: ReproveDialogProps) {
  const reprove = useReproveRequest();
  async function submit(body: ReproveBody) {
    await reprove.mutateAsync({ id: requestId, body });
    onReproved();
  }
  return (
    <FormDialog<ReproveBody, ReproveBody>
      open={open}
      title={REQUEST_LABEL.reproveTitle}
      initialValues={EMPTY}
      schema={reproveSchema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={REQUEST_LABEL.send}
      cancelLabel={REQUEST_LABEL.cancel}
    >
      <TextField name="disapprovalReason" label={REQUEST_LABEL.disapprovalReason} required multiline minRows={3} />
    </FormDialog>
  );
}

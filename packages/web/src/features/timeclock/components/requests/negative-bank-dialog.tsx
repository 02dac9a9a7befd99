import Alert from '@mui/material/Alert';
import { BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import { confirmNegativeBankSchema, type ApproveRequestBody } from '@colabora/core/timeclock/bank-schema';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { AgreementField } from '@/components/form/agreement-field';

interface NegativeBankDialogProps {
  open: boolean;
  /** The server's refusal (core negativeBankRefusal): the balance, the hours asked and the bank after. */
  message: string;
  /** Sends the approval again with HR's confirmation. */
  onConfirm: (body: ApproveRequestBody) => Promise<unknown>;
  onClose: () => void;
}

const UNCONFIRMED = { allowNegative: false };

/**
 * Approving a 'Compensação de horas' the bank does not cover (issue 20 §4): the server's refusal with the balance,
 * and the box the BANCO DE HORAS dialog has (BANK_MSG.allowNegative); CONFIRMAR approves again with allowNegative,
 * Cancelar leaves the request in analysis.
 */
export function NegativeBankDialog({ open, message, onConfirm, onClose }: NegativeBankDialogProps) {
  return (
    <FormDialog
      open={open}
      title={BANK_MSG.dialogTitle}
      initialValues={UNCONFIRMED}
      schema={confirmNegativeBankSchema}
      onSubmit={onConfirm}
      onClose={onClose}
      submitLabel={BANK_MSG.confirm}
      cancelLabel={BANK_MSG.cancel}
    >
      <Alert severity="warning">{message}</Alert>
      <AgreementField name="allowNegative" label={BANK_MSG.allowNegative} />
    </FormDialog>
  );
}

import MuiTextField from '@mui/material/TextField';
import { BANK_MSG, BANK_PAYMENT_LABEL } from '@colabora/core/timeclock/bank-messages';
import { bankFormSchema, EMPTY_BANK_FORM, type BankFormValues, type BankRequest } from '@colabora/core/timeclock/bank-schema';
import { BANK_PAYMENT_KINDS } from '@colabora/core/timeclock/hours-bank';
import { useMemo } from 'react';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useCompensateHours } from '../../api/compensate-hours';
import { usePayHours } from '../../api/pay-hours';
import { BankBalanceNotice } from './bank-balance-notice';
import { BankTypeFields } from './bank-type-fields';
import { companyToday } from '@/lib/format-date';

const TYPE_OPTIONS = BANK_PAYMENT_KINDS.map((kind) => ({ value: kind, label: BANK_PAYMENT_LABEL[kind] }));

interface BankDialogProps {
  open: boolean;
  /** The collaborator whose bank is paid or compensated, with the bank's total in minutes (the row's). */
  person: { _id: string; fullName: string; allTimeCompTime: number };
  onClose: () => void;
}

/**
 * The 'BANCO DE HORAS' dialog (002 §2.3, §4.4, §5.5): the collaborator's name (read-only), the type, the fields of
 * the type, the justification; Cancelar / CONFIRMAR (disabled while saving). On success it closes and the list
 * reloads; on failure it stays, with 'Não foi possível pagar as horas' or '… compensar as horas' (or the server's reason).
 * The bank's balance shows under the name; hours that would leave it negative ask HR to confirm (issue 20 §4).
 */
export function BankDialog({ open, person, onClose }: BankDialogProps) {
  const today = companyToday();
  const balance = person.allTimeCompTime;
  const schema = useMemo(() => bankFormSchema(today, balance), [today, balance]);
  const compensate = useCompensateHours();
  const pay = usePayHours();

  async function submit(request: BankRequest) {
    if (request.kind === 'COMPENSATION_PAYMENT') await compensate.mutateAsync({ userId: person._id, body: request.body });
    else await pay.mutateAsync({ userId: person._id, body: request.body });
    onClose();
  }

  return (
    <FormDialog<BankFormValues, BankRequest>
      open={open}
      title={BANK_MSG.dialogTitle}
      initialValues={EMPTY_BANK_FORM}
      schema={schema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={BANK_MSG.confirm}
      cancelLabel={BANK_MSG.cancel}
    >
      <MuiTextField label={BANK_MSG.collaborator} value={person.fullName} slotProps={{ htmlInput: { readOnly: true } }} />
      <BankBalanceNotice balance={balance} />
      <SelectField name="type" label={BANK_MSG.type} options={TYPE_OPTIONS} required />
      <BankTypeFields today={today} />
      <TextField name="justification" label={BANK_MSG.justification} required multiline minRows={2} />
    </FormDialog>
  );
}

import Typography from '@mui/material/Typography';
import type { AdmissionListItem } from '@colabora/core/admission/contract';
import { firstLimitDay } from '@colabora/core/admission/rules';
import { limitDateChangeSchema } from '@colabora/core/users/schema';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { DateField } from '@/components/form/date-field';
import { formatDate } from '@/lib/format-date';
import { useUpdateLimitDate } from '../api/update-limit-date';
import { companyToday } from '@/lib/format-date';

interface LimitDateDialogProps {
  open: boolean;
  /** The row whose invite expired; kept while the dialog fades out. */
  row: AdmissionListItem | null;
  onClose: () => void;
}

/** Expirado → a new limit date re-enables the invite (001 §2, §4). */
export function LimitDateDialog({ open, row, onClose }: LimitDateDialogProps) {
  const update = useUpdateLimitDate();
  const admissionDate = row?.admissionDate ?? '';
  return (
    <FormDialog
      open={open}
      title="Alterar data limite"
      initialValues={{ limitDate: '' }}
      schema={limitDateChangeSchema(admissionDate, companyToday)}
      onSubmit={async ({ limitDate }) => {
        if (!row) return;
        await update.mutateAsync({ id: row._id, limitDate });
        onClose();
      }}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {`O convite de ${row?.fullName ?? ''} expirou em ${formatDate(row?.limitDate) ?? '-----'}. ` +
          `Escolha a nova data limite do preenchimento: a partir de hoje e não antes da admissão ` +
          `(${formatDate(admissionDate) ?? '-----'}).`}
      </Typography>
      <DateField name="limitDate" label="Nova data limite" required minDate={firstLimitDay(admissionDate, companyToday())} />
    </FormDialog>
  );
}

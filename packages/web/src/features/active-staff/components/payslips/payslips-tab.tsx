import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MONTH_NAMES } from '@colabora/core/payslip/rules';
import { PAYSLIP_MSG, type Payslip } from '@colabora/core/payslip/schema';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { PayslipList } from '@/domain/payslips/components/payslip-list';
import { errorMessage } from '@/lib/api-error';
import { useDeletePayslip } from '../../api/delete-payslip';
import { PayslipUploadForm } from './payslip-upload-form';

interface PayslipsTabProps {
  userId: string;
  admissionDate: string;
  /** Read-only: the list alone, no upload nor removal. */
  readOnly?: boolean;
}

/** HOLERITES on the collaborator detail (001 §2, §5, §8): send, list (with when the person opened each), remove. */
export function PayslipsTab({ userId, admissionDate, readOnly = false }: PayslipsTabProps) {
  const [removing, setRemoving] = useState<Payslip | null>(null);
  const remove = useDeletePayslip(userId);

  return (
    <Stack spacing={3}>
      {!readOnly && <PayslipUploadForm userId={userId} admissionDate={admissionDate} />}
      <PayslipList
        userId={userId}
        admissionDate={admissionDate}
        showDelivery
        rowAction={
          readOnly
            ? undefined
            : (payslip) => (
                <Button size="small" color="error" onClick={() => setRemoving(payslip)} aria-label={`Remover holerite ${payslip.payslip.name}`}>
                  REMOVER
                </Button>
              )
        }
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remover holerite"
        message={
          removing
            ? `O holerite de ${MONTH_NAMES[removing.month - 1]}/${removing.year} (${removing.payslip.name}) deixará de aparecer para o colaborador. O histórico guarda quem o removeu e quando.`
            : ''
        }
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, PAYSLIP_MSG.removeFailed) : null}
        onConfirm={() => {
          if (removing) remove.mutate(removing._id, { onSuccess: () => setRemoving(null) });
        }}
        onClose={() => {
          remove.reset();
          setRemoving(null);
        }}
      />
    </Stack>
  );
}

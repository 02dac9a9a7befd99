import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ApiError } from '@/lib/api-error';
import { useDeleteJourneys } from '../../api/delete-journeys';
import { JOURNEY_TEXT } from '../../journey-labels';

interface RemoveJourneysDialogProps {
  open: boolean;
  selectedJourneys: string[];
  onRemoved: () => void;
  onClose: () => void;
}

/** EXCLUIR SELECIONADOS asks first, then DELETE /api/workday {selectedJourneys} (spec 002 §2.9, §7.5). */
export function RemoveJourneysDialog({ open, selectedJourneys, onRemoved, onClose }: RemoveJourneysDialogProps) {
  const remove = useDeleteJourneys();
  const reason = remove.error instanceof ApiError ? remove.error.serverMessage : null;
  return (
    <ConfirmDialog
      open={open}
      title={JOURNEY_TEXT.removeSelectedTitle}
      message={JOURNEY_TEXT.removeSelectedQuestion(selectedJourneys.length)}
      confirmLabel={JOURNEY_TEXT.removeConfirm}
      busy={remove.isPending}
      error={reason}
      onConfirm={() => remove.mutate(selectedJourneys, { onSuccess: () => { onRemoved(); onClose(); } })}
      onClose={() => {
        remove.reset();
        onClose();
      }}
    />
  );
}

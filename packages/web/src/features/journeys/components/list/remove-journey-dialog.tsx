import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import type { JourneyListItem } from '@colabora/core/workday/schema';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ApiError } from '@/lib/api-error';
import { useDeleteJourney } from '../../api/delete-journey';

interface RemoveJourneyDialogProps {
  open: boolean;
  /** Kept while the dialog fades out, so its text does not change. */
  journey: JourneyListItem | null;
  onRemoved: () => void;
  onClose: () => void;
}

/** 'Remover Jornada' (spec 002 §2.9), then DELETE /api/workday/{id}; the server's reason shows inside. */
export function RemoveJourneyDialog({ open, journey, onRemoved, onClose }: RemoveJourneyDialogProps) {
  const remove = useDeleteJourney();
  const reason = remove.error instanceof ApiError ? remove.error.serverMessage : null;
  return (
    <ConfirmDialog
      open={open}
      title={WORKDAY_MSG.removeTitle}
      message={WORKDAY_MSG.removeQuestion(journey?.name ?? '')}
      busy={remove.isPending}
      error={reason}
      onConfirm={() => {
        if (journey) remove.mutate(journey, { onSuccess: () => { onRemoved(); onClose(); } });
      }}
      onClose={() => {
        remove.reset();
        onClose();
      }}
    />
  );
}

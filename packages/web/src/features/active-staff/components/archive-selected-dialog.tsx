import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ApiError } from '@/lib/api-error';
import { ACTIVE_LIST_MSG } from '../active-staff-messages';
import { useArchivePeople } from '../api/archive-people';

interface ArchiveSelectedDialogProps {
  open: boolean;
  usersId: string[];
  onArchived: () => void;
  onClose: () => void;
}

/**
 * EXCLUIR SELECIONADOS on active people: the confirmation says they are archived, not deleted (sign-in refused at
 * once, hidden from the lists, every record kept for the CLT and FGTS retention), then DELETE /api/users.
 */
export function ArchiveSelectedDialog({ open, usersId, onArchived, onClose }: ArchiveSelectedDialogProps) {
  const archive = useArchivePeople();
  const reason = archive.error instanceof ApiError ? archive.error.serverMessage : null;
  return (
    <ConfirmDialog
      open={open}
      title={ACTIVE_LIST_MSG.archiveTitle}
      message={ACTIVE_LIST_MSG.archiveQuestion(usersId.length)}
      confirmLabel="EXCLUIR"
      busy={archive.isPending}
      error={reason}
      onConfirm={() =>
        archive.mutate(usersId, {
          onSuccess: () => {
            onArchived();
            onClose();
          },
        })
      }
      onClose={() => {
        archive.reset();
        onClose();
      }}
    />
  );
}

import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ApiError } from '@/lib/api-error';
import { useDeleteUsers } from '../api/delete-users';

interface RemoveSelectedDialogProps {
  open: boolean;
  usersId: string[];
  onRemoved: () => void;
  onClose: () => void;
}

function question(count: number): string {
  return count === 1
    ? 'Tem certeza que deseja excluir o colaborador selecionado? O convite deixa de valer.'
    : `Tem certeza que deseja excluir os ${count} colaboradores selecionados? Os convites deixam de valer.`;
}

/** EXCLUIR SELECIONADOS asks first, then DELETE /api/users {usersId} (001 §7). */
export function RemoveSelectedDialog({ open, usersId, onRemoved, onClose }: RemoveSelectedDialogProps) {
  const remove = useDeleteUsers();
  const reason = remove.error instanceof ApiError ? remove.error.serverMessage : null;
  return (
    <ConfirmDialog
      open={open}
      title="Excluir colaboradores"
      message={question(usersId.length)}
      confirmLabel="EXCLUIR"
      busy={remove.isPending}
      error={reason}
      onConfirm={() =>
        remove.mutate(usersId, {
          onSuccess: () => {
            onRemoved();
            onClose();
          },
        })
      }
      onClose={() => {
        remove.reset();
        onClose();
      }}
    />
  );
}

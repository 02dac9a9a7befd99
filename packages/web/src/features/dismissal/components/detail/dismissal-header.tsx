import Button from '@mui/material/Button';
import type { DismissalDetail } from '@colabora/core/dismissal/api';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { isOpenDismissal } from '@colabora/core/dismissal/status';
import { appPath } from '@colabora/core/navigation/app-routes';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useDialogState } from '@/components/dialogs/use-dialog-state';
import { PersonHeader } from '@/domain/people/components/person-header';
import { useConcludeDismissal } from '../../api/conclude-dismissal';
import { useReactivateCollaborator } from '../../api/reactivate-collaborator';
import { DISMISSAL_PAGE_TEXT } from '../../dismissal-texts';

type Action = 'reactivate' | 'conclude';

/**
 * Back, photo (enlarges), the name in capitals and DEMISSÃO (002 §2.7); REATIVAR COLABORADOR leads back to Ativos,
 * CONCLUIR PROCESSO DE DEMISSÃO to the list. Both act on an open process only: once DISMISSED neither is offered.
 */
export function DismissalHeader({ detail }: { detail: DismissalDetail }) {
  const navigate = useNavigate();
  const reactivate = useReactivateCollaborator(detail._id);
  const conclude = useConcludeDismissal(detail._id);
  const dialog = useDialogState<Action>('reactivate');
  const open = isOpenDismissal(detail.statusDismissal);

  function confirm() {
    if (dialog.value === 'reactivate') {
      reactivate.mutate(undefined, { onSuccess: () => void navigate(appPath('active')) });
      return;
    }
    // 002 §8: a refused conclusion closes the dialog, as not done; its notice says what is missing.
    conclude.mutate(undefined, { onSuccess: () => void navigate(appPath('dismissal')), onError: dialog.close });
  }

  const texts =
    dialog.value === 'reactivate'
      ? { title: DISMISSAL_MSG.reactivateTitle, message: DISMISSAL_PAGE_TEXT.reactivateQuestion(detail.fullName), confirmLabel: DISMISSAL_PAGE_TEXT.reactivateConfirm }
      : { title: DISMISSAL_PAGE_TEXT.concludeTitle, message: DISMISSAL_PAGE_TEXT.concludeQuestion(detail.fullName), confirmLabel: DISMISSAL_PAGE_TEXT.concludeConfirm };

  return (
    <>
      <PersonHeader
        detail={detail}
        backLabel={DISMISSAL_PAGE_TEXT.back}
        subtitles={[DISMISSAL_MSG.headerLabel]}
        upperCaseName
        actions={
          open && (
            <>
              <Button variant="outlined" onClick={() => dialog.show('reactivate')}>
                {DISMISSAL_MSG.reactivate}
              </Button>
              <Button variant="contained" color="error" onClick={() => dialog.show('conclude')}>
                {DISMISSAL_MSG.conclude}
              </Button>
            </>
          )
        }
      />
      <ConfirmDialog
        open={dialog.open}
        {...texts}
        busy={reactivate.isPending || conclude.isPending}
        onConfirm={confirm}
        onClose={dialog.close}
      />
    </>
  );
}

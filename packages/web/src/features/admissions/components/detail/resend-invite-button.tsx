import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { DETAIL_MSG } from '../../admission-detail-messages';
import { useResendInvite } from '../../api/resend-invite';

/** REENVIAR CONVITE: after a confirmation, a new first password goes to the candidate's e-mail. */
export function ResendInviteButton({ userId, email }: { userId: string; email: string }) {
  const [open, setOpen] = useState(false);
  const resend = useResendInvite();
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {DETAIL_MSG.resendInvite}
      </Button>
      <ConfirmDialog
        open={open}
        title={DETAIL_MSG.resendTitle}
        message={DETAIL_MSG.resendText(email)}
        confirmLabel={DETAIL_MSG.resendConfirm}
        busy={resend.isPending}
        onConfirm={() => resend.mutate({ email, userId }, { onSuccess: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

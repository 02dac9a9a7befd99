import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PASSWORD_MSG } from '@colabora/core/auth/password';
import { useId } from 'react';
import { useSignOut } from '@/lib/use-sign-out';
import { FINISH_MSG } from './finish-messages';

/**
 * 'SENHA CRIADA' (001 §2): the admission session ends here; FAZER LOGIN signs out so the person enters
 * at '/' with the new password. It cannot be dismissed: there is nothing left to do on this page.
 */
export function PasswordCreatedDialog({ open }: { open: boolean }) {
  const signOut = useSignOut();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} aria-labelledby={titleId} aria-describedby={messageId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{PASSWORD_MSG.created}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{FINISH_MSG.passwordCreated}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={signOut} autoFocus>
          {PASSWORD_MSG.signIn}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

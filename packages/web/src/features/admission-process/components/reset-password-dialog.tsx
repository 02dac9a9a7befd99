import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { resetPasswordSchema } from '@colabora/core/users/schema';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { TextField } from '@/components/form/text-field';
import { zodValidate } from '@/lib/zod-formik';
import { RESET_PASSWORD_TEXT } from '../messages';

interface ResetPasswordDialogProps {
  open: boolean;
  /** What the sign-in form already holds. */
  initialEmail: string;
  onClose: () => void;
}

interface ResetPasswordValues {
  email: string;
}

// The modal asks only the e-mail of HR's reset call (no call of its own: see RESET_PASSWORD_TEXT).
const emailSchema = z.pick(resetPasswordSchema, { email: true });
const validate = zodValidate<ResetPasswordValues>(emailSchema);

/**
 * The reset-password modal of the candidate's sign-in (spec 001 §2, §5 'Reset password'). Only HR can
 * give a new first password (by resending the invite), so after the e-mail the modal says so; it never
 * claims that something was sent.
 */
export function ResetPasswordDialog({ open, initialEmail, onClose }: ResetPasswordDialogProps) {
  const titleId = useId();
  const [email, setEmail] = useState<string | null>(null);

  function close() {
    setEmail(null);
    onClose();
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{RESET_PASSWORD_TEXT.title}</DialogTitle>
      {email === null ? (
        <Formik
          initialValues={{ email: initialEmail }}
          enableReinitialize
          validate={validate}
          onSubmit={(values) => setEmail(emailSchema.parse(values).email)}
        >
          <Form noValidate>
            <DialogContent>
              <Stack spacing={2}>
                <DialogContentText>{RESET_PASSWORD_TEXT.askEmail}</DialogContentText>
                <TextField id="reset-password-email" name="email" label="E-mail" type="email" autoComplete="username" required />
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={close}>CANCELAR</Button>
              <Button type="submit" variant="contained">
                CONTINUAR
              </Button>
            </DialogActions>
          </Form>
        </Formik>
      ) : (
        <>
          <DialogContent>
            <Alert severity="info">{RESET_PASSWORD_TEXT.whatToDo(email)}</Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={close}>
              ENTENDI
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INVITE_MSG } from '@colabora/core/admission/new-collaborator';
import { inviteSignInSchema } from '@colabora/core/invite/schema';
import { MSG } from '@colabora/core/messages';
import { appPath } from '@colabora/core/navigation/app-routes';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BusyButton } from '@/components/dialogs/busy-button';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { notifyError, notifySuccess } from '@/lib/notify';
import { zodValidate } from '@/lib/zod-formik';
import { useInviteSignIn } from '../api/invite-sign-in';
import { inviteSignInFailure } from '../invite-sign-in-failure';
import { ResetPasswordDialog } from './reset-password-dialog';

interface InviteSignInValues {
  email: string;
  password: string;
}

const INITIAL_VALUES: InviteSignInValues = { email: '', password: '' };
const validate = zodValidate<InviteSignInValues>(inviteSignInSchema);

/** The candidate's sign-in with the invite's e-mail and first password (spec 001 §2, 000 §4). */
export function InviteSignInForm() {
  const navigate = useNavigate();
  const signIn = useInviteSignIn();
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  // Said on the page, not in a notice that fades in 3 s: she has nothing to do but wait for the e-mail.
  const [waiting, setWaiting] = useState<string | null>(null);

  async function submit(values: InviteSignInValues) {
    setWaiting(null);
    try {
      const destination = await signIn.mutateAsync(inviteSignInSchema.parse(values));
      notifySuccess(MSG.loginSuccess);
      await navigate(destination, { replace: true });
    } catch (error) {
      const failure = inviteSignInFailure(error);
      if (failure.awaitingActivation) {
        setWaiting(failure.message);
        return;
      }
      notifyError(failure.message);
      if (failure.concluded) await navigate(appPath('signIn'), { replace: true });
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 5, width: '100%', maxWidth: 440 }}>
      <Formik initialValues={INITIAL_VALUES} validate={validate} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <Form noValidate aria-labelledby="invite-sign-in-title">
            <Stack spacing={2.5}>
              <div>
                <Typography id="invite-sign-in-title" variant="h5" component="h1" fontWeight={700}>
                  {INVITE_MSG.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  Entre com o e-mail e a senha que você recebeu no convite da empresa.
                </Typography>
              </div>
              {waiting && (
                <Alert severity="info" role="status">
                  {waiting}
                </Alert>
              )}
              <TextField name="email" label="E-mail" type="email" autoComplete="username" required autoFocus />
              <PasswordField name="password" label="Senha" autoComplete="current-password" required />
              <Button variant="text" size="small" sx={{ alignSelf: 'flex-end' }} onClick={() => setResetEmail(values.email)}>
                Esqueci minha senha
              </Button>
              <BusyButton type="submit" size="large" fullWidth busy={isSubmitting}>
                ACESSAR
              </BusyButton>
            </Stack>
          </Form>
        )}
      </Formik>
      <ResetPasswordDialog
        open={resetEmail !== null}
        initialEmail={resetEmail ?? ''}
        onClose={() => setResetEmail(null)}
      />
    </Paper>
  );
}

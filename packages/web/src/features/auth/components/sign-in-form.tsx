import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { signInSchema } from '@colabora/core/auth/schema';
import { MSG } from '@colabora/core/messages';
import { appPath } from '@colabora/core/navigation/app-routes';
import { signInDestination, storesSessionAtSignIn } from '@colabora/core/navigation/redirects';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BusyButton } from '@/components/dialogs/busy-button';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TAP_TARGET } from '@/config/theme';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { saveSession } from '@/lib/session';
import { zodValidate } from '@/lib/zod-formik';
import { useSignIn } from '../api/sign-in';
import { readRememberedEmail, rememberEmail } from '../remembered-email';
import { awaitingActivationMessage, signInFailureMessage } from '../sign-in-failure-message';

interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

const validate = zodValidate<SignInValues>(signInSchema);

/** A link standing alone is a tap target on a phone too (theme.ts). */
const TAP_LINK = { display: 'inline-flex', alignItems: 'center', minHeight: { xs: TAP_TARGET.minHeight, md: 'auto' } } as const;

/** Form LOGIN (spec 000 §2.4, §4, §5, §8). */
export function SignInForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const remembered = readRememberedEmail();
  const initialValues: SignInValues = { email: remembered, password: '', remember: remembered !== '' };

  const [waiting, setWaiting] = useState<string | null>(null);

  async function submit(values: SignInValues) {
    const input = signInSchema.parse(values);
    try {
      const answer = await signIn.mutateAsync(input);
      rememberEmail(values.remember ? input.email : null);
      const { role } = answer.user;
      if (storesSessionAtSignIn(role)) {
        saveSession(answer);
        notifySuccess(MSG.loginSuccess);
      } else {
        notifyInfo(MSG.completeAdmission);
      }
      await navigate(signInDestination(role), { replace: true });
    } catch (error) {
      // Waiting for HR's activation is said on the page (the notice fades in 3 s): an e-mail will come.
      const waiting = awaitingActivationMessage(error);
      setWaiting(waiting);
      if (!waiting) notifyError(signInFailureMessage(error));
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 440 }}>
      <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <Form noValidate aria-labelledby="sign-in-title">
            <Stack spacing={2.5}>
              <Typography id="sign-in-title" variant="h5" component="h2" fontWeight={700}>
                LOGIN
              </Typography>
              {waiting && (
                <Alert severity="info" role="status">
                  {waiting}
                </Alert>
              )}
              <TextField name="email" label="E-mail" type="email" autoComplete="username" required autoFocus />
              <PasswordField name="password" label="Senha" autoComplete="current-password" required />
              <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" columnGap={1}>
                <CheckboxField name="remember" label="Lembrar e-mail e senha" />
                {/* Spec 000 §2.4 leaves the target empty: ours is the password recovery, with the e-mail typed so far. */}
                <Link component={RouterLink} to={appPath('forgotPassword')} state={{ email: values.email }} variant="body2" sx={TAP_LINK}>
                  Esqueci minha senha
                </Link>
              </Stack>
              <BusyButton type="submit" size="large" fullWidth busy={isSubmitting}>
                ACESSAR
              </BusyButton>
            </Stack>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PASSWORD_RECOVERY_MSG, passwordRecoveryRequestSchema, type PasswordRecoveryRequest } from '@colabora/core/auth/password-recovery';
import { MSG } from '@colabora/core/messages';
import { appPath } from '@colabora/core/navigation/app-routes';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { BusyButton } from '@/components/dialogs/busy-button';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { zodValidate } from '@/lib/zod-formik';
import { useRequestPasswordRecovery } from '../api/password-recovery';
import { LinkPageFrame } from '../components/link-password-page';

const validate = zodValidate<PasswordRecoveryRequest>(passwordRecoveryRequestSchema);

/** What went wrong, said the way the sign-in says it: no answer, asked too often, anything else. */
function requestFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return PASSWORD_RECOVERY_MSG.failed;
  if (error.isNetworkFailure) return MSG.serviceUnavailable;
  if (error.status === 429 && error.serverMessage) return error.serverMessage;
  return PASSWORD_RECOVERY_MSG.failed;
}

/** The e-mail typed on the sign-in screen, when its 'Esqueci minha senha' link brought the person here. */
function typedEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * /forgot-password, behind 'Esqueci minha senha' (000 §2.4): the e-mail, then always the same answer, whoever it
 * belongs to; staff receive a link to /reset-password, candidates are told to ask HR for a new invite.
 */
export function ForgotPasswordPage() {
  const location = useLocation();
  const request = useRequestPasswordRecovery();
  const [answered, setAnswered] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(values: PasswordRecoveryRequest, helpers: FormikHelpers<PasswordRecoveryRequest>) {
    setProblem(null);
    try {
      await request.mutateAsync(passwordRecoveryRequestSchema.parse(values));
      setAnswered(true);
    } catch (error) {
      const fields = error instanceof ApiError ? serverFieldErrors<PasswordRecoveryRequest>(error.fieldErrors) : {};
      helpers.setErrors(fields);
      if (Object.keys(fields).length === 0) setProblem(requestFailure(error));
    }
  }

  const backToSignIn = (
    <Button component={RouterLink} to={appPath('signIn')} variant={answered ? 'contained' : 'text'} sx={{ alignSelf: 'flex-start' }}>
      {PASSWORD_RECOVERY_MSG.backToSignIn}
    </Button>
  );

  return (
    <LinkPageFrame title={PASSWORD_RECOVERY_MSG.title}>
      {answered ? (
        <>
          <Alert severity="success">{PASSWORD_RECOVERY_MSG.requested}</Alert>
          {backToSignIn}
        </>
      ) : (
        <>
          <Typography>{PASSWORD_RECOVERY_MSG.intro}</Typography>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Formik<PasswordRecoveryRequest> initialValues={{ email: typedEmail(location.state) }} validate={validate} onSubmit={submit}>
            {({ isSubmitting }) => (
              <Form noValidate>
                <Stack spacing={2} alignItems="flex-start">
                  <TextField name="email" label="E-mail" type="email" autoComplete="username" required fullWidth autoFocus disabled={isSubmitting} />
                  <BusyButton type="submit" size="large" busy={isSubmitting}>
                    {PASSWORD_RECOVERY_MSG.submit}
                  </BusyButton>
                </Stack>
              </Form>
            )}
          </Formik>
          {backToSignIn}
        </>
      )}
    </LinkPageFrame>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createPasswordSchema, type CreatePassword } from '@colabora/core/admission/password';
import { FIRST_ACCESS_MSG } from '@colabora/core/auth/first-access';
import { appPath } from '@colabora/core/navigation/app-routes';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BusyButton } from '@/components/dialogs/busy-button';
import { PasswordField } from '@/components/form/password-field';
import { PasswordMeter } from '@/components/form/password-meter';
import { ApiError, errorMessage } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { zodValidate } from '@/lib/zod-formik';
import { useFirstAccess } from '../api/first-access';

const validate = zodValidate<CreatePassword>(createPasswordSchema);

/** The link's token, read once from the URL fragment and then taken off the address bar and the history. */
function takeToken(): string {
  const token = decodeURIComponent(window.location.hash.replace(/^#/, ''));
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

/** /first-access#<token>: a new company administrator creates their password (npm run create-company). */
export function FirstAccessPage() {
  const [token] = useState(takeToken);
  const create = useFirstAccess();
  const [problem, setProblem] = useState<string | null>(token ? null : FIRST_ACCESS_MSG.missingLink);
  const [createdFor, setCreatedFor] = useState<string | null>(null);

  async function submit(values: CreatePassword, helpers: FormikHelpers<CreatePassword>) {
    setProblem(null);
    try {
      const answer = await create.mutateAsync({ token, ...createPasswordSchema.parse(values) });
      setCreatedFor(answer.email);
    } catch (error) {
      const fields = error instanceof ApiError ? serverFieldErrors<CreatePassword>(error.fieldErrors) : {};
      helpers.setErrors(fields);
      if (Object.keys(fields).length === 0) setProblem(errorMessage(error, FIRST_ACCESS_MSG.failed));
    }
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 480 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {FIRST_ACCESS_MSG.title}
          </Typography>
          {createdFor ? (
            <>
              <Alert severity="success">{FIRST_ACCESS_MSG.done}</Alert>
              <Typography>{createdFor}</Typography>
              <Button component={RouterLink} to={appPath('signIn')} variant="contained" sx={{ alignSelf: 'flex-start' }}>
                {FIRST_ACCESS_MSG.signIn}
              </Button>
            </>
          ) : (
            <>
              <Typography>{FIRST_ACCESS_MSG.intro}</Typography>
              {problem && (
                <Alert severity="error" role="alert">
                  {problem}
                </Alert>
              )}
              {token && (
                <Formik<CreatePassword> initialValues={{ password: '', confirmPassword: '' }} validate={validate} onSubmit={submit}>
                  {({ isSubmitting, values }) => (
                    <Form noValidate>
                      <Stack spacing={2} alignItems="flex-start">
                        <PasswordField name="password" label="Senha" autoComplete="new-password" required fullWidth autoFocus disabled={isSubmitting} />
                        <PasswordMeter password={values.password} />
                        <PasswordField name="confirmPassword" label="Confirmar senha" autoComplete="new-password" required fullWidth disabled={isSubmitting} />
                        <BusyButton type="submit" size="large" busy={isSubmitting}>
                          {FIRST_ACCESS_MSG.submit}
                        </BusyButton>
                      </Stack>
                    </Form>
                  )}
                </Formik>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}

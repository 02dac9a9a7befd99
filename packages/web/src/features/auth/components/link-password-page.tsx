import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createPasswordSchema, type CreatePassword } from '@colabora/core/auth/password';
import type { PasswordLinkAnswer, PasswordLinkBody } from '@colabora/core/auth/password-link';
import { appPath } from '@colabora/core/navigation/app-routes';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BusyButton } from '@/components/dialogs/busy-button';
import { PasswordField } from '@/components/form/password-field';
import { PasswordMeter } from '@/components/form/password-meter';
import { ApiError, errorMessage } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { zodValidate } from '@/lib/zod-formik';

const validate = zodValidate<CreatePassword>(createPasswordSchema);

/** The page's texts (core/auth/first-access.ts, core/auth/password-recovery.ts). */
export interface LinkPasswordTexts {
  title: string;
  intro: string;
  submit: string;
  done: string;
  signIn: string;
  missingLink: string;
  failed: string;
}

/** The link's token, read once from the URL fragment and then taken off the address bar and the history. */
function takeToken(): string {
  const token = decodeURIComponent(window.location.hash.replace(/^#/, ''));
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

/** A public page of its own, centred. */
export function LinkPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 480 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}

/**
 * A page an e-mailed link opens (/first-access#<token>, /reset-password#<token>): the new password with the
 * rules and the strength meter of 001 §5 'Password', sent with the token; then the way to the sign-in. What the
 * server says of the link (used, replaced, expired) is shown on the page.
 */
export function LinkPasswordPage({ texts, setPassword }: { texts: LinkPasswordTexts; setPassword: (body: PasswordLinkBody) => Promise<PasswordLinkAnswer> }) {
  const [token] = useState(takeToken);
  const [problem, setProblem] = useState<string | null>(token ? null : texts.missingLink);
  const [doneFor, setDoneFor] = useState<string | null>(null);

  async function submit(values: CreatePassword, helpers: FormikHelpers<CreatePassword>) {
    setProblem(null);
    try {
      const answer = await setPassword({ token, ...createPasswordSchema.parse(values) });
      setDoneFor(answer.email);
    } catch (error) {
      const fields = error instanceof ApiError ? serverFieldErrors<CreatePassword>(error.fieldErrors) : {};
      helpers.setErrors(fields);
      if (Object.keys(fields).length === 0) setProblem(errorMessage(error, texts.failed));
    }
  }

  return (
    <LinkPageFrame title={texts.title}>
      {doneFor ? (
        <>
          <Alert severity="success">{texts.done}</Alert>
          <Typography>{doneFor}</Typography>
          <Button component={RouterLink} to={appPath('signIn')} variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {texts.signIn}
          </Button>
        </>
      ) : (
        <>
          <Typography>{texts.intro}</Typography>
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
                      {texts.submit}
                    </BusyButton>
                  </Stack>
                </Form>
              )}
            </Formik>
          )}
        </>
      )}
    </LinkPageFrame>
  );
}

import Stack from '@mui/material/Stack';
import { emailConfirmSchema, type EmailConfirm } from '@colabora/core/admission/email-confirm';
import { appPath } from '@colabora/core/navigation/app-routes';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router';
import { BusyButton } from '@/components/dialogs/busy-button';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { zodValidate } from '@/lib/zod-formik';
import { useConfirmEmail } from '../../api/confirm-email';
import { FINISH_MSG } from './finish-messages';

const validate = zodValidate<EmailConfirm>(emailConfirmSchema);

/** The invited e-mail typed again (001 §5 'Email confirmation', §8); then on to the password. */
export function EmailConfirmForm({ inviteId }: { inviteId: string }) {
  const navigate = useNavigate();
  const confirm = useConfirmEmail();

  async function submit(values: EmailConfirm, helpers: FormikHelpers<EmailConfirm>) {
    try {
      await confirm.mutateAsync({ inviteId, body: emailConfirmSchema.parse(values) });
      await navigate(appPath('createPassword'));
    } catch (error) {
      // The mutation's notice says it failed; a field the server refused says why under it.
      if (error instanceof ApiError) helpers.setErrors(serverFieldErrors<EmailConfirm>(error.fieldErrors));
    }
  }

  return (
    <Formik<EmailConfirm> initialValues={{ email: '' }} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack spacing={2} alignItems="flex-start">
            <TextField
              name="email"
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              fullWidth
              autoFocus
              disabled={isSubmitting}
            />
            <BusyButton type="submit" size="large" busy={isSubmitting}>
              {FINISH_MSG.confirmEmail}
            </BusyButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

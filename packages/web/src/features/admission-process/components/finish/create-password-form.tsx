import Stack from '@mui/material/Stack';
import { createPasswordSchema, type CreatePassword } from '@colabora/core/auth/password';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { BusyButton } from '@/components/dialogs/busy-button';
import { PasswordField } from '@/components/form/password-field';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { zodValidate } from '@/lib/zod-formik';
import { useCreatePassword } from '../../api/create-password';
import { FINISH_MSG } from './finish-messages';
import { PasswordCreatedDialog } from './password-created-dialog';
import { PasswordMeter } from '@/components/form/password-meter';

const validate = zodValidate<CreatePassword>(createPasswordSchema);

/** Password, confirmation, meter and checklist (001 §2, §5 'Password', §8), then 'SENHA CRIADA'. */
export function CreatePasswordForm({ inviteId }: { inviteId: string }) {
  const create = useCreatePassword();
  const [created, setCreated] = useState(false);

  async function submit(values: CreatePassword, helpers: FormikHelpers<CreatePassword>) {
    try {
      await create.mutateAsync({ inviteId, body: createPasswordSchema.parse(values) });
      setCreated(true);
    } catch (error) {
      // The mutation's notice says it failed; a field the server refused says why under it.
      if (error instanceof ApiError) helpers.setErrors(serverFieldErrors<CreatePassword>(error.fieldErrors));
    }
  }

  return (
    <>
      <Formik<CreatePassword> initialValues={{ password: '', confirmPassword: '' }} validate={validate} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <Form noValidate>
            <Stack spacing={2} alignItems="flex-start">
              <PasswordField
                name="password"
                label="Senha"
                autoComplete="new-password"
                required
                fullWidth
                autoFocus
                disabled={isSubmitting || created}
              />
              <PasswordMeter password={values.password} />
              <PasswordField
                name="confirmPassword"
                label="Confirmar senha"
                autoComplete="new-password"
                required
                fullWidth
                disabled={isSubmitting || created}
              />
              <BusyButton type="submit" size="large" busy={isSubmitting} disabled={created}>
                {FINISH_MSG.createPassword}
              </BusyButton>
            </Stack>
          </Form>
        )}
      </Formik>
      <PasswordCreatedDialog open={created} />
    </>
  );
}

import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { toNewCollaboratorBody } from '@colabora/core/admission/new-collaborator';
import { CONTACT_LABEL } from '@colabora/core/people/field-labels';
import { BusyButton } from '@/components/dialogs/busy-button';
import { PhoneField } from '@/components/form/phone-field';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useSessionUser } from '@/lib/use-session';
import { zodValidate } from '@/lib/zod-formik';
import { useCreateEmployee } from '../api/create-employee';
import { AllowanceField } from '@/domain/hiring/components/allowance-field';
import { HiringFields } from '@/domain/hiring/components/hiring-fields';
import { ALLOWANCES } from '@/domain/hiring/components/hiring-offer-values';
import { INITIAL_VALUES, newCollaboratorSchema, type NewCollaboratorValues } from '../new-collaborator-values';
import { DeadlineFields } from './deadline-fields';
import { FormSection } from '@/components/form/form-section';

const validate = zodValidate<NewCollaboratorValues>(newCollaboratorSchema);

/** Every field of 001 §2/§5; on success the invite is sent and the form starts over. */
export function NewCollaboratorForm() {
  const companyId = useSessionUser().company._id;
  const create = useCreateEmployee();

  async function submit(values: NewCollaboratorValues, helpers: FormikHelpers<NewCollaboratorValues>) {
    const form = newCollaboratorSchema.parse(values);
    try {
      await create.mutateAsync(toNewCollaboratorBody(form, companyId));
      helpers.resetForm();
    } catch (error) {
      // The notice already said why; a field the server refused (e.g. e-mail in use) shows under it.
      if (error instanceof ApiError) helpers.setErrors(serverFieldErrors<NewCollaboratorValues>(error.fieldErrors));
    }
  }

  return (
    <Formik initialValues={INITIAL_VALUES} validate={validate} onSubmit={submit}>
      {({ isSubmitting, resetForm }) => (
        <Form noValidate aria-label="Novo colaborador">
          <Stack spacing={3}>
            <FormSection title="Dados do colaborador">
              <Grid container spacing={2.5}>
                <Grid size={{ xs: 12 }}>
                  <TextField name="fullName" label="Nome completo" required autoComplete="off" />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextField name="email" label={CONTACT_LABEL.email} type="email" required autoComplete="off" />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <PhoneField name="phone" label={CONTACT_LABEL.phone} required />
                </Grid>
              </Grid>
            </FormSection>
            <FormSection title="Dados da contratação">
              <HiringFields />
            </FormSection>
            <FormSection title="Benefícios">
              <Stack spacing={2.5}>
                {ALLOWANCES.map((allowance) => (
                  <AllowanceField key={allowance.flag} {...allowance} />
                ))}
              </Stack>
            </FormSection>
            <FormSection title="Prazos">
              <DeadlineFields />
            </FormSection>
            <Stack direction="row" spacing={1.5} justifyContent="flex-end">
              <Button disabled={isSubmitting} onClick={() => resetForm()}>
                LIMPAR
              </Button>
              <BusyButton type="submit" busy={isSubmitting}>
                CADASTRAR
              </BusyButton>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

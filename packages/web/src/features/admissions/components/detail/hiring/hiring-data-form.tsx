import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { HIRING_DATA_MSG, hasExperiencePeriod } from '@colabora/core/admission/hiring-data';
import { Form, Formik, type FormikHelpers } from 'formik';
import { BusyButton } from '@/components/dialogs/busy-button';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { zodValidate } from '@/lib/zod-formik';
import { useSaveHiringData } from '../../../api/save-hiring-data';
import { ALLOWANCES } from '../../../new-collaborator-values';
import { AllowanceField } from '../../allowance-field';
import { FormSection } from '../../form-section';
import { AdditionalsFields } from './additionals-fields';
import { ExperiencePeriodFields } from './experience-period-fields';
import { hiringFormSchema, hiringFormValues, type HiringFormValues } from './hiring-form-values';
import { StandardSalaryField } from './standard-salary-field';
import { WorkdayField } from './workday-field';

const validate = zodValidate<HiringFormValues>(hiringFormSchema);

interface HiringDataFormProps {
  detail: CollaboratorDetail;
  onSaved: (updated: CollaboratorDetail) => void;
  /** A correction of saved data can be given up. */
  onCancel?: () => void;
}

/** The DADOS CONTRATAÇÃO tab HR fills before activation (001 §2, §5 'Hiring data (tab)'). */
export function HiringDataForm({ detail, onSaved, onCancel }: HiringDataFormProps) {
  const save = useSaveHiringData(detail._id);

  async function submit(values: HiringFormValues, helpers: FormikHelpers<HiringFormValues>) {
    const { hiringData } = hiringFormSchema.parse(values);
    try {
      onSaved(await save.mutateAsync(hiringData));
    } catch (error) {
      // The notice already said why; a field the server refused shows under it.
      if (error instanceof ApiError) {
        const fields = Object.entries(error.fieldErrors).map(([path, message]) => [`hiringData.${path}`, message]);
        helpers.setErrors(serverFieldErrors<HiringFormValues>(Object.fromEntries(fields)));
      }
    }
  }

  return (
    <Formik initialValues={hiringFormValues(detail.hiringData)} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Dados de contratação">
          <Stack spacing={3}>
            <Alert severity="info">{HIRING_DATA_MSG.prompt}</Alert>
            <FormSection title="Remuneração e benefícios">
              <Stack spacing={2.5}>
                <StandardSalaryField baseSalary={detail.jobRole?.baseSalary ?? null} />
                {ALLOWANCES.map((allowance) => (
                  <AllowanceField key={allowance.flag} {...allowance} />
                ))}
              </Stack>
            </FormSection>
            <FormSection title="Jornada e período de experiência">
              <Stack spacing={2.5}>
                <WorkdayField />
                {hasExperiencePeriod(detail.hiringData.regime) && (
                  <ExperiencePeriodFields admissionDate={detail.admissionDate} />
                )}
              </Stack>
            </FormSection>
            <FormSection title="Adicionais">
              <AdditionalsFields />
            </FormSection>
            <Stack direction="row" justifyContent="flex-end" spacing={1.5}>
              {onCancel && (
                <Button onClick={onCancel} disabled={isSubmitting}>
                  {HIRING_DATA_MSG.cancelEdit}
                </Button>
              )}
              <BusyButton type="submit" busy={isSubmitting}>
                SALVAR
              </BusyButton>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { hasExperiencePeriod, type HiringData } from '@colabora/core/admission/hiring-data';
import { formatCentavos } from '@colabora/core/money';
import { HIRING_DATA_LABEL } from '@colabora/core/people/field-labels';
import { Form, Formik, type FormikHelpers } from 'formik';
import { FormSection } from '@/components/form/form-section';
import { InfoGrid } from '@/domain/people/components/info-grid';
import type { PersonFormProps } from '@/domain/people/components/forms/step-form';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { zodValidate } from '@/lib/zod-formik';
import { AdditionalsFields } from './additionals-fields';
import { AllowanceField } from './allowance-field';
import { ExperiencePeriodFields } from './experience-period-fields';
import { ALLOWANCES } from './hiring-offer-values';
import { hiringFormSchema, hiringFormValues, type HiringFormValues } from './hiring-form-values';
import { PlaceOfWorkField } from './place-of-work-field';
import { HIRING_MSG } from './hiring-messages';
import { StandardSalaryField } from './standard-salary-field';
import { WorkdayField } from './workday-field';

const validate = zodValidate<HiringFormValues>(hiringFormSchema);

/** The server names a refused field from the hiring data itself (step route) or from the body ({hiringData}). */
function underHiringData(fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([path, message]) => [path.startsWith('hiringData.') ? path : `hiringData.${path}`, message]),
  );
}

/** Pay of an active person, read-only: it changes through a promotion the employee confirms (001 §4). */
function PayInfo({ hiring }: { hiring: CollaboratorDetail['hiringData'] }) {
  return (
    <Stack spacing={1.5}>
      <InfoGrid
        items={[
          { label: HIRING_DATA_LABEL.salary, value: formatCentavos(hiring.salary) },
          { label: HIRING_DATA_LABEL.vt, value: formatCentavos(hiring.vt) },
          { label: HIRING_DATA_LABEL.va, value: formatCentavos(hiring.va) },
          { label: HIRING_DATA_LABEL.vr, value: formatCentavos(hiring.vr) },
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        {HIRING_MSG.payByPromotion}
      </Typography>
    </Stack>
  );
}

interface PersonHiringDataFormProps extends PersonFormProps<HiringData, CollaboratorDetail> {
  /** Before activation HR types the pay here; afterwards only a promotion changes it, so it is shown read-only. */
  payEditable: boolean;
}

/**
 * DADOS CONTRATAÇÃO (001 §2, §4 'Experience period', §5 'Hiring data (tab)'): the admission detail's step and
 * the active collaborator's tab. The body is the whole hiring data, checked by the same core schema.
 */
export function PersonHiringDataForm({ person, save, actions, payEditable }: PersonHiringDataFormProps) {
  async function submit(values: HiringFormValues, helpers: FormikHelpers<HiringFormValues>) {
    const { hiringData } = hiringFormSchema.parse(values);
    try {
      await save(hiringData);
    } catch (error) {
      // The notice already said why; a field the server refused shows under it.
      if (error instanceof ApiError) helpers.setErrors(serverFieldErrors<HiringFormValues>(underHiringData(error.fieldErrors)));
    }
  }

  return (
    <Formik initialValues={hiringFormValues(person.hiringData)} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Dados de contratação">
          <Stack spacing={3}>
            <FormSection title="Remuneração e benefícios">
              {payEditable ? (
                <Stack spacing={2.5}>
                  <StandardSalaryField baseSalary={person.jobRole?.baseSalary ?? null} />
                  {ALLOWANCES.map((allowance) => (
                    <AllowanceField key={allowance.flag} {...allowance} />
                  ))}
                </Stack>
              ) : (
                <PayInfo hiring={person.hiringData} />
              )}
            </FormSection>
            <FormSection title="Jornada e período de experiência">
              <Stack spacing={2.5}>
                <WorkdayField />
                {hasExperiencePeriod(person.hiringData.regime) && (
                  <ExperiencePeriodFields admissionDate={person.admissionDate} />
                )}
              </Stack>
            </FormSection>
            <FormSection title={HIRING_MSG.placeSection}>
              <PlaceOfWorkField />
            </FormSection>
            <FormSection title="Adicionais">
              <AdditionalsFields />
            </FormSection>
            {actions(isSubmitting)}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

import Button from '@mui/material/Button';
import type { FormikErrors, FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { DatePickersProvider } from '@/components/date-pickers-provider';
import { sessionFor } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { StepForm } from '../components/step-form';

/** One journey step's fields alone, in the form both screens give them, with a submit button 'SALVAR'. */
export function renderStep<Values extends FormikValues>(
  fields: ReactNode,
  initialValues: Values,
  validate: (values: Values) => FormikErrors<Values>,
) {
  const onSubmit = vi.fn<(values: Values) => void>();
  const app = renderWithProviders(
    <DatePickersProvider>
      <StepForm
        label="Etapa"
        initialValues={initialValues}
        validate={validate}
        onSubmit={(values) => onSubmit(values)}
        actions={() => (
          <Button type="submit" variant="contained">
            SALVAR
          </Button>
        )}
      >
        {fields}
      </StepForm>
    </DatePickersProvider>,
    { session: sessionFor('ADMINISTRATOR_COMPANY') },
  );
  return { ...app, onSubmit };
}

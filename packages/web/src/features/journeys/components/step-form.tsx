import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import type { ReactNode } from 'react';

export interface StepFormState<Values> {
  values: Values;
  submitting: boolean;
}

interface StepFormProps<Values extends FormikValues> {
  /** Names the form: the step's tab label. */
  label: string;
  initialValues: Values;
  validate: (values: Values) => FormikErrors<Values>;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void> | void;
  /** The step's buttons; the one that goes on is the submit button. */
  actions: (form: StepFormState<Values>) => ReactNode;
  children: ReactNode;
}

/** One step of a journey (details, scale or breaks) as a form of its own, in the wizard and on the edit screen. */
export function StepForm<Values extends FormikValues>(props: StepFormProps<Values>) {
  const { label, initialValues, validate, onSubmit, actions, children } = props;
  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      {({ values, isSubmitting }) => (
        <Form noValidate aria-label={label}>
          <Stack spacing={3}>
            {children}
            <Stack direction="row" spacing={1.5} justifyContent="flex-end">
              {actions({ values, submitting: isSubmitting })}
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

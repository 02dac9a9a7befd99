import Grid from '@mui/material/Grid';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import type { Dependent } from '@colabora/core/admission/dependent';
import { familyDataSchema, type FamilyData } from '@colabora/core/admission/family-data';
import { MARITAL_STATUSES, toOptions } from '@colabora/core/admission/options';
import { FAMILY_DATA_LABEL } from '@colabora/core/people/field-labels';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { RadioField, YES_NO } from '@/components/form/radio-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { AddDependentDialog } from '../fields/add-dependent-dialog';
import { DependentsField } from '../fields/dependents-field';
import { stepForm, submitBody, type PersonFormProps } from './step-form';

interface FamilyDataValues {
  maritalStatus: string;
  mothersName: string;
  fathersName: string;
  hasDependents: boolean | null;
  dependents: Dependent[];
}

function initialValues(saved: CollaboratorDetail['familyData']): FamilyDataValues {
  return {
    maritalStatus: saved?.maritalStatus ?? '',
    mothersName: saved?.mothersName ?? '',
    fathersName: saved?.fathersName ?? '',
    hasDependents: saved?.hasDependents ?? null,
    dependents: saved?.dependents ?? [],
  };
}

/** Family data (001 §3 familyData, §5 'Family'), with the dependents of 000 §2.6: wizard step 2 and HR's tab. */
export function PersonFamilyDataForm({ person: candidate, save, actions }: PersonFormProps<FamilyData, CollaboratorDetail>) {
  // The collaborator's own CPF, when the documents step was saved first, may not be a dependent's.
  const collaboratorCpf = candidate.documents?.cpf;
  const { validate, toBody } = useMemo(
    () => stepForm<FamilyDataValues, FamilyData>(familyDataSchema({ collaboratorCpf })),
    [collaboratorCpf],
  );
  const submit = submitBody(toBody, save);
  const [adding, setAdding] = useState(false);

  return (
    <Formik initialValues={initialValues(candidate.familyData)} validate={validate} onSubmit={submit}>
      {({ values, errors, submitCount, isSubmitting, setFieldValue }) => (
        <>
          <Form noValidate aria-label="Dados da família">
            <Grid container spacing={2.5}>
              <Grid size={{ xs: 12, md: 4 }}>
                <SelectField name="maritalStatus" label={FAMILY_DATA_LABEL.maritalStatus} options={toOptions(MARITAL_STATUSES)} required />
              </Grid>
              <Grid size={{ xs: 12, md: 8 }} />
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField name="mothersName" label={FAMILY_DATA_LABEL.mothersName} required autoComplete="off" />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField name="fathersName" label={FAMILY_DATA_LABEL.fathersName} autoComplete="off" />
              </Grid>
              <Grid size={{ xs: 12 }}>
                <RadioField name="hasDependents" label="Possui dependentes?" options={YES_NO} />
              </Grid>
              {values.hasDependents && (
                <Grid size={{ xs: 12 }}>
                  <DependentsField
                    dependents={values.dependents}
                    error={submitCount > 0 && typeof errors.dependents === 'string' ? errors.dependents : undefined}
                    onAddClick={() => setAdding(true)}
                    onRemove={(index) => void setFieldValue('dependents', values.dependents.filter((_, at) => at !== index))}
                  />
                </Grid>
              )}
              <Grid size={{ xs: 12 }}>{actions(isSubmitting)}</Grid>
            </Grid>
          </Form>
          {/* Outside the step's <form>: React would carry the dialog's submit up to it through the portal. */}
          <AddDependentDialog
            open={adding}
            added={values.dependents}
            onAdd={(dependent) => {
              void setFieldValue('dependents', [...values.dependents, dependent]);
              setAdding(false);
            }}
            onClose={() => setAdding(false)}
          />
        </>
      )}
    </Formik>
  );
}

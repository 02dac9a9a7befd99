import Grid from '@mui/material/Grid';
import { FIRST_CALENDAR_DAY } from '@colabora/core/ground/calendar-day';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { DEFICIENCIES, GENDERS, RACES, toOptions } from '@colabora/core/admission/options';
import { personalDataSchema, type PersonalData } from '@colabora/core/admission/personal-data';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { Form, Formik } from 'formik';
import { DateField } from '@/components/form/date-field';
import { SelectField } from '@/components/form/select-field';
import { FileUploadField } from '@/components/files/file-upload-field';
import { useSavePersonalData } from '../../api/save-personal-data';
import { BirthPlaceFields, type BirthPlace } from './birth-place-fields';
import { StepActions } from './step-actions';
import { stepForm } from '@/domain/people/components/forms/step-form';
import { useStepSubmit } from './use-step-submit';
import { companyToday } from '@/lib/format-date';

interface PersonalDataValues extends BirthPlace {
  birthDate: string;
  gender: string;
  raceColor: string;
  deficiency: string;
  profilePicture: UploadedFile | null;
}

const { validate, toBody } = stepForm<PersonalDataValues, PersonalData>(personalDataSchema);

function initialValues(saved: CollaboratorDetail['personalData']): PersonalDataValues {
  return {
    nationality: saved?.nationality ?? '',
    state: saved?.state ?? '',
    cityOfBirth: saved?.cityOfBirth ?? '',
    birthDate: saved?.birthDate ?? '',
    gender: saved?.gender ?? '',
    raceColor: saved?.raceColor ?? '',
    deficiency: saved?.deficiency ?? '',
    profilePicture: saved?.profilePicture ?? null,
  };
}

/** Step 1 'About you' (001 §2, §3 personalData, §5 'Personal data'). */
export function PersonalDataForm({ candidate }: { candidate: CollaboratorDetail }) {
  const save = useSavePersonalData(candidate._id);
  const submit = useStepSubmit(1, save, toBody);
  return (
    <Formik initialValues={initialValues(candidate.personalData)} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Sobre você">
          <Grid container spacing={2.5}>
            <BirthPlaceFields />
            <Grid size={{ xs: 12, md: 4 }}>
              <DateField name="birthDate" label="Data de nascimento" required minDate={FIRST_CALENDAR_DAY} maxDate={companyToday()} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectField name="gender" label="Gênero" options={toOptions(GENDERS)} required />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectField name="raceColor" label="Raça/Cor" options={toOptions(RACES)} required />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectField name="deficiency" label="Deficiência" options={toOptions(DEFICIENCIES)} required />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <FileUploadField name="profilePicture" label="Selfie" purpose="photo" userId={candidate._id} />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <StepActions page={1} saving={isSubmitting} />
            </Grid>
          </Grid>
        </Form>
      )}
    </Formik>
  );
}

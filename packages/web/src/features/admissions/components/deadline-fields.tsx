import Grid from '@mui/material/Grid';
import { useFormikContext } from 'formik';
import { DateField } from '@/components/form/date-field';
import { firstLimitDay } from '../limit-date-rules';
import type { NewCollaboratorValues } from '../new-collaborator-values';

/** Admission date and fill deadline; the deadline cannot be picked before today or the admission (001 §5). */
export function DeadlineFields() {
  const { values } = useFormikContext<NewCollaboratorValues>();
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 6 }}>
        <DateField name="admissionDate" label="Data de admissão" required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DateField
          name="limitDate"
          label="Data limite para preenchimento"
          required
          minDate={firstLimitDay(values.admissionDate)}
        />
      </Grid>
    </Grid>
  );
}

import Grid from '@mui/material/Grid';
import { useFormikContext } from 'formik';
import { DateField } from '@/components/form/date-field';
import { saoPauloToday } from '@colabora/core/ground/calendar-day';
import { admissionWindow, firstLimitDay } from '@colabora/core/admission/rules';
import type { NewCollaboratorValues } from '../new-collaborator-values';

/**
 * Admission date (within the window the server accepts) and fill deadline, which cannot be picked before
 * today or the admission (001 §5).
 */
export function DeadlineFields() {
  const { values } = useFormikContext<NewCollaboratorValues>();
  const admissionDays = admissionWindow(saoPauloToday());
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 6 }}>
        <DateField name="admissionDate" label="Data de admissão" required minDate={admissionDays.from} maxDate={admissionDays.to} />
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

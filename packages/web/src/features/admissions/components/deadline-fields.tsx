import Grid from '@mui/material/Grid';
import { useFormikContext } from 'formik';
import { DateField } from '@/components/form/date-field';
import { admissionWindow, firstLimitDay } from '@colabora/core/admission/rules';
import type { NewCollaboratorValues } from '../new-collaborator-values';
import { companyToday } from '@/lib/format-date';

/**
 * Admission date (within the window the server accepts) and fill deadline, which cannot be picked before
 * today or the admission (001 §5).
 */
export function DeadlineFields() {
  const { values } = useFormikContext<NewCollaboratorValues>();
  // The company's today (its zone, issue 22 §6), as the server counts both rules.
  const today = companyToday();
  const admissionDays = admissionWindow(today);
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
          minDate={firstLimitDay(values.admissionDate, today)}
        />
      </Grid>
    </Grid>
  );
}

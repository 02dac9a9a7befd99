import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { EXPERIENCE_PERIODS, experienceDates, type ExperiencePeriod } from '@colabora/core/admission/experience-period';
import { HIRING_DATA_LABEL } from '@colabora/core/people/field-labels';
import { useFormikContext } from 'formik';
import { SelectField } from '@/components/form/select-field';
import { formatDate } from '@/lib/format-date';
import type { HiringFormValues } from './hiring-form-values';

const PERIOD_OPTIONS = EXPERIENCE_PERIODS.map((period) => ({ value: period, label: `${period} dias` }));

const DATE_FIELDS = [
  ['beginningOfFirstPeriod', HIRING_DATA_LABEL.beginningOfFirstPeriod],
  ['endOfFirstPeriod', HIRING_DATA_LABEL.endOfFirstPeriod],
  ['startOfSecondPeriod', HIRING_DATA_LABEL.startOfSecondPeriod],
  ['endOfSecondPeriod', HIRING_DATA_LABEL.endOfSecondPeriod],
] as const;

/** CLT only: the period chosen fixes the four dates from the admission date (CLT arts. 445, 451, in core); they are read-only. */
export function ExperiencePeriodFields({ admissionDate }: { admissionDate: string }) {
  const { values, setFieldValue } = useFormikContext<HiringFormValues>();
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectField
          name="hiringData.experiencePeriod"
          label={HIRING_DATA_LABEL.experiencePeriod}
          required
          options={PERIOD_OPTIONS}
          onChange={(period) => {
            const { experiencePeriod: _, ...dates } = experienceDates(admissionDate, period as ExperiencePeriod);
            for (const [name, day] of Object.entries(dates)) void setFieldValue(`hiringData.${name}`, day);
          }}
        />
      </Grid>
      {DATE_FIELDS.map(([name, label]) => (
        <Grid key={name} size={{ xs: 12, sm: 6, md: 2 }}>
          <TextField
            id={`field-hiringData.${name}`}
            label={label}
            value={formatDate(values.hiringData[name]) ?? ''}
            placeholder="dd/mm/aaaa"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
          />
        </Grid>
      ))}
    </Grid>
  );
}

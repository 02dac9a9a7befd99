import Grid from '@mui/material/Grid';
import { useFormikContext } from 'formik';
import {
  EXTRA_HOURS_PER_DAY,
  INTERVAL_COMPENSATION,
  INTERVAL_COMPENSATION_LABEL,
  NIGHT_KIND_LABEL,
  POINT_TYPES,
  TOLERANCE_TIMES,
} from '@colabora/core/workday/options';
import { NIGHT_KINDS } from '@colabora/core/timeclock/night-work';
import { RadioField, YES_NO } from '@/components/form/radio-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import type { DetailsValues } from '../../journey-form-values';
import { JOURNEY_LABEL } from '../../journey-labels';
import { MinutesField } from '../fields/minutes-field';

const POINT_TYPE_OPTIONS = POINT_TYPES.map((value) => ({ value, label: value }));
const COMPENSATION_OPTIONS = INTERVAL_COMPENSATION.map((value) => ({ value, label: INTERVAL_COMPENSATION_LABEL[value] }));

const NIGHT_OPTIONS = NIGHT_KINDS.map((value) => ({ value, label: NIGHT_KIND_LABEL[value] }));

const TOLERANCES = ['entryDelayTime', 'breakDelayTime', 'anticipationExitTime', 'breakAnticipationTime'] as const;

/** DETALHES DA JORNADA (spec 002 §3 'Workday', §5.10): the limit time is asked only when entries are limited. */
export function DetailsFields() {
  const { values, setFieldValue } = useFormikContext<DetailsValues>();
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField name="name" label={JOURNEY_LABEL.name} required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <SelectField name="pointType" label={JOURNEY_LABEL.pointType} options={POINT_TYPE_OPTIONS} required />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <SelectField
          name="intervalCompensation"
          label={JOURNEY_LABEL.intervalCompensation}
          options={COMPENSATION_OPTIONS}
          required
        />
      </Grid>
      {TOLERANCES.map((name) => (
        <Grid key={name} size={{ xs: 12, md: 6 }}>
          <MinutesField name={name} label={JOURNEY_LABEL[name]} options={TOLERANCE_TIMES} required />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 3 }}>
        <MinutesField name="extraHourPerDay" label={JOURNEY_LABEL.extraHourPerDay} options={EXTRA_HOURS_PER_DAY} required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectField name="nightWork" label={JOURNEY_LABEL.nightWork} options={NIGHT_OPTIONS} required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <RadioField
          name="limited"
          label={JOURNEY_LABEL.limited}
          options={YES_NO}
          onChange={(limited) => {
            // An unlimited entry keeps no limit time (the schema drops it too).
            if (!limited) void setFieldValue('limitTime', null);
          }}
        />
      </Grid>
      {values.limited === true && (
        <Grid size={{ xs: 12, md: 3 }}>
          <MinutesField name="limitTime" label={JOURNEY_LABEL.limitTime} options={TOLERANCE_TIMES} required />
        </Grid>
      )}
    </Grid>
  );
}

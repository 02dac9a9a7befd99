import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import type { DayScaleType } from '@colabora/core/workday/options';
import { DAY_SCALE_RULES, fixedDayScale } from '@colabora/core/workday/rules';
import { DateField } from '@/components/form/date-field';
import type { ScaleValues } from '../../journey-form-values';
import { JOURNEY_LABEL } from '../../journey-labels';
import { DayScheduleFields } from './day-schedule-fields';

/**
 * 12/36 and 24/48 (spec 002 §4.6): the shift's entry and main break; its exit follows the entry (12 h or
 * 24 h later). The cycle may start on a given day, else on each person's admission day.
 */
export function DayScaleFields({ scaleType }: { scaleType: DayScaleType }) {
  const { values } = useFormikContext<ScaleValues>();
  const { exitTime } = fixedDayScale(scaleType, values.standardDayScale.standardDay.enterTime);
  return (
    <Stack spacing={2.5}>
      <DayScheduleFields
        path="standardDayScale.standardDay"
        legend={JOURNEY_LABEL.shift}
        computedExit={{ time: exitTime, hint: JOURNEY_LABEL.computedExit(DAY_SCALE_RULES[scaleType].shiftHours) }}
      />
      {/* The explanation comes first, so it is read before the field it explains. */}
      <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
        <Typography variant="body2" color="text.secondary">
          {JOURNEY_LABEL.cycleStartHint}
        </Typography>
        <DateField name="cycleStart" label={JOURNEY_LABEL.cycleStart} />
      </Stack>
    </Stack>
  );
}

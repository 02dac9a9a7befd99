import FormControl from '@mui/material/FormControl';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { getIn, useFormikContext } from 'formik';
import { WEEK_DAYS } from '@colabora/core/workday/options';
import { SCALE_MESSAGE_PATH } from '@colabora/core/workday/schema';
import { useId } from 'react';
import { CheckboxField } from '@/components/form/checkbox-field';
import type { ScaleValues } from '../../journey-form-values';
import { JOURNEY_LABEL } from '../../journey-labels';
import { DayScheduleFields } from './day-schedule-fields';

const DAYS_PATH = SCALE_MESSAGE_PATH.dayCount.join('.');

/**
 * Weekly and call-center scales (spec 002 §5.11): the worked days, Monday first, and either one schedule
 * for all of them or one per ticked day. The count of days is checked on the whole row of boxes.
 */
export function WeekScaleFields() {
  const { values, errors, submitCount } = useFormikContext<ScaleValues>();
  const week = values.standardWeekScale;
  const messageId = useId();
  const daysError: unknown = submitCount > 0 ? getIn(errors, DAYS_PATH) : undefined;
  return (
    <Stack spacing={2.5}>
      <FormControl component="fieldset" error={typeof daysError === 'string'}>
        <FormLabel component="legend">{JOURNEY_LABEL.workDays}</FormLabel>
        <FormGroup row aria-describedby={typeof daysError === 'string' ? messageId : undefined}>
          {WEEK_DAYS.map((day) => (
            <CheckboxField key={day.flag} name={`standardWeekScale.${day.flag}`} label={day.label} />
          ))}
        </FormGroup>
        {typeof daysError === 'string' && <FormHelperText id={messageId}>{daysError}</FormHelperText>}
      </FormControl>
      <CheckboxField name="standardWeekScale.isEqualTime" label={JOURNEY_LABEL.isEqualTime} />
      {week.isEqualTime ? (
        <DayScheduleFields path="standardWeekScale.standardTime" legend={JOURNEY_LABEL.standardTime} />
      ) : (
        WEEK_DAYS.filter((day) => week[day.flag]).map((day) => (
          <DayScheduleFields key={day.key} path={`standardWeekScale.${day.key}`} legend={day.label} />
        ))
      )}
    </Stack>
  );
}

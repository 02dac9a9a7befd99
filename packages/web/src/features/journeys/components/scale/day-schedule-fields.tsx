import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MuiTextField from '@mui/material/TextField';
import { MAIN_BREAK_TIMES } from '@colabora/core/workday/options';
import { useId } from 'react';
import { JOURNEY_LABEL } from '../../journey-labels';
import { FIELD_ROW } from '../fields/field-row';
import { MinutesField } from '../fields/minutes-field';
import { TimeField } from '../fields/time-field';

interface DayScheduleFieldsProps {
  /** The day's path in the form, e.g. 'standardWeekScale.monday'. */
  path: string;
  /** Names the group: the weekday, 'Horário de todos os dias' or 'Plantão'. */
  legend: string;
  /** A 12/36 or 24/48 shift: the exit is computed from the entry and only shown. */
  computedExit?: { time: string; hint: string };
}

/** One day's entry, exit and main break, grouped under the day's name. */
export function DayScheduleFields({ path, legend, computedExit }: DayScheduleFieldsProps) {
  const hintId = useId();
  return (
    <Box component="fieldset" sx={{ ...FIELD_ROW, gridTemplateColumns: { xs: '1fr', md: '160px repeat(3, 1fr)' } }}>
      <Typography component="legend" variant="body2" fontWeight={600} sx={{ float: 'left', pt: 1 }}>
        {legend}
      </Typography>
      <TimeField name={`${path}.enterTime`} label={JOURNEY_LABEL.enterTime} required />
      {computedExit ? (
        <MuiTextField
          id={`field-${path}.exitTime`}
          label={JOURNEY_LABEL.exitTime}
          value={computedExit.time}
          helperText={computedExit.hint}
          slotProps={{ htmlInput: { readOnly: true, 'aria-describedby': hintId }, formHelperText: { id: hintId } }}
        />
      ) : (
        <TimeField name={`${path}.exitTime`} label={JOURNEY_LABEL.exitTime} required />
      )}
      <MinutesField name={`${path}.mainBreak`} label={JOURNEY_LABEL.mainBreak} options={MAIN_BREAK_TIMES} required />
    </Box>
  );
}

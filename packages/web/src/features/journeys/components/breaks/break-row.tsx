import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BREAK_TIMES } from '@colabora/core/workday/options';
import { TextField } from '@/components/form/text-field';
import { JOURNEY_LABEL } from '../../journey-labels';
import { FIELD_ROW } from '../fields/field-row';
import { MinutesField } from '../fields/minutes-field';
import { TimeField } from '../fields/time-field';

/** One break ('Pausa 2'): its description, duration and start (spec 002 §3, §5.12). */
export function BreakRow({ index }: { index: number }) {
  const path = `breaks.${index}`;
  return (
    <Box component="fieldset" sx={{ ...FIELD_ROW, gridTemplateColumns: { xs: '1fr', md: '120px 2fr 1fr 1fr' } }}>
      <Typography component="legend" variant="body2" fontWeight={600} sx={{ float: 'left', pt: 1 }}>
        {JOURNEY_LABEL.breakGroup(index + 1)}
      </Typography>
      <TextField name={`${path}.description`} label={JOURNEY_LABEL.breakDescription} required autoComplete="off" />
      <MinutesField name={`${path}.time`} label={JOURNEY_LABEL.breakTime} options={BREAK_TIMES} required />
      <TimeField name={`${path}.start`} label={JOURNEY_LABEL.breakStart} required />
    </Box>
  );
}

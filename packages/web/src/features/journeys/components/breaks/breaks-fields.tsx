import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import { breaksCount, NUMBER_OF_BREAKS, NUMBER_OF_BREAKS_LABEL, type NumberOfBreaks } from '@colabora/core/workday/options';
import { SelectField } from '@/components/form/select-field';
import type { BreaksValues, BreakValues } from '../../journey-form-values';
import { JOURNEY_LABEL } from '../../journey-labels';
import { BreakRow } from './break-row';

const COUNT_OPTIONS = NUMBER_OF_BREAKS.map((value) => ({ value, label: NUMBER_OF_BREAKS_LABEL[value] }));

const blankBreak = (): BreakValues => ({ id: crypto.randomUUID(), description: '', time: null, start: '' });

/** The rows `count` asks for: those already typed first, blank ones after them. */
function resized(breaks: readonly BreakValues[], count: number): BreakValues[] {
  return Array.from({ length: count }, (_, index) => breaks[index] ?? blankBreak());
}

/** PAUSAS (spec 002 §5.12): the number of breaks decides how many rows there are. */
export function BreaksFields() {
  const { values, setFieldValue } = useFormikContext<BreaksValues>();
  return (
    <Stack spacing={2.5}>
      <Box sx={{ maxWidth: 280 }}>
        <SelectField
          name="numberOfBreaks"
          label={JOURNEY_LABEL.numberOfBreaks}
          options={COUNT_OPTIONS}
          required
          onChange={(value) => void setFieldValue('breaks', resized(values.breaks, breaksCount(value as NumberOfBreaks)))}
        />
      </Box>
      {values.breaks.map((brk, index) => (
        <BreakRow key={brk.id} index={index} />
      ))}
    </Stack>
  );
}

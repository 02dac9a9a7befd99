import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import { isDayScale, SCALE_TYPE_LABEL, SCALE_TYPES, type ScaleType } from '@colabora/core/workday/options';
import { RadioField, YES_NO } from '@/components/form/radio-field';
import { SelectField } from '@/components/form/select-field';
import type { ScaleValues } from '../../journey-form-values';
import { JOURNEY_LABEL } from '../../journey-labels';
import { DayScaleFields } from './day-scale-fields';
import { ScaleTotals } from './scale-totals';
import { WeekScaleFields } from './week-scale-fields';

const SCALE_OPTIONS = SCALE_TYPES.map((value) => ({ value, label: SCALE_TYPE_LABEL[value] }));
/** 12/36 and 24/48 always apply holidays: 'Não' cannot be chosen (the question and its hint stay readable). */
const HOLIDAYS_LOCKED = YES_NO.map((option) => ({ ...option, disabled: !option.value }));

/**
 * ESCALA (spec 002 §4.6, §5.11): the scale type decides the rest. 12/36 and 24/48 apply holidays (the
 * answer is locked) and compute the exit and the totals; the others ask for the worked days.
 */
export function ScaleFields() {
  const { values, setFieldValue } = useFormikContext<ScaleValues>();
  const { scaleType } = values;
  const dayScale = scaleType !== '' && isDayScale(scaleType);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} alignItems={{ md: 'flex-start' }}>
        <Box sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
          <SelectField
            name="scaleType"
            label={JOURNEY_LABEL.scaleType}
            options={SCALE_OPTIONS}
            required
            onChange={(value) => {
              if (isDayScale(value as ScaleType)) void setFieldValue('holidays', true);
            }}
          />
        </Box>
        <RadioField
          name="holidays"
          label={JOURNEY_LABEL.holidays}
          options={dayScale ? HOLIDAYS_LOCKED : YES_NO}
          hint={dayScale ? JOURNEY_LABEL.holidaysLocked : undefined}
        />
      </Stack>
      {scaleType !== '' && (isDayScale(scaleType) ? <DayScaleFields scaleType={scaleType} /> : <WeekScaleFields />)}
      {scaleType !== '' && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
          <RadioField name="agreedMainBreak" label={JOURNEY_LABEL.agreedMainBreak} options={YES_NO} hint={JOURNEY_LABEL.agreedMainBreakHint} />
          <RadioField name="preAssignedBreak" label={JOURNEY_LABEL.preAssignedBreak} options={YES_NO} hint={JOURNEY_LABEL.preAssignedBreakHint} />
        </Stack>
      )}
      {scaleType !== '' && <ScaleTotals scaleType={scaleType} />}
    </Stack>
  );
}

import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import { getIn, useFormikContext } from 'formik';
import { isDayScale, type ScaleType } from '@colabora/core/workday/options';
import { computeTotals, WEEK_SCALE_RULES } from '@colabora/core/workday/rules';
import { SCALE_MESSAGE_PATH } from '@colabora/core/workday/schema';
import { useId } from 'react';
import type { ScaleValues } from '../../journey-form-values';
import { JOURNEY_LABEL } from '../../journey-labels';

const TOTAL_PATH = SCALE_MESSAGE_PATH.weeklyHours.join('.');

interface FigureProps {
  label: string;
  value: string;
  hint?: string;
  /** The id of the message the figure breaks. */
  errorId?: string;
}

/** A figure computed from the fields: read-only, with its explanation. */
function Figure({ label, value, hint, errorId }: FigureProps) {
  const id = useId();
  return (
    <MuiTextField
      id={id}
      label={label}
      value={value}
      error={Boolean(errorId)}
      helperText={hint}
      sx={{ maxWidth: 260 }}
      slotProps={{ htmlInput: { readOnly: true, 'aria-invalid': Boolean(errorId), 'aria-errormessage': errorId } }}
    />
  );
}

/**
 * The week's total hours and night additional as the person types (spec 002 §4.6, §5.11): the sum of the
 * ticked days with the scale's cap, or the fixed totals of 12/36 and 24/48.
 */
export function ScaleTotals({ scaleType }: { scaleType: ScaleType }) {
  const { values, errors, submitCount } = useFormikContext<ScaleValues>();
  const errorId = useId();
  const totals = computeTotals({ ...values, scaleType });
  const error: unknown = submitCount > 0 ? getIn(errors, TOTAL_PATH) : undefined;
  const fixed = isDayScale(scaleType);
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5}>
        <Figure
          label={fixed ? JOURNEY_LABEL.fixedTotal : JOURNEY_LABEL.totalHours}
          value={totals.totalHours}
          hint={fixed ? undefined : JOURNEY_LABEL.weeklyLimit(WEEK_SCALE_RULES[scaleType].weeklyHours)}
          errorId={typeof error === 'string' ? errorId : undefined}
        />
        <Figure label={JOURNEY_LABEL.nightAdditional} value={totals.nightAdditional} />
      </Stack>
      {typeof error === 'string' && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}

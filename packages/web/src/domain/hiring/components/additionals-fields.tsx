import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADDITIONAL_LABEL } from '@colabora/core/people/field-labels';
import {
  ADDITIONALS_MSG,
  DANGEROUSNESS_PERCENTAGE,
  RISK_PERCENTAGE,
  UNHEALTHY_PERCENTAGE,
} from '@colabora/core/admission/additionals';
import { useFormikContext } from 'formik';
import { CheckboxField } from '@/components/form/checkbox-field';
import { HIRING_MSG } from './hiring-messages';
import type { HiringFormValues } from './hiring-form-values';
import { PercentField } from './percent-field';

/** 001 §3 hiringData.additional and §9 (the percentages the law fixes are part of the labels). */
export function AdditionalsFields() {
  const { values } = useFormikContext<HiringFormValues>();
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        <CheckboxField name="hiringData.additional.warning" label="Sobreaviso (1/3 da hora normal)" />
        <CheckboxField name="hiringData.additional.unhealthy" label={ADDITIONAL_LABEL.unhealthy} />
        <CheckboxField name="hiringData.additional.risk" label={`Risco (${RISK_PERCENTAGE}%)`} />
        <CheckboxField
          name="hiringData.additional.dangerousness"
          label={`Periculosidade (${DANGEROUSNESS_PERCENTAGE}%)`}
        />
      </Stack>
      {values.hiringData.additional.unhealthy && (
        <Stack sx={{ maxWidth: 280 }}>
          <PercentField
            name="hiringData.additional.unhealthyPercentage"
            label={ADDITIONAL_LABEL.unhealthyPercentage}
            hint={ADDITIONALS_MSG.unhealthyHint}
            min={UNHEALTHY_PERCENTAGE.min}
            max={UNHEALTHY_PERCENTAGE.max}
          />
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary">
        {HIRING_MSG.notCumulative}
      </Typography>
    </Stack>
  );
}

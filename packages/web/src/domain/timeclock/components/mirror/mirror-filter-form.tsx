import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MIRROR_FILTER_MSG, mirrorFilterSchema, type MirrorFilterMode, type MirrorFilterValues } from '@colabora/core/timeclock/mirror-filter';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { CheckboxField } from '@/components/form/checkbox-field';
import { DateField } from '@/components/form/date-field';
import { RadioField, type RadioOption } from '@/components/form/radio-field';
import { zodValidate } from '@/lib/zod-formik';

const MODES: readonly RadioOption<MirrorFilterMode>[] = [
  { value: 'CURRENT_MONTH', label: MIRROR_FILTER_MSG.currentMonth },
  { value: 'PERIOD', label: MIRROR_FILTER_MSG.period },
];

export const INITIAL_MIRROR_FILTER: MirrorFilterValues = { filterBy: 'CURRENT_MONTH', periodStartDate: '', periodEndDate: '', isOnlyAlerts: false };

function MirrorFilterFields() {
  const { values, submitForm } = useFormikContext<MirrorFilterValues>();
  // Ticking the box applies it at once, with the dates as they are (the form's checks still hold back a half period).
  const onlyAlerts = useRef(values.isOnlyAlerts);
  useEffect(() => {
    if (onlyAlerts.current === values.isOnlyAlerts) return;
    onlyAlerts.current = values.isOnlyAlerts;
    void submitForm();
  }, [values.isOnlyAlerts, submitForm]);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="flex-start">
        <RadioField name="filterBy" label={MIRROR_FILTER_MSG.filterBy} options={MODES} />
        {values.filterBy === 'PERIOD' && (
          <>
            <DateField name="periodStartDate" label={MIRROR_FILTER_MSG.between} />
            <DateField name="periodEndDate" label={MIRROR_FILTER_MSG.until} />
          </>
        )}
        <Button type="submit" variant="contained" sx={{ height: 56 }}>
          {MIRROR_FILTER_MSG.search}
        </Button>
      </Stack>
      <CheckboxField name="isOnlyAlerts" label={MIRROR_FILTER_MSG.onlyAlerts} />
    </Stack>
  );
}

/**
 * The mirror's filter (002 §2.4, §5.6): 'Mês atual' or a 'Período' between 'Entre' and 'Até', BUSCAR, and
 * 'Ver somente registros com alerta'. Nothing is sent while the period is incomplete or wrong.
 */
export function MirrorFilterForm({ onApply }: { onApply: (values: MirrorFilterValues) => void }) {
  return (
    <Formik<MirrorFilterValues> initialValues={INITIAL_MIRROR_FILTER} validate={zodValidate(mirrorFilterSchema)} onSubmit={onApply}>
      <Form noValidate aria-label={MIRROR_FILTER_MSG.filterBy}>
        <MirrorFilterFields />
      </Form>
    </Formik>
  );
}

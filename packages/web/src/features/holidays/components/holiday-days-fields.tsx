import { useFormikContext } from 'formik';
import { DateField } from '@/components/form/date-field';
import type { HolidayFormValues } from './holiday-form-values';

/** A Data for a dated holiday, a start and an end for a period (spec 002 §2.8): each carries its year. */
export function HolidayDaysFields() {
  const { values } = useFormikContext<HolidayFormValues>();
  if (values.holidayModel === 'date') return <DateField name="date" label="Data" required />;
  if (values.holidayModel === 'period') {
    return (
      <>
        <DateField name="period.start" label="Início do período" required />
        <DateField name="period.end" label="Fim do período" required />
      </>
    );
  }
  return null;
}
